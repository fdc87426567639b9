/**
 * The pending list (spec 02 §4): an item waits for its publishAt, then a job of the durable queue
 * (server/jobs: one runner claims it, whatever the number of servers) puts it in the headline at
 * the order it was given and announces the change. The job changes the item only if it still waits
 * for that same moment (under the headline's lock), so a second run, or an item moved or removed
 * meanwhile, changes nothing.
 */
import type { Db } from '../db/client.ts';
import type { HeadlineItemRow } from '../db/headlinesTable.ts';
import type { EventBus } from '../events/eventBus.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { placeLive } from './headlinePlacement.ts';
import { changeHeadline, UNCHANGED, type HeadlineEnv } from './headlineTransaction.ts';

export const PROMOTE_HEADLINE_ITEM_JOB = 'headlines.promote';

export interface PromotionPayload {
  siteId: number;
  headlineId: number;
  itemId: number;
  /** The publishAt the job was scheduled for (ISO). */
  publishAt: string;
}

/** In the transaction that made the item PENDING: its job at publishAt. */
export async function schedulePromotion(tx: QueueWriter, item: HeadlineItemRow): Promise<void> {
  if (item.state !== 'PENDING' || !item.publishAt) return;
  const payload: PromotionPayload = { siteId: item.siteId, headlineId: item.headlineId, itemId: item.id, publishAt: item.publishAt.toISOString() };
  await enqueue(tx, PROMOTE_HEADLINE_ITEM_JOB, payload, { runAt: item.publishAt, key: `${PROMOTE_HEADLINE_ITEM_JOB}:${item.id}:${payload.publishAt}` });
}

/** Moves the item in if it still waits for this moment; whether it did. */
export async function promotePendingItem(env: Omit<HeadlineEnv, 'siteId' | 'userId' | 'language'>, payload: PromotionPayload, now = new Date()) {
  const headlineEnv: HeadlineEnv = { ...env, siteId: payload.siteId, userId: null, language: 'en' };
  const outcome = await changeHeadline(
    headlineEnv,
    { headlineId: payload.headlineId, version: undefined, kind: 'promoted' },
    async (scope) => {
      const item = scope.items.find((candidate) => candidate.id === payload.itemId);
      if (!item || item.state !== 'PENDING' || item.publishAt?.toISOString() !== payload.publishAt) return UNCHANGED;
      await placeLive(scope, item, (item.pendingOrder ?? 1) - 1, headlineEnv, { state: 'LIVE', headlinedAt: scope.now, pendingOrder: null });
      return { itemId: item.id };
    },
    now,
  ).catch((error: unknown) => {
    // The headline went with its type: nothing is left to promote.
    if ((error as { extensions?: { code?: string } }).extensions?.code === 'NOT_FOUND') return { changed: false };
    throw error;
  });
  return { promoted: outcome.changed ? 1 : 0 };
}

export function headlinePromotionJobs(db: Db, events: EventBus): { handlers: Record<string, JobHandler> } {
  return { handlers: { [PROMOTE_HEADLINE_ITEM_JOB]: (payload: PromotionPayload) => promotePendingItem({ db, events }, payload) } };
}
