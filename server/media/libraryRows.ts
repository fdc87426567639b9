/**
 * Adding files to a site's media library: a row per stored file the site's library lacks, saved
 * through the engine (checked, file facts from media_files, audited) by the caller's context.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { mediaItems } from '../../resources/mediaItem.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import type { Row } from '../engine/records.ts';
import { writeScope } from '../engine/saveRecord.ts';
import { tableFor } from '../engine/tables.ts';

/** Saves a record through the engine with the caller's user and site (and transaction). */
export type EngineSave = (resource: typeof mediaItems, input: Row) => Promise<Row>;

/** A file to be in the library, with the caption its use gives it and, from an upload, the name it had on the uploader's disk. */
export interface LibraryFile {
  path: string;
  text?: string | null;
  name?: string | null;
}

const TEXT_MAX = 1000;

/** Which of these paths are stored files (media_files). */
export async function storedPaths(db: Pick<Db, 'select'>, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.select({ path: mediaFiles.relativePath }).from(mediaFiles).where(inArray(mediaFiles.relativePath, [...new Set(paths)]));
  return new Set(rows.map((row) => row.path));
}

/** Which of these paths are crops: they belong to their source image's row, never to a row of their own. */
async function cropPaths(db: Pick<Db, 'select'>, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: mediaFiles.relativePath })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.relativePath, [...new Set(paths)]), isNotNull(mediaFiles.cropOf)));
  return new Set(rows.map((row) => row.path));
}

async function libraryPaths(db: Pick<Db, 'select'>, siteId: number, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const table = tableFor(mediaItems);
  const rows = await db
    .select({ path: table.path })
    .from(table)
    .where(and(eq(table.siteId, siteId), inArray(table.path, [...new Set(paths)])));
  return new Set(rows.map((row) => row.path as string));
}

/**
 * Adds the stored files the site's library does not have yet (the first caption given for a file
 * becomes its description), crops left out. A row another request added meanwhile is left as it is.
 */
export async function addToLibrary(db: Pick<Db, 'select'>, siteId: number, files: readonly LibraryFile[], save: EngineSave): Promise<void> {
  const paths = files.map((file) => file.path);
  const [known, crops] = await Promise.all([libraryPaths(db, siteId, paths), cropPaths(db, paths)]);
  const added = new Set<string>();
  for (const file of files) {
    if (known.has(file.path) || crops.has(file.path) || added.has(file.path)) continue;
    added.add(file.path);
    const text = file.text?.trim() ? file.text.trim().slice(0, TEXT_MAX) : null;
    try {
      await save(mediaItems, { path: file.path, text, ...(file.name ? { name: file.name } : {}) });
    } catch (error) {
      if (!(await libraryPaths(db, siteId, [file.path])).has(file.path)) throw error;
    }
  }
}

/** An upload of the request's site joins its library, saved as the uploader. */
export async function addUploadToLibrary(context: RequestContext, siteId: number, file: LibraryFile): Promise<void> {
  await addToLibrary(context.db, siteId, [file], writeScope(context.db, context, RESOURCES).save);
}
