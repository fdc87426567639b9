/**
 * The pending list's job (spec 02 §4): a story or reel whose publish date is ahead waits; in the
 * transaction that made it pending, a job of the durable queue (server/jobs: one runner claims it,
 * whatever the number of servers) is set for that date, keyed by board, item and moment. At that
 * time the job publishes the item on top of the unpinned ones, only if it still waits for that same
 * moment (under its row's lock and the board's), so a second run, or an item given another date or
 * deleted meanwhile, changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Row } from '../engine/records.ts';
import type { EventBus } from '../events/eventBus.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { publishBoardChange } from './boardEvents.ts';
import { boardTable, BOARDS, lockBoard, STATE, topOfPublished, type BoardName } from './boards.ts';

export const PUBLISH_BOARD_ITEM_JOB = 'stories.publish';

export interface PublishPayload {
  board: BoardName;
  siteId: number;
  id: number;
  /** The publish date the job was set for (ISO). */
  publishDate: string;
}

export const publishJobKey = (payload: Pick<PublishPayload, 'board' | 'id' | 'publishDate'>) =>
  `${PUBLISH_BOARD_ITEM_JOB}:${payload.board}:${payload.id}:${payload.publishDate}`;

/** In the transaction that saved the item: its job at the publish date when it is pending. */
export async function schedulePublishing(tx: QueueWriter, board: BoardName, row: Row): Promise<void> {
  if (row.state !== STATE.pending || !(row.publishDate instanceof Date)) return;
  const payload: PublishPayload = { board, siteId: row.siteId as number, id: row.id as number, publishDate: row.publishDate.toISOString() };
  await enqueue(tx, PUBLISH_BOARD_ITEM_JOB, payload, { runAt: row.publishDate, key: publishJobKey(payload) });
}

/** Publishes the item if it still waits for this moment; whether it did. */
export async function publishPendingItem(env: { db: Db; events: EventBus }, payload: PublishPayload, now = new Date()): Promise<{ published: number }> {
  const board = BOARDS[payload.board];
  if (!board) return { published: 0 };
  const table = boardTable(board);
  const published = await env.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, payload.id), eq(table.siteId, payload.siteId)))
      .for('update');
    if (!row || row.state !== STATE.pending || (row.publishDate as Date | null)?.toISOString() !== payload.publishDate) return false;
    await lockBoard(tx, board, payload.siteId);
    const position = await topOfPublished(tx, board, payload.siteId, payload.id);
    await tx
      .update(table)
      .set({ state: STATE.published, pinned: false, position, version: (row.version as number) + 1, updatedDate: now })
      .where(eq(table.id, payload.id));
    return true;
  });
  if (published) await publishBoardChange(env.events, board.name, payload.siteId, { id: payload.id, kind: 'published', byUserId: null, at: now });
  return { published: published ? 1 : 0 };
}

export function boardPublishingJobs(db: Db, events: EventBus): { handlers: Record<string, JobHandler> } {
  return { handlers: { [PUBLISH_BOARD_ITEM_JOB]: (payload: PublishPayload) => publishPendingItem({ db, events }, payload) } };
}
