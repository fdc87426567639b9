/** Reading `media_usages`: where a site's file is used, with the using content's title and type. */
import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaUsages } from '../db/mediaUsagesTable.ts';
import { contentsTable } from '../engine/resourceTables.ts';

type Reader = Pick<Db, 'select'>;

export interface MediaUsage {
  resource: string;
  recordId: string;
  title: string | null;
  contentType: number | null;
  field: string;
}

const ofFile = (siteId: number, path: string) => and(eq(mediaUsages.siteId, siteId), eq(mediaUsages.path, path));

/** How many record fields use each of a site's files, in one query (a library page asks for 50). */
export async function usageCounts(db: Reader, siteId: number, paths: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ path: mediaUsages.path, total: count() })
    .from(mediaUsages)
    .where(and(eq(mediaUsages.siteId, siteId), inArray(mediaUsages.path, [...paths])))
    .groupBy(mediaUsages.path);
  return new Map(rows.map((row) => [row.path, row.total]));
}

/** Per using resource, how many of its records use the file. */
export async function usesOfFile(db: Reader, siteId: number, path: string): Promise<{ name: string; count: number }[]> {
  const rows = await db
    .select({ name: mediaUsages.resource, count: countDistinct(mediaUsages.recordId) })
    .from(mediaUsages)
    .where(ofFile(siteId, path))
    .groupBy(mediaUsages.resource);
  return rows;
}

/** Who uses a library row: the contents that use its file (registered with the delete's record uses). */
export const libraryFileUses = (db: Reader, row: Record<string, unknown>) => usesOfFile(db, row.siteId as number, row.path as string);

export async function usagesOf(db: Reader, siteId: number, path: string): Promise<MediaUsage[]> {
  const rows = await db
    .select({
      resource: mediaUsages.resource,
      recordId: mediaUsages.recordId,
      field: mediaUsages.field,
      title: contentsTable.title,
      contentType: contentsTable.type,
    })
    .from(mediaUsages)
    .leftJoin(contentsTable, and(eq(mediaUsages.resource, sql`'contents'`), eq(contentsTable.id, mediaUsages.recordId)))
    .where(ofFile(siteId, path))
    .orderBy(mediaUsages.resource, mediaUsages.recordId, mediaUsages.field);
  return rows.map((row) => ({
    resource: row.resource,
    recordId: String(row.recordId),
    field: row.field,
    title: (row.title as string | null) ?? null,
    contentType: (row.contentType as number | null) ?? null,
  }));
}
