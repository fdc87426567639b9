/**
 * Putting stored videos in the queue (README.md, "Enqueueing"): a row per source video (its path is
 * unique) listing the sites that have it, and a `video.process` job under the key `video:<path>`, so
 * one job per video is pending or running however many servers and saves ask. Run in the write's
 * transaction: a library row or a content save that rolls back queues nothing.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { mediaItems } from '../../resources/mediaItem.ts';
import { VIDEO_PROCESS_STATUS_VALUE } from '../../resources/enums.ts';
import type { Db } from '../db/client.ts';
import { mediaFiles } from '../db/schema.ts';
import type { Row } from '../engine/records.ts';
import type { EffectScope } from '../engine/resourceHooks.ts';
import { tableFor } from '../engine/tables.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { contentFiles, storagePath } from '../media/index.ts';
import { videoProcesses } from './videoTables.ts';

export const PROCESS_VIDEO_JOB = 'video.process';
export const BACKFILL_VIDEOS_JOB = 'video.backfill';

/**
 * The job's own cap is far above VIDEO_MAX_ATTEMPTS: the row's `attempts` decide when a video is
 * left in error (videoProcess.ts), so a run taken over after its server died on the last attempt
 * is still handed to a handler that closes the row instead of being dropped by the runner.
 */
const JOB_MAX_ATTEMPTS = 100;

export const videoJobKey = (path: string) => `video:${path}`;

type Writer = Pick<Db, 'select' | 'insert'>;

export interface QueuedVideo {
  path: string;
  siteId: number;
  fileName: string;
  fileSize: number;
  userId: number | null;
}

/** Asks for the video's processing job (nothing when one is pending or running already). */
export function enqueueVideoJob(db: Pick<Db, 'insert'>, row: { id: number; path: string }): Promise<number | null> {
  return enqueue(db, PROCESS_VIDEO_JOB, { id: row.id }, { key: videoJobKey(row.path), maxAttempts: JOB_MAX_ATTEMPTS });
}

/**
 * The video's row gains the site (a new row is waiting); a new row gets its job. A row that exists
 * (finished, in progress, in error) is not queued again: a finished video is not processed twice,
 * an error waits for a requeue.
 */
export async function queueVideo(tx: Writer, video: QueuedVideo): Promise<void> {
  const [row] = await tx
    .insert(videoProcesses)
    .values({ path: video.path, fileName: video.fileName, fileSize: video.fileSize, siteIds: [video.siteId], createdUserId: video.userId })
    .onConflictDoUpdate({
      target: videoProcesses.path,
      set: { siteIds: sql`array_append(${videoProcesses.siteIds}, ${video.siteId}::integer)` },
      setWhere: sql`NOT (${video.siteId}::integer = ANY(${videoProcesses.siteIds}))`,
    })
    .returning({ id: videoProcesses.id, path: videoProcesses.path, status: videoProcesses.status, inserted: sql<boolean>`(xmax = 0)` });
  if (row?.inserted && row.status === VIDEO_PROCESS_STATUS_VALUE.waiting) await enqueueVideoJob(tx, row);
}

/** The stored videos among these paths, with their facts. */
async function storedVideos(db: Pick<Db, 'select'>, paths: readonly string[]) {
  if (paths.length === 0) return [];
  return db
    .select({ path: mediaFiles.relativePath, size: mediaFiles.size, name: mediaFiles.originalName })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.relativePath, [...new Set(paths)]), like(mediaFiles.mimeType, 'video/%')));
}

const fileNameOf = (path: string, name: string | null | undefined) => name?.trim() || path.slice(path.lastIndexOf('/') + 1);

/** mediaItems afterWrite: a site's library row of a stored video queues the video for the site. */
export async function queueLibraryVideo(scope: EffectScope, row: Row): Promise<void> {
  const path = typeof row.path === 'string' ? row.path : undefined;
  if (!path || typeof row.siteId !== 'number') return;
  if (typeof row.mimeType === 'string' && !row.mimeType.startsWith('video/')) return;
  const [file] = await storedVideos(scope.tx, [path]);
  if (!file) return;
  await queueVideo(scope.tx, { path, siteId: row.siteId, fileName: fileNameOf(path, (row.name as string | null) ?? file.name), fileSize: file.size, userId: scope.userId });
}

/**
 * These values (storage paths or `/storage/files/…` addresses) are used on the site: those that are
 * stored videos are queued for it. In the caller's write transaction (a feature's afterWrite: a
 * content, a reel, a story's frames).
 */
export async function queueSiteVideos(tx: Writer, siteId: number, values: readonly unknown[], userId: number | null): Promise<void> {
  const paths = values.map((value) => (typeof value === 'string' ? storagePath(value) : undefined)).filter((path): path is string => path !== undefined);
  for (const file of await storedVideos(tx, paths)) {
    await queueVideo(tx, { path: file.path, siteId, fileName: fileNameOf(file.path, file.name), fileSize: file.size, userId });
  }
}

/** contents afterWrite: the stored videos a content uses (cover video, videos) are queued for its site. */
export async function queueContentVideos(scope: EffectScope, row: Row): Promise<void> {
  if (typeof row.siteId !== 'number') return;
  const uses = contentFiles(row).filter((use) => use.field === 'coverVideo' || use.field === 'videos');
  await queueSiteVideos(scope.tx, row.siteId, uses.map((use) => use.path), scope.userId);
}

/**
 * The library's videos stored before the queue existed: each gets its row (with every site whose
 * library has it) and its job. Idempotent; a migration (0032) asks for it once per database.
 */
export async function backfillVideoQueue(db: Db): Promise<{ videos: number }> {
  const library = tableFor(mediaItems);
  const rows = await db
    .select({ path: mediaFiles.relativePath, size: mediaFiles.size, name: mediaFiles.originalName, siteId: library.siteId, userId: mediaFiles.createdUserId })
    .from(library)
    .innerJoin(mediaFiles, eq(mediaFiles.relativePath, library.path))
    .where(like(mediaFiles.mimeType, 'video/%'));
  for (const row of rows) {
    await db.transaction((tx) =>
      queueVideo(tx, { path: row.path, siteId: row.siteId as number, fileName: fileNameOf(row.path, row.name), fileSize: row.size, userId: row.userId }),
    );
  }
  return { videos: new Set(rows.map((row) => row.path)).size };
}
