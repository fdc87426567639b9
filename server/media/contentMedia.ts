/**
 * A content save's media, in the save's transaction: the record's media_usages rewritten from the
 * stored files it uses now, and a library row for each of those files the site's library lacks. A
 * deleted content's usages go with it.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaUsages } from '../db/mediaUsagesTable.ts';
import type { Row } from '../engine/records.ts';
import { contentFiles } from './contentFiles.ts';
import { addToLibrary, storedPaths, type EngineSave } from './libraryRows.ts';

type Writer = Pick<Db, 'select' | 'insert' | 'delete'>;

const RESOURCE = 'contents';

export async function removeContentUsages(tx: Pick<Db, 'delete'>, row: Row): Promise<void> {
  await tx.delete(mediaUsages).where(and(eq(mediaUsages.resource, RESOURCE), eq(mediaUsages.recordId, row.id as number)));
}

export async function syncContentMedia(tx: Writer, row: Row, save: EngineSave): Promise<void> {
  const siteId = row.siteId as number;
  const uses = contentFiles(row);
  const stored = await storedPaths(tx, uses.map((use) => use.path));
  const kept = uses.filter((use) => stored.has(use.path));
  await removeContentUsages(tx, row);
  if (kept.length === 0) return;
  await tx.insert(mediaUsages).values(kept.map((use) => ({ siteId, path: use.path, resource: RESOURCE, recordId: row.id as number, field: use.field })));
  await addToLibrary(tx, siteId, kept, save);
}
