/**
 * One run of `video.process` (README.md, "A run"): the row is taken (in progress, one attempt more,
 * this runner's id), the source copied from the storage to a temp file, probed, and the ladder made;
 * the poster and each rendition are stored as media files and swapped in by one UPDATE each, so the
 * row only ever lists complete files. Every write after the start is guarded by the runner's id: a
 * run whose video was taken over (its lease ran out) or requeued stops at its next write.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { UPLOAD_MEDIA_TYPE } from '../../resources/uploadRules.ts';
import { VIDEO_PROCESS_STATUS_VALUE as STATUS } from '../../resources/enums.ts';
import type { UploadLimits, VideoConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { EventBus } from '../events/eventBus.ts';
import type { MediaFiles } from '../storage/mediaFiles.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';
import { storeUpload } from '../storage/storeUpload.ts';
import { checkFfmpeg, FfmpegMissingError, FfmpegStalledError, ladderFor, probeVideo, runLadder } from './transcode/ffmpeg.ts';
import { announceVideoProcess } from './videoEvents.ts';
import { withRendition } from './videoRows.ts';
import { videoProcesses, type VideoProcessRow } from './videoTables.ts';
import { storedFailure, type VideoFailureCode } from './videoFailure.ts';

type VideoUpdate = PgUpdateSetSource<typeof videoProcesses>;

/** Progress is written (and announced) at most this often. */
const PROGRESS_EVERY_MS = 1000;

export interface VideoRunEnvironment {
  db: Db;
  events: EventBus;
  storage: StorageBackend;
  media: MediaFiles;
  video: VideoConfig;
  upload: UploadLimits;
  log(message: string): void;
}

export interface VideoRunOptions {
  /** The job runner's id, kept in `worker_id` while the run holds the video. */
  workerId: string;
  /** Aborted when the server stops: the video goes back to waiting and the job is retried. */
  signal: AbortSignal;
}

export type VideoRunResult = { outcome: 'finished' | 'error' | 'skipped' | 'lost'; reason?: string };

