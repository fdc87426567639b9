/** What the delivery API adds to a content's videos (docs/delivery-api.md): the finished renditions and the processed poster. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sortedRenditions } from './videoRows.ts';
import { videoProcesses, type VideoRendition } from './videoTables.ts';

export interface ProcessedVideo {
  /** Finished renditions, smallest first (a video being processed has those done so far). */
  renditions: VideoRendition[];
  posterPath: string | null;
}

/** The processed renditions and poster of these stored videos, by path; a path never queued is absent. */
export async function processedVideos(db: Pick<Db, 'select'>, paths: readonly string[]): Promise<Map<string, ProcessedVideo>> {
  if (paths.length === 0) return new Map();
  const rows = await db
    .select({ path: videoProcesses.path, renditions: videoProcesses.renditions, posterPath: videoProcesses.posterPath })
    .from(videoProcesses)
    .where(inArray(videoProcesses.path, [...new Set(paths)]));
  return new Map(rows.map((row) => [row.path, { renditions: sortedRenditions(row.renditions), posterPath: row.posterPath }]));
}
