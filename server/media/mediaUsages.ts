/**
 * Reading `media_usages`: where a site's file is used, with the using content's title and type. A
 * crop has no library row of its own: its uses are its source image's (a cover and its crops in one
 * field are one use of the cover).
 */
import { and, asc, countDistinct, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
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

/** The library file a use counts for: the used file, or the source of a crop. */
const ownerPath = sql<string>`coalesce(${mediaFiles.cropOf}, ${mediaUsages.path})`;
/** A record's field: the unit a use is counted in. */
const recordField = sql`${mediaUsages.resource} || ' ' || ${mediaUsages.recordId} || ' ' || ${mediaUsages.field}`;

/** The site's uses of these files and of their crops, each looked up by its path (the usages' site and path index). */
const usesCondition = (db: Reader, siteId: number, paths: readonly string[]) =>
  and(
    eq(mediaUsages.siteId, siteId),
    or(inArray(mediaUsages.path, [...paths]), inArray(mediaUsages.path, db.select({ path: mediaFiles.relativePath }).from(mediaFiles).where(inArray(mediaFiles.cropOf, [...paths])))),
  );

/** How many record fields use each of a site's files (or their crops), in one query (a library page asks for 50). */
export async function usageCounts(db: Reader, siteId: number, paths: readonly string[]): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ path: ownerPath, total: countDistinct(recordField) })
    .from(mediaUsages)
    .leftJoin(mediaFiles, eq(mediaFiles.relativePath, mediaUsages.path))
    .where(usesCondition(db, siteId, paths))
    .groupBy(ownerPath);
  return new Map(rows.map((row) => [row.path, row.total]));
}

/** Per using resource, how many of its records use the file or one of its crops. */
export async function usesOfFile(db: Reader, siteId: number, path: string): Promise<{ name: string; count: number }[]> {
  return db
    .select({ name: mediaUsages.resource, count: countDistinct(mediaUsages.recordId) })
    .from(mediaUsages)
    .where(usesCondition(db, siteId, [path]))
    .groupBy(mediaUsages.resource);
}

/** Who uses a library row: the contents that use its file (registered with the delete's record uses). */
export const libraryFileUses = (db: Reader, row: Record<string, unknown>) => usesOfFile(db, row.siteId as number, row.path as string);

/** The record fields that use the file or one of its crops, each once. */
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
    .where(usesCondition(db, siteId, [path]))
    .groupBy(mediaUsages.resource, mediaUsages.recordId, mediaUsages.field, contentsTable.title, contentsTable.type)
    .orderBy(asc(mediaUsages.resource), asc(mediaUsages.recordId), asc(mediaUsages.field));
  return rows.map((row) => ({
    resource: row.resource,
    recordId: String(row.recordId),
    field: row.field,
    title: (row.title as string | null) ?? null,
    contentType: (row.contentType as number | null) ?? null,
  }));
}

/** The crops cut from a file, oldest first: they belong to its library row. */
export async function cropsOf(db: Reader, path: string): Promise<{ type: string; path: string; width: number | null; height: number | null }[]> {
  const rows = await db
    .select({ type: mediaFiles.cropType, path: mediaFiles.relativePath, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(eq(mediaFiles.cropOf, path))
    .orderBy(asc(mediaFiles.createdDate), asc(mediaFiles.relativePath));
  return rows.map((row) => ({ ...row, type: row.type ?? '' }));
}
