/**
 * The revision rows a write keeps (a declaration with `revisions`, resources/defineResource.ts),
 * written in the write's transaction; reading and restoring them is server/engine/revisions.ts.
 */
import { and, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { Db } from '../db/client.ts';
import { recordRevisions } from '../db/revisionsTable.ts';
import { startingValues, type Row } from './records.ts';

/** Revisions a page shows unless asked otherwise, and the most it may ask for. */
export const REVISION_PAGE_SIZE = 20;
export const MAX_REVISION_PAGE_SIZE = 100;

export interface RevisionNote {
  /** The declared fields the write changed. */
  changed: readonly string[];
  /** A restore names the version it wrote back. */
  restoredFromVersion?: number;
}

/** In the write's transaction: the revision of the row as written (its version, who and when). */
export async function keepRevision(tx: Pick<Db, 'insert'>, resource: Resource, row: Row, note: RevisionNote): Promise<void> {
  if (!resource.revisions) return;
  await tx.insert(recordRevisions).values({
    resource: resource.name,
    recordId: row.id as number,
    siteId: (row.siteId as number | null | undefined) ?? null,
    version: row.version as number,
    createdUserId: (row.updatedUserId ?? row.createdUserId) as number | null,
    createdDate: (row.updatedDate ?? row.createdDate) as Date,
    changedFields: [...note.changed],
    restoredFromVersion: note.restoredFromVersion ?? null,
    snapshot: startingValues(resource, row),
  });
}

/** With the record's delete: its revisions go too. */
export async function removeRevisions(tx: Pick<Db, 'delete'>, resource: Resource, recordId: number): Promise<void> {
  if (!resource.revisions) return;
  await tx.delete(recordRevisions).where(and(eq(recordRevisions.resource, resource.name), eq(recordRevisions.recordId, recordId)));
}