/** A failure that no retry mends: the row is left in error at once. */
class FinalError extends Error {
  constructor(
    readonly code: VideoFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** The code of a run's failure (videoFailure.ts). */
const failureCode = (error: unknown): VideoFailureCode =>
  error instanceof FinalError ? error.code : error instanceof FfmpegMissingError ? 'ffmpegMissing' : error instanceof FfmpegStalledError ? 'stalled' : 'failed';

/** The run's video was taken over by another runner or requeued: this run writes nothing more. */
class LostError extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const heldBy = (id: number, workerId: string) => and(eq(videoProcesses.id, id), eq(videoProcesses.workerId, workerId), eq(videoProcesses.status, STATUS.inProgress));

/**
 * Takes the row for this runner: waiting, or in progress under a runner whose lease ran out (the job
 * runner handed the job over). Undefined when there is nothing to do: gone, finished, or in error.
 */
export async function beginVideoRun(db: Db, id: number, workerId: string): Promise<VideoProcessRow | undefined> {
  const [row] = await db
    .update(videoProcesses)
    .set({
      status: STATUS.inProgress,
      attempts: sql`${videoProcesses.attempts} + 1`,
      workerId,
      progress: 0,
      error: null,
      processStart: sql`now()`,
      processEnd: null,
      lastProgressAt: sql`now()`,
      updatedDate: sql`now()`,
    })
    .where(and(eq(videoProcesses.id, id), inArray(videoProcesses.status, [STATUS.waiting, STATUS.inProgress])))
    .returning();
  return row;
}

/** The row as the run leaves it, when the run still holds it. */
async function updateHeld(env: VideoRunEnvironment, id: number, workerId: string, values: VideoUpdate): Promise<VideoProcessRow> {
  const [row] = await env.db
    .update(videoProcesses)
    .set({ ...values, updatedDate: sql`now()` })
    .where(heldBy(id, workerId))
    .returning();
  if (!row) throw new LostError(`video #${id} is no longer this runner's`);
  return row;
}

/** Copies the stored source to a local file ffmpeg can seek in (S3 or disk alike). */
async function downloadSource(storage: StorageBackend, key: string, file: string, signal: AbortSignal): Promise<void> {
  const object = await storage.get(key);
  if (!object) throw new FinalError('sourceMissing', `The source file ${key} is not in the storage`);
  await pipeline(object.body, createWriteStream(file), { signal });
}

/** Stores a file ffmpeg made as a media file (a media_files row) through the upload path; its relativePath. */
async function storeMade(env: VideoRunEnvironment, file: string, name: string, kind: 'video' | 'image', siteId: number | null, signal: AbortSignal): Promise<string> {
  const stored = await storeUpload(env.storage, env.media, env.upload, {
    stream: createReadStream(file),
    fileName: name,
    typeFlags: kind === 'video' ? UPLOAD_MEDIA_TYPE.video : UPLOAD_MEDIA_TYPE.image,
    userId: null,
    siteId,
    signal,
  });
  return stored.relativePath;
}

const baseName = (row: VideoProcessRow) => row.fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 100) || 'video';

/**
 * Runs the video's ladder. Throws only for a failure worth a retry (the job runner retries it after
 * its backoff) while attempts remain; otherwise the row ends finished or in error and the job is done.
 */
export async function processVideo(env: VideoRunEnvironment, id: number, options: VideoRunOptions): Promise<VideoRunResult> {
  const { workerId } = options;
  const existing = (await env.db.select().from(videoProcesses).where(eq(videoProcesses.id, id)))[0];
  if (!existing || existing.status === STATUS.finished || existing.status === STATUS.error) return { outcome: 'skipped' };
  if (existing.attempts >= env.video.maxAttempts) {
    // The last attempt's server stopped before finishing it: no run is left.
    const [row] = await env.db
      .update(videoProcesses)
      .set({ status: STATUS.error, workerId: null, processEnd: sql`now()`, error: storedFailure('serverStopped', `Its server stopped before finishing it ${existing.attempts} times`), updatedDate: sql`now()` })
      .where(and(eq(videoProcesses.id, id), inArray(videoProcesses.status, [STATUS.waiting, STATUS.inProgress])))
      .returning();
    if (row) await announceVideoProcess(env.events, row, env.log);
    return { outcome: 'error', reason: row?.error ?? undefined };
  }
  const started = await beginVideoRun(env.db, id, workerId);
  if (!started) return { outcome: 'skipped' };
  await announceVideoProcess(env.events, started, env.log);

  const run = new AbortController();
  const stop = () => run.abort(options.signal.reason);
  options.signal.addEventListener('abort', stop);
  const workDir = await mkdtemp(path.join(tmpdir(), 'newsroom-video-'));
  try {
    const ffmpeg = await checkFfmpeg(env.video);
    if (!ffmpeg.ok) throw new FinalError('ffmpegMissing', ffmpeg.reason);
    const input = path.join(workDir, `source${path.extname(started.path)}`);
    await downloadSource(env.storage, started.path, input, run.signal);
    const facts = await probeVideo(env.video.ffprobePath, input, run.signal).catch((error: unknown) => {
      throw error instanceof FfmpegMissingError || run.signal.aborted ? error : new FinalError('unreadable', `ffprobe could not read the video: ${messageOf(error)}`);
    });
    let row = await updateHeld(env, id, workerId, { sourceWidth: facts.width, sourceHeight: facts.height, duration: facts.duration });
    const siteId = row.siteIds[0] ?? null;
    const name = baseName(row);

    let written = Date.now();
    let writing: Promise<void> | undefined;
    const guardedWrite = async (values: VideoUpdate) => {
      try {
        row = await updateHeld(env, id, workerId, values);
        await announceVideoProcess(env.events, row, env.log);
      } catch (error) {
        // Taken over or requeued: ffmpeg is stopped, and the run ends without another write.
        run.abort(error);
        throw error;
      }
    };
    await runLadder({
      input,
      workDir,
      facts,
      steps: ladderFor(facts, env.video.ladder),
      ffmpegPath: env.video.ffmpegPath,
      ffprobePath: env.video.ffprobePath,
      stallMs: env.video.stallMs,
      signal: run.signal,
      onProgress(fraction) {
        if (writing || Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        writing = guardedWrite({ progress: Math.min(1, Math.max(0, fraction)), lastProgressAt: sql`now()` })
          .catch(() => undefined)
          .finally(() => (writing = undefined));
      },
      async onPoster(file) {
        const posterPath = await storeMade(env, file, `${name}-poster.jpg`, 'image', siteId, run.signal);
        await writing;
        await guardedWrite({ posterPath, lastProgressAt: sql`now()` });
      },
      async onRendition(done) {
        const stored = await storeMade(env, done.file, `${name}-${done.height}p.mp4`, 'video', siteId, run.signal);
        await writing;
        await guardedWrite({
          renditions: withRendition(row.renditions, { height: done.height, width: done.width, path: stored, size: done.size, bitrate: done.bitrate }),
          lastProgressAt: sql`now()`,
        });
      },
    });
    await writing;
    row = await updateHeld(env, id, workerId, { status: STATUS.finished, progress: 1, workerId: null, error: null, processEnd: sql`now()` });
    await announceVideoProcess(env.events, row, env.log);
    return { outcome: 'finished' };
  } catch (error) {
    return await endRun(env, id, options, run.signal.reason instanceof LostError ? run.signal.reason : error);
  } finally {
    options.signal.removeEventListener('abort', stop);
    await rm(workDir, { recursive: true, force: true });
  }
}

/** How a failed run leaves the row: back to waiting (retried, or the server stopping), or in error. */
async function endRun(env: VideoRunEnvironment, id: number, options: VideoRunOptions, error: unknown): Promise<VideoRunResult> {
  if (error instanceof LostError) return { outcome: 'lost' };
  const reason = messageOf(error);
  const final = error instanceof FinalError || error instanceof FfmpegMissingError || error instanceof FfmpegStalledError;
  const stopping = options.signal.aborted && !final;
  const [current] = await env.db.select({ attempts: videoProcesses.attempts }).from(videoProcesses).where(eq(videoProcesses.id, id));
  const retry = stopping || (!final && (current?.attempts ?? 0) < env.video.maxAttempts);
  const [row] = await env.db
    .update(videoProcesses)
    .set(
      retry
        ? { status: STATUS.waiting, workerId: null, error: stopping ? null : storedFailure(failureCode(error), reason), updatedDate: sql`now()` }
        : { status: STATUS.error, workerId: null, error: storedFailure(failureCode(error), reason), processEnd: sql`now()`, updatedDate: sql`now()` },
    )
    .where(heldBy(id, options.workerId))
    .returning();
  if (!row) return { outcome: 'lost' };
  await announceVideoProcess(env.events, row, env.log);
  env.log(`video: #${id} ${row.path}: ${retry ? (stopping ? 'stopped with the server, to be run again' : 'failed, to be retried') : 'failed'}: ${reason}`);
  // Thrown, the job runner runs it again after its backoff.
  if (retry) throw error instanceof Error ? error : new Error(reason);
  return { outcome: 'error', reason };
}
