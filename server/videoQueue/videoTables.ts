import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One finished rendition of a video: a stored MP4 (H.264/AAC) of the ladder, with its facts. */
export interface VideoRendition {
  /** The ladder's step, in lines (360, 720, 1080). */
  height: number;
  width: number;
  /** The stored file (`videos/2026/11/<uuid>.mp4`, a `media_files` row), served at /storage/files/<path>. */
  path: string;
  size: number;
  /** Bits per second over the whole file. */
  bitrate: number | null;
}

/**
 * The video process queue (spec 02 §3–§4; server/videoQueue/README.md): one row per stored source video
 * (`path`, unique: a video is processed once whichever sites use it), listed to the sites in `site_ids`.
 * `status` is VIDEO_PROCESS_STATUS (waiting 1, in progress 2, finished 3, error 4). `renditions` holds
 * only finished renditions, each swapped in whole when its file is stored, so a failed run never
 * replaces good output; `poster_path` likewise.
 */
export const videoProcesses = pgTable(
  'video_processes',
  {
    id: serial('id').primaryKey(),
    /** The source's storage path (`videos/2026/11/<uuid>.mp4`). */
    path: text('path').notNull(),
    /** The name it had on the uploader's disk, else its storage name. */
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    siteIds: integer('site_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: smallint('status').notNull().default(1),
    /** 0 to 1 over the whole run (every rendition and the poster), while in progress and after. */
    progress: real('progress'),
    sourceWidth: integer('source_width'),
    sourceHeight: integer('source_height'),
    /** Seconds, read by ffprobe. */
    duration: real('duration'),
    renditions: jsonb('renditions').$type<VideoRendition[]>().notNull().default(sql`'[]'::jsonb`),
    posterPath: text('poster_path'),
    /** Why the last run failed, in words an editor can act on. */
    error: text('error'),
    /** Runs begun (a requeue starts again from 0). */
    attempts: integer('attempts').notNull().default(0),
    /** The server running it (the job runner's worker id), while in progress. */
    workerId: text('worker_id'),
    lastProgressAt: at('last_progress_at'),
    createdDate: at('created_date').notNull().defaultNow(),
    createdUserId: integer('created_user_id'),
    processStart: at('process_start'),
    processEnd: at('process_end'),
    updatedDate: at('updated_date'),
  },
  (table) => [
    uniqueIndex('video_processes_path').on(table.path),
    index('video_processes_site_ids').using('gin', table.siteIds),
    index('video_processes_created').on(table.createdDate, table.id),
    index('video_processes_status').on(table.status, table.createdDate),
  ],
);

export type VideoProcessRow = typeof videoProcesses.$inferSelect;
