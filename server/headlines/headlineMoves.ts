/**
 * The board's one-item changes: move (one row's sortKey, or a pinned item's slot), pin, remove,
 * and move to the pending list. Each runs in changeHeadline's transaction on the locked headline.
 */
import { endOfIstanbulDay, orderAtLeastOne, pendingOrderRepeated, publishAtAhead } from '../../resources/headlineRules.ts';
import type { HeadlineItemRow, HeadlinePin } from '../db/headlinesTable.ts';
import { apiError } from '../contract/apiErrors.ts';
import { shownOrder } from './headlineOrder.ts';
import { entriesOf, liveOf, placeLive, refuseIfAny } from './headlinePlacement.ts';
import { changeHeadline, headlineMessages, itemOf, type ChangeScope, type HeadlineEnv } from './headlineTransaction.ts';
import { schedulePromotion } from './pendingPromotion.ts';

function liveItem(scope: ChangeScope, itemId: string, env: HeadlineEnv): HeadlineItemRow {
  const item = itemOf(scope, itemId, env.language);
  if (item.state !== 'LIVE') throw apiError('NOT_FOUND', headlineMessages(env.language).itemNotFound);
  return item;
}

export interface MoveArgs {
  headlineId: string;
  itemId: string;
  afterItemId?: string | null;
  version: number;
}

export const moveHeadlineItem = (env: HeadlineEnv, { headlineId, itemId, afterItemId, version }: MoveArgs) =>
  changeHeadline(env, { headlineId, version, kind: 'moved' }, async (scope) => {
    const item = liveItem(scope, itemId, env);
    const without = shownOrder(liveOf(scope.items).filter((other) => other.id !== item.id), scope.now);
    let index = 0;
    if (afterItemId) {
      const after = without.findIndex((other) => String(other.id) === String(afterItemId));
      if (after < 0) throw apiError('NOT_FOUND', headlineMessages(env.language).itemNotFound);
      index = after + 1;
    }
    await placeLive(scope, item, index, env);
    return { itemId: item.id };
  });

export const pinHeadlineItem = (env: HeadlineEnv, args: { headlineId: string; itemId: string; pin: HeadlinePin; version: number }) =>
  changeHeadline(env, { headlineId: args.headlineId, version: args.version, kind: 'pinned' }, async (scope) => {
    const item = liveItem(scope, args.itemId, env);
    // It keeps the place it has: pinned at its slot, or unpinned with a key for that place.
    const index = shownOrder(liveOf(scope.items), scope.now).indexOf(item);
    const pin =
      args.pin === 'NONE'
        ? { pin: 'NONE' as const, pinnedOrder: null, pinnedUntil: null }
        : { pin: args.pin, pinnedUntil: args.pin === 'PINNED' ? endOfIstanbulDay(scope.now) : null };
    await placeLive(scope, item, index, env, pin);
    return { itemId: item.id };
  });

export const removeHeadlineItem = (env: HeadlineEnv, args: { headlineId: string; itemId: string; version: number }) =>
  changeHeadline(env, { headlineId: args.headlineId, version: args.version, kind: 'removed' }, async (scope) => {
    const item = itemOf(scope, args.itemId, env.language);
    await scope.remove(item);
    return { itemId: item.id };
  });

export interface PendingArgs {
  headlineId: string;
  itemId: string;
  publishAt: string;
  order: number;
  version: number;
}

export const moveHeadlineItemToPending = (env: HeadlineEnv, args: PendingArgs) =>
  changeHeadline(env, { headlineId: args.headlineId, version: args.version, kind: 'pending' }, async (scope) => {
    const item = liveItem(scope, args.itemId, env);
    const entries = entriesOf(scope.items, scope.now);
    const order = orderAtLeastOne(args.order) ?? pendingOrderRepeated(entries, args.publishAt, args.order, String(item.id));
    const publishAt = publishAtAhead(args.publishAt, scope.now);
    refuseIfAny({ ...(order ? { order } : {}), ...(publishAt ? { publishAt } : {}) }, env);
    const pending = await scope.update(item, {
      state: 'PENDING',
      publishAt: new Date(args.publishAt),
      pendingOrder: args.order,
      pin: 'NONE',
      pinnedOrder: null,
      pinnedUntil: null,
      headlinedAt: null,
    });
    await schedulePromotion(scope.tx, pending);
    return { itemId: item.id };
  });
