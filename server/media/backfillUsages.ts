/**
 * media_usages for the contents saved before the table existed (a save writes them since,
 * contentMedia.ts): each content that has none gets the rows its stored files give it. Idempotent:
 * a content that has usages is skipped, and a second run finds nothing to do. It runs as a job that
 * a migration (0014) enqueues, so it runs once per database, off the request path, once across
 * servers, and again after a crash until it finishes.
 */
import { and, asc, eq, gt, notExists } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaUsages } from '../db/mediaUsagesTable.ts';
import { contentsTable } from '../engine/resourceTables.ts';
import type { JobHandler } from '../jobs/jobRunner.ts';
import { contentFiles } from './contentFiles.ts';
import { storedPaths } from './libraryRows.ts';

export const BACKFILL_MEDIA_USAGES_JOB = 'media.backfillUsages';
const BATCH = 200;

/** Fills the usages of the contents that have none; how many contents and rows it wrote. */
export async function backfillContentUsages(db: Db, batch = BATCH): Promise<{ contents: number; usages: number }> {
  let after = 0;
  const written = { contents: 0, usages: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      // The unique index (resource, record_id, …) answers this for each row.
      const noUsages = notExists(
        tx
          .select({ one: mediaUsages.id })
          .from(mediaUsages)
          .where(and(eq(mediaUsages.resource, 'contents'), eq(mediaUsages.recordId, contentsTable.id))),
      );
      // Locked: a save of one of these waits, and then writes its own usages over ours.
      const rows = await tx.select().from(contentsTable).where(and(gt(contentsTable.id, after), noUsages)).orderBy(asc(contentsTable.id)).limit(batch).for('update');
      if (rows.length === 0) return true;
      after = rows.at(-1)!.id as number;
      const uses = rows.map((row) => ({ row, files: contentFiles(row) }));
      const stored = await storedPaths(tx, uses.flatMap(({ files }) => files.map((file) => file.path)));
      const values = uses.flatMap(({ row, files }) =>
        files
          .filter((file) => stored.has(file.path))
          .map((file) => ({ siteId: row.siteId as number, path: file.path, resource: 'contents', recordId: row.id as number, field: file.field })),
      );
      if (values.length > 0) await tx.insert(mediaUsages).values(values).onConflictDoNothing();
      written.contents += new Set(values.map((value) => value.recordId)).size;
      written.usages += values.length;
      return rows.length < batch;
    });
    if (done) return written;
  }
}

export function backfillUsagesJob(db: Db): { handlers: Record<string, JobHandler> } {
  return { handlers: { [BACKFILL_MEDIA_USAGES_JOB]: () => backfillContentUsages(db) } };
}
