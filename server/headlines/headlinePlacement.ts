/** Where an item goes on a headline, and the rules' view of its items: shared by the board's changes and the pending job. */
import { pinnedOrderRepeated, type HeadlineEntry } from '../../resources/headlineRules.ts';
import type { HeadlineItemRow } from '../db/headlinesTable.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Failures } from '../engine/kindValues.ts';
import { pinHolds, shownOrder } from './headlineOrder.ts';
import type { ChangeScope, HeadlineEnv } from './headlineTransaction.ts';
import { keyAt } from './sortKeys.ts';

/** What the rules read of the headline's items. */
export const entriesOf = (items: readonly HeadlineItemRow[], now: Date): HeadlineEntry[] =>
  items.map((item) => ({
    id: String(item.id),
    contentId: item.contentId === null ? null : String(item.contentId),
    state: item.state,
    publishAt: item.publishAt,
    pendingOrder: item.pendingOrder,
    pinnedOrder: pinHolds(item, now) ? item.pinnedOrder : null,
  }));

export const liveOf = (items: readonly HeadlineItemRow[]) => items.filter((item) => item.state === 'LIVE');

/** Refuses the change with these failures (BAD_USER_INPUT), writing nothing. */
export function refuseIfAny(failures: Failures, env: Pick<HeadlineEnv, 'language'>): void {
  if (Object.keys(failures).length > 0) throw badInput(failures, env.language);
}

/** Puts an item at index `index` of the shown order without it: a pinned item takes that slot, another gets a key there. */
export async function placeLive(scope: ChangeScope, item: HeadlineItemRow, index: number, env: HeadlineEnv, extra: Partial<HeadlineItemRow> = {}) {
  const without = shownOrder(liveOf(scope.items).filter((other) => other.id !== item.id), scope.now);
  const at = Math.min(Math.max(0, index), without.length);
  if (pinHolds({ ...item, ...extra }, scope.now)) {
    const failure = pinnedOrderRepeated(entriesOf(scope.items, scope.now), at + 1, String(item.id));
    refuseIfAny(failure ? { order: failure } : {}, env);
    return scope.update(item, { ...extra, pinnedOrder: at + 1 });
  }
  return scope.update(item, { ...extra, sortKey: keyAt(without, at, scope.now) });
}

