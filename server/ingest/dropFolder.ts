import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { IngestConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EventBus } from '../events/eventBus.ts';
import { ingestFiles, type IngestReport } from './ingestFiles.ts';
import type { WireMediaFetcher } from './wireMedia.ts';

export interface IngestWatcher {
  /** Looks at the drop folder now (the timer does it every interval). */
  poll(): Promise<void>;
  stop(): Promise<void>;
}

export const dropDirOf = (config: Pick<IngestConfig, 'root'>) => path.join(config.root, 'drop');

/**
 * The drop folder (`$DATA_DIR/ingest/drop`): a file is taken once its size has held still for one
 * interval (so a half-copied file waits), ingested, and moved to done/ or, with its reason, to
 * failed/. With a feed URL, the feed is fetched on its own schedule into the same folder.
 */
export async function startIngestWatcher(
  db: Db,
  config: IngestConfig,
  options: { media?: WireMediaFetcher; events?: EventBus; onIngested?: (report: IngestReport) => void; log?: (message: string) => void },
): Promise<IngestWatcher> {
  const dropDir = dropDirOf(config);
  await mkdir(dropDir, { recursive: true });
  const sizes = new Map<string, number>();
  let running: Promise<void> | undefined;
  let stopped = false;

  async function settledFiles(): Promise<string[]> {
    const names = (await readdir(dropDir)).filter((name) => !name.startsWith('.'));
    const ready: string[] = [];
    for (const name of names) {
      const file = path.join(dropDir, name);
      const size = (await stat(file).catch(() => undefined))?.size;
      if (size === undefined) continue;
      if (sizes.get(file) === size) ready.push(file);
      sizes.set(file, size);
    }
    return ready;
  }

  async function pollOnce() {
    const ready = await settledFiles();
    if (ready.length === 0 || stopped) return;
    ready.forEach((file) => sizes.delete(file));
    const report = await ingestFiles(db, ready, {
      media: options.media,
      events: options.events,
      doneDir: path.join(config.root, 'done'),
      failedDir: path.join(config.root, 'failed'),
    });
    for (const failure of report.failed) options.log?.(`ingest: ${path.basename(failure.file)} set aside: ${failure.reason}`);
    if (report.announceFailure) options.log?.(`ingest: the new items were not announced: ${report.announceFailure}`);
    options.onIngested?.(report);
  }

  const poll = () => (running ??= pollOnce().finally(() => (running = undefined)));
  const report = (error: unknown) => options.log?.(`ingest: ${error instanceof Error ? error.message : String(error)}`);
  const timer = config.dropIntervalMs > 0 ? setInterval(() => poll().catch(report), config.dropIntervalMs) : undefined;

  async function pullFeed() {
    if (!config.feedUrl) return;
    const response = await fetch(config.feedUrl, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`feed ${config.feedUrl} answered ${response.status}`);
    const json = (response.headers.get('content-type') ?? '').includes('json');
    await writeFile(path.join(dropDir, `feed-${Date.now()}.${json ? 'json' : 'xml'}`), Buffer.from(await response.arrayBuffer()));
  }
  const feedTimer = config.feedUrl ? setInterval(() => pullFeed().catch(report), config.feedIntervalMs) : undefined;
  if (config.feedUrl) pullFeed().catch(report);

  return {
    poll,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(feedTimer);
      await running;
    },
  };
}
