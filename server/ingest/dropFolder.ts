import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IngestConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/eventBus.ts';
import { startJobRunner, type JobHandler, type JobRunnerOptions, type RecurringJob } from '../jobs/jobRunner.ts';
import { ingestFiles, unknownPropertiesNote, type IngestReport } from './ingestFiles.ts';
import { createWireParserThread } from './wireParserThread.ts';
import { tooLargeError } from './wireItem.ts';
import type { WireMediaFetcher } from './wireMedia.ts';

export const DROP_FOLDER_JOB = 'ingest.dropFolder';
export const FEED_JOB = 'ingest.feed';

/** File name → size at the last look; a file whose size held still since is taken. */
type SeenSizes = Record<string, number>;

/** What a look at the drop folder leaves: the next look's payload, and the outcome kept on the job. */
export interface DropFolderRun {
  seen: SeenSizes;
  files: number;
  added: number;
  updated: number;
  failed: number;
}

export interface IngestOptions {
  media?: WireMediaFetcher;
  events?: EventBus;
  onIngested?: (report: IngestReport) => void;
  log?: (message: string) => void;
}

export interface IngestJobs {
  /** The job handlers to give a runner: the drop folder when its interval is set, the feed when its URL is. */
  handlers: Record<string, JobHandler>;
  recurring: RecurringJob[];
  /** Looks at the drop folder now, outside the queue, remembering sizes in this process. */
  poll(): Promise<void>;
  /** Ends the parser thread. */
  close(): Promise<void>;
}

export interface IngestWatcher {
  /** Looks at the drop folder now (the queue does it every interval). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

export const dropDirOf = (config: Pick<IngestConfig, 'root'>) => path.join(config.root, 'drop');

/**
 * The drop folder (`$DATA_DIR/ingest/drop`) and the feed as recurring jobs, so N servers sharing the
 * folder look at it once per interval: a file is taken once its size has held still for one
 * interval (so a half-copied file waits; the sizes travel in the job's payload, whichever server
 * runs the next look), parsed in a worker thread, stored, and moved to done/ or, with its reason, to
 * failed/. With a feed URL, the feed is fetched on its own schedule into the same folder.
 */
export async function createIngestJobs(db: Db, config: IngestConfig, options: IngestOptions): Promise<IngestJobs> {
  const dropDir = dropDirOf(config);
  await mkdir(dropDir, { recursive: true });
  const parser = createWireParserThread();
  let localSeen: SeenSizes = {};
  let running: Promise<void> | undefined;

  async function look(seen: SeenSizes): Promise<DropFolderRun> {
    const names = (await readdir(dropDir)).filter((name) => !name.startsWith('.'));
    const sizes: SeenSizes = {};
    const ready: string[] = [];
    for (const name of names) {
      const size = (await stat(path.join(dropDir, name)).catch(() => undefined))?.size;
      if (size === undefined) continue;
      if (seen[name] === size) ready.push(path.join(dropDir, name));
      else sizes[name] = size;
    }
    if (ready.length === 0) return { seen: sizes, files: 0, added: 0, updated: 0, failed: 0 };
    const report = await ingestFiles(db, ready, {
      media: options.media,
      events: options.events,
      doneDir: path.join(config.root, 'done'),
      failedDir: path.join(config.root, 'failed'),
      maxFileBytes: config.maxFileBytes,
      parse: async (fileName, bytes) => (await parser.parse(fileName, bytes)).items,
    });
    for (const failure of report.failed) options.log?.(`ingest: ${path.basename(failure.file)} set aside: ${failure.reason}`);
    for (const note of report.unknownProperties) options.log?.(`ingest: ${unknownPropertiesNote(note)}`);
    if (report.announceFailure) options.log?.(`ingest: the new items were not announced: ${report.announceFailure}`);
    options.onIngested?.(report);
    return { seen: sizes, files: report.files, added: report.added, updated: report.updated, failed: report.failed.length };
  }

  /** The feed's answer into the drop folder; one over the size cap is cut off and noted in failed/ instead. */
  async function pullFeed(): Promise<{ file: string; failed?: string }> {
    const response = await fetch(config.feedUrl!, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`feed ${config.feedUrl} answered ${response.status}`);
    const json = (response.headers.get('content-type') ?? '').includes('json');
    const file = `feed-${Date.now()}.${json ? 'json' : 'xml'}`;
    const body = await bodyWithin(response, config.maxFileBytes);
    if ('refused' in body) {
      const failedDir = path.join(config.root, 'failed');
      await mkdir(failedDir, { recursive: true });
      await writeFile(path.join(failedDir, `${file}.reason.txt`), `${body.refused}\n`);
      options.log?.(`ingest: ${file} set aside: ${body.refused}`);
      return { file, failed: body.refused };
    }
    await writeFile(path.join(dropDir, file), body.bytes);
    return { file };
  }

  const handlers: Record<string, JobHandler> = {};
  const recurring: RecurringJob[] = [];
  if (config.dropIntervalMs > 0) {
    handlers[DROP_FOLDER_JOB] = (payload: Partial<DropFolderRun>) => look(payload.seen ?? {});
    recurring.push({ name: DROP_FOLDER_JOB, everyMs: config.dropIntervalMs, payload: { seen: {} } });
  }
  if (config.feedUrl) {
    handlers[FEED_JOB] = () => pullFeed();
    recurring.push({ name: FEED_JOB, everyMs: config.feedIntervalMs });
  }

  return {
    handlers,
    recurring,
    poll: () =>
      (running ??= look(localSeen)
        .then((run) => void (localSeen = run.seen))
        .finally(() => (running = undefined))),
    async close() {
      await running;
      await parser.close();
    },
  };
}

/** A response's body, read no further than `maxBytes` (its declared length over it is refused unread). */
async function bodyWithin(response: Response, maxBytes: number): Promise<{ bytes: Buffer } | { refused: string }> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body?.cancel();
    return { refused: tooLargeError(declared, maxBytes).message };
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.length;
    if (size > maxBytes) {
      // The rest is never downloaded.
      await reader!.cancel();
      return { refused: tooLargeError(size, maxBytes).message.replace('too large: ', 'too large: more than ') };
    }
    chunks.push(read.value);
  }
  return { bytes: Buffer.concat(chunks) };
}

/** The ingest jobs on a runner of their own (the app puts them on its one runner instead). */
export async function startIngestWatcher(
  db: Db,
  config: IngestConfig,
  options: IngestOptions & Pick<JobRunnerOptions, 'pollMs'> = {},
): Promise<IngestWatcher> {
  const ingest = await createIngestJobs(db, config, options);
  const runner = await startJobRunner(db, ingest.handlers, { recurring: ingest.recurring, pollMs: options.pollMs, log: options.log });
  return {
    poll: ingest.poll,
    async stop() {
      await runner.stop();
      await ingest.close();
    },
  };
}
