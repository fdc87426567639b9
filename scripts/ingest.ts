import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createRedisEventBus } from '../server/events/redisEventBus.ts';
import { ingestFiles, unknownPropertiesNote } from '../server/ingest/ingestFiles.ts';
import { createWireMediaFetcher } from '../server/ingest/wireMedia.ts';
import { createMediaFiles } from '../server/storage/mediaFiles.ts';
import { openStorageBackend } from '../server/storage/openStorageBackend.ts';

/**
 * `npm run ingest -- <file|dir> …`: NewsML-G2 and ninjs files into the agency desk of the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR; with PGlite, stop the server first or use its drop
 * folder). A file that cannot be ingested is moved to $DATA_DIR/ingest/failed with its reason.
 * With REDIS_URL, the new items are announced to the running servers' desks; without it this
 * process cannot reach them.
 */
const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npm run ingest -- <file|dir> [more files or folders]');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { redisUrl, channelPrefix } = config.events;
const events = redisUrl ? createRedisEventBus(redisUrl, { channelPrefix }) : undefined;
try {
  await database.migrate();
  const media = createWireMediaFetcher(await openStorageBackend(config.storage), createMediaFiles(database.db), config.upload);
  const report = await ingestFiles(database.db, paths, {
    media,
    events,
    failedDir: path.join(config.ingest.root, 'failed'),
    maxFileBytes: config.ingest.maxFileBytes,
    onFile: (file, index, total) => process.stdout.write(`[${index + 1}/${total}] ${path.relative(process.cwd(), file)}\n`),
  });
  for (const note of report.unknownProperties) console.warn(unknownPropertiesNote(note));
  for (const failure of report.failed) console.error(`set aside: ${path.relative(process.cwd(), failure.file)}: ${failure.reason}`);
  console.log(`${report.files} files: ${report.added} added, ${report.updated} updated, ${report.unchanged} unchanged, ${report.failed.length} set aside`);
  if (report.added > 0) {
    if (!events) console.log('REDIS_URL is unset: running servers were not told of the new items (their desks show them at the next reload)');
    else if (report.announceFailure) console.error(`the new items were not announced through Redis: ${report.announceFailure}`);
    else console.log('the new items were announced through Redis');
  }
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} finally {
  await events?.close();
  await database.close();
}
