import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContents } from '../../server/db/agencyTables.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { dropDirOf, startIngestWatcher } from '../../server/ingest/dropFolder.ts';

const OUTCOME = { timeout: 30_000, interval: 50 };
const CAP = 64 * 1024;

/** A valid ninjs 3.0 text item whose body makes the file about `bytes` long. */
function ninjsOfSize(uri: string, bytes: number): string {
  const item = { $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json', uri, type: 'text', headlines: [{ value: uri }], bodies: [{ role: 'main', contentType: 'text/plain', value: '' }] };
  const empty = JSON.stringify(item).length;
  item.bodies[0]!.value = 'x'.repeat(Math.max(0, bytes - empty));
  return JSON.stringify(item);
}

describe('the wire file size cap', () => {
  let dataDir: string;
  let database: Database;
  let feed: Server | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ingest-cap-'));
    await copyPgliteTemplate(dataDir);
    database = await openDatabase({ dataDir });
    await database.migrate();
  });
  afterAll(async () => {
    await new Promise((resolve) => (feed ? feed.close(resolve) : resolve(undefined)));
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const stored = async (prefix: string) =>
    (await database.db.select({ id: agencyContents.agencyContentId }).from(agencyContents).where(like(agencyContents.agencyContentId, `${prefix}%`))).map((row) => row.id).sort();
  const reasons = async (root: string) => {
    const failed = path.join(root, 'failed');
    const notes = (await readdir(failed).catch(() => [] as string[])).filter((name) => name.endsWith('.reason.txt'));
    return Promise.all(notes.map(async (name) => ({ name, reason: (await readFile(path.join(failed, name), 'utf8')).trim() })));
  };

  it('refuses a dropped file over the cap into ingest/failed with its reason, and takes the one under it', async () => {
    const config = { root: path.join(dataDir, 'drop-test'), dropIntervalMs: 40, feedIntervalMs: 300_000, maxFileBytes: CAP, demoAgencyItems: 0 };
    const watcher = await startIngestWatcher(database.db, config, { pollMs: 20, log: () => {} });
    try {
      await writeFile(path.join(dropDirOf(config), 'big.json'), ninjsOfSize('urn:cap:big', 3 * CAP));
      await writeFile(path.join(dropDirOf(config), 'small.json'), ninjsOfSize('urn:cap:small', CAP / 2));
      await expect.poll(async () => (await readdir(path.join(config.root, 'done')).catch(() => [])).length, OUTCOME).toBe(1);
      await expect.poll(() => reasons(config.root), OUTCOME).toEqual([
        { name: expect.stringMatching(/-big\.json\.reason\.txt$/), reason: 'too large: 0.19 MB is over the 0.06 MB cap for a wire file (INGEST_MAX_FILE_MB)' },
      ]);
    } finally {
      await watcher.stop();
    }
    expect(await readdir(path.join(config.root, 'failed'))).toEqual(expect.arrayContaining([expect.stringMatching(/-big\.json$/)]));
    expect(await stored('urn:cap:')).toEqual(['urn:cap:small']);
  });

  it('stops reading a feed answer once it passes the cap, and notes it in ingest/failed', async () => {
    const body = ninjsOfSize('urn:cap:feed', 4 * CAP);
    feed = createServer((_, response) => {
      // Sent in chunks with no declared length: only counting what arrives can refuse it.
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let at = 0; at < body.length; at += 8192) response.write(body.slice(at, at + 8192));
      response.end();
    });
    await new Promise<void>((resolve) => feed!.listen(0, '127.0.0.1', resolve));
    const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed`;
    const config = { root: path.join(dataDir, 'feed-test'), dropIntervalMs: 0, feedUrl, feedIntervalMs: 300_000, maxFileBytes: CAP, demoAgencyItems: 0 };
    const watcher = await startIngestWatcher(database.db, config, { pollMs: 20, log: () => {} });
    try {
      await expect.poll(() => reasons(config.root), OUTCOME).toEqual([
        { name: expect.stringMatching(/^feed-\d+\.json\.reason\.txt$/), reason: expect.stringMatching(/^too large: more than 0\.0\d MB is over the 0\.06 MB cap/) },
      ]);
    } finally {
      await watcher.stop();
    }
    expect(await readdir(dropDirOf(config))).toEqual([]);
    expect(await stored('urn:cap:feed')).toEqual([]);
  });
});
