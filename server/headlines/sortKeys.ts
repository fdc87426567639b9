/**
 * Fractional ordering: an item's sortKey sits between its neighbours' keys, so a move or an
 * insertion writes that one row. Pinned items keep their slot whatever their key, so the neighbours
 * are the nearest unpinned items around the place.
 */
import { generateKeyBetween } from 'fractional-indexing';
import type { HeadlineItemRow } from '../db/headlinesTable.ts';
import { byKey, pinHolds } from './headlineOrder.ts';

/**
 * The key that puts an unpinned item at `index` of `shownWithout` (the shown order without it):
 * after the unpinned items before that place, before the ones from it on.
 */
export function keyAt(shownWithout: readonly HeadlineItemRow[], index: number, now: Date): string {
  const free = (items: readonly HeadlineItemRow[]) => items.filter((item) => !pinHolds(item, now));
  const before = free(shownWithout.slice(0, Math.max(0, index)));
  const after = free(shownWithout.slice(Math.max(0, index)));
  const previous = before.length > 0 ? [...before].sort(byKey).at(-1)!.sortKey : null;
  const next = after.length > 0 ? [...after].sort(byKey)[0].sortKey : null;
  // Keys are written under the headline's lock, so two are never equal; a tie would still sort by id.
  return previous !== null && next !== null && previous >= next ? generateKeyBetween(previous, null) : generateKeyBetween(previous, next);
}
