/**
 * Scheduled publishing (spec 02 §3): an approved content saved with a publish date still ahead is
 * not yet visible (`isPublished` false, resources/contentHooks.ts); the save puts a job on the
 * durable queue to run at that date. The job publishes the item only if it is still approved with
 * that same publish date, so a later unapproval or a moved date leaves it as the editor set it.
 * Exactly once: the queue lets one runner claim a job; the key keeps one pending job per item and
 * date; the update is conditional, so a second run would change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { APPROVED } from '../../resources/contentHooks.ts';
import { contents } from '../../resources/content.ts';
import type { Db } from '../db/client.ts';
import { tableFor } from '../engine/tables.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import type { Row } from '../engine/records.ts';
import { hooksOf } from '../engine/resourceHooks.ts';
import { writeScope } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import { RESOURCES } from '../../resources/index.ts';

export const PUBLISH_CONTENT_JOB = 'contents.publish';

interface PublishPayload {
  contentId: number;
  /** The publish date the job was scheduled for (ISO). */
  publishDate: string;
}

/** After a content row is written (in its transaction): the job that publishes it at its date, when it waits for one. */
export async function schedulePublish(tx: QueueWriter, row: Row, now = new Date()): Promise<void> {
  const publishDate = row.publishDate instanceof Date ? row.publishDate : undefined;
  if (row.status !== APPROVED || row.isPublished === true || !publishDate || publishDate <= now) return;
  const payload: PublishPayload = { contentId: row.id as number, publishDate: publishDate.toISOString() };
  await enqueue(tx, PUBLISH_CONTENT_JOB, payload, { runAt: publishDate, key: `${PUBLISH_CONTENT_JOB}:${payload.contentId}:${payload.publishDate}` });
}

/**
 * Publishes the item if it still waits for this date; how many rows it published (0 or 1). The
 * publish is a write of the content like the editors': its effects (the contents' afterWrite hooks)
 * run in its transaction, as the system.
 */
export async function publishScheduledContent(db: Db, payload: PublishPayload): Promise<{ published: number }> {
  const table = tableFor(contents);
  return db.transaction(async (tx) => {
    const [published]: Row[] = await tx
      .update(table)
      .set({ isPublished: true })
      .where(
        and(
          eq(table.id, payload.contentId),
          eq(table.status, APPROVED),
          eq(table.publishDate, new Date(payload.publishDate)),
          eq(table.isPublished, false),
        ),
      )
      .returning();
    if (!published) return { published: 0 };
    const context = systemContext(tx, published.siteId as number);
    await hooksOf(contents.name).afterWrite(writeScope(tx, context, RESOURCES, 'other', {}, { ...published, isPublished: false }), published);
    return { published: 1 };
  });
}

export function scheduledPublishJobs(db: Db): { handlers: Record<string, JobHandler> } {
  return { handlers: { [PUBLISH_CONTENT_JOB]: (payload: PublishPayload) => publishScheduledContent(db, payload) } };
}
