/**
 * The order a headline shows (server/headlines/README.md, "Order"): pinned items whose pin holds sit at their
 * `pinnedOrder` slot; the others fill the free slots by sortKey. Keys are compared by code unit,
 * as the fractional keys are made, never by the database's collation.
 */
import type { HeadlineItemRow } from '../db/headlinesTable.ts';

export const pinHolds = (item: Pick<HeadlineItemRow, 'pin' | 'pinnedUntil'>, now: Date): boolean =>
  item.pin !== 'NONE' && (item.pinnedUntil === null || item.pinnedUntil.getTime() > now.getTime());

export const byKey = (a: { sortKey: string; id: number }, b: { sortKey: string; id: number }) =>
  a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : a.id - b.id;

/** The LIVE items in the order shown, first at index 0 (its `order` is index + 1). */
export function shownOrder<T extends HeadlineItemRow>(live: readonly T[], now: Date): T[] {
  const pinned = live.filter((item) => pinHolds(item, now)).sort((a, b) => (a.pinnedOrder ?? 0) - (b.pinnedOrder ?? 0) || a.id - b.id);
  const free = live.filter((item) => !pinHolds(item, now)).sort(byKey);
  const shown: T[] = [];
  while (pinned.length > 0 || free.length > 0) {
    const slot = shown.length + 1;
    if (pinned.length > 0 && ((pinned[0].pinnedOrder ?? 0) <= slot || free.length === 0)) shown.push(pinned.shift()!);
    else shown.push(free.shift()!);
  }
  return shown;
}

/** PENDING items by publishAt, then the order they will take. */
export const pendingOrder = <T extends HeadlineItemRow>(pending: readonly T[]): T[] =>
  [...pending].sort((a, b) => (a.publishAt?.getTime() ?? 0) - (b.publishAt?.getTime() ?? 0) || (a.pendingOrder ?? 0) - (b.pendingOrder ?? 0) || a.id - b.id);
