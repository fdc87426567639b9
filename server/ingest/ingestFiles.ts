import { mkdir, open, readdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client.ts';
import { announceAgencyItemsAdded } from '../events/agencyItemsAdded.ts';
import type { EventBus } from '../events/eventBus.ts';
import { mergeAdded } from './addedItems.ts';
import { parseWire } from './parseWireFile.ts';
import { storeWireItems, type StoreOutcome } from './storeWireItems.ts';
import { tooLargeError, type WireItem } from './wireItem.ts';
import type { WireMediaFetcher } from './wireMedia.ts';

export interface IngestReport extends StoreOutcome {
  files: number;
  failed: { file: string; reason: string }[];
  /** Items taken although their file carried properties their format does not define (kept in the file, unread). */
  unknownProperties: { file: string; guid: string; properties: string[] }[];
  /** Why the batch's "new items" events could not be published (they never stop an ingest). */
  announceFailure?: string;
}

export interface IngestOptions {
  media?: WireMediaFetcher;
  /** A file that cannot be ingested is moved here, with `<name>.reason.txt` beside it. */
  failedDir?: string;
  /** A file ingested is moved here (the drop folder's way of marking it done). */
  doneDir?: string;
  onFile?: (file: string, index: number, total: number) => void;
  /** Where the batch announces its new items: one `agencyItemsAdded` per tab that got any. */
  events?: EventBus;
  /** A file larger than this is refused unread (set aside with its reason like any other failure). */
  maxFileBytes?: number;
  /** How a file's bytes become items; parseWire on this thread when unset (the drop folder uses a worker thread). */
  parse?: (fileName: string, bytes: Uint8Array) => Promise<WireItem[]>;
}

/** The log line for an item taken with properties its format does not define. */
export function unknownPropertiesNote(note: IngestReport['unknownProperties'][number]): string {
  return `${path.basename(note.file)}: ${note.guid}: taken; properties its schema does not define were kept in the file, not read: ${note.properties.join(', ')}`;
}

/** Every file under the given files and folders (hidden files and reason notes skipped), in name order. */
export async function wireFilesIn(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const given of paths) {
    const info = await stat(given);
    if (info.isFile()) {
      files.push(path.resolve(given));
      continue;
    }
    const entries = await readdir(given, { withFileTypes: true, recursive: true });
    files.push(
      ...entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.name.endsWith('.reason.txt'))
        .map((entry) => path.resolve(entry.parentPath, entry.name))
        .sort(),
    );
  }
  return files;
}

/** A file's bytes, unless it is over the cap: then it is refused before anything is read. */
async function readCapped(file: string, maxBytes = Number.POSITIVE_INFINITY): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    if (size > maxBytes) throw tooLargeError(size, maxBytes);
    const bytes = await handle.readFile();
    // Grown since the size was read (still being written): refused the same way.
    if (bytes.length > maxBytes) throw tooLargeError(bytes.length, maxBytes);
    return bytes;
  } finally {
    await handle.close();
  }
}

async function moveInto(dir: string, file: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${Date.now()}-${path.basename(file)}`);
  await rename(file, target);
  return target;
}

/**
 * Ingests a batch: each file parsed (NewsML-G2 or ninjs) and its items stored. A file that cannot
 * be read, parsed or stored is set aside with its reason and the batch goes on.
 */
export async function ingestFiles(db: Db, paths: readonly string[], options: IngestOptions = {}): Promise<IngestReport> {
  const files = await wireFilesIn(paths);
  const report: IngestReport = { files: files.length, failed: [], unknownProperties: [], added: 0, updated: 0, unchanged: 0, addedTypes: [], addedByTab: {} };
  for (const [index, file] of files.entries()) {
    options.onFile?.(file, index, files.length);
    try {
      const bytes = await readCapped(file, options.maxFileBytes);
      const items = options.parse ? await options.parse(path.basename(file), bytes) : parseWire(path.basename(file), bytes);
      for (const item of items) if (item.unknownProperties) report.unknownProperties.push({ file, guid: item.guid, properties: item.unknownProperties });
      const outcome = await storeWireItems(db, items, { media: options.media, baseDir: path.dirname(file) });
      report.added += outcome.added;
      report.updated += outcome.updated;
      report.unchanged += outcome.unchanged;
      report.addedTypes = [...new Set([...report.addedTypes, ...outcome.addedTypes])];
      mergeAdded(report.addedByTab, outcome.addedByTab);
      if (options.doneDir) await moveInto(options.doneDir, file);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      report.failed.push({ file, reason });
      if (options.failedDir) {
        const moved = await moveInto(options.failedDir, file).catch(() => undefined);
        if (moved) await writeFile(`${moved}.reason.txt`, `${reason}\n`);
      }
    }
  }
  if (options.events) report.announceFailure = await announceAgencyItemsAdded(db, options.events, report.addedByTab);
  return report;
}
