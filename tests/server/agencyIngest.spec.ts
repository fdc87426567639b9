import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContents } from '../../server/db/agencyTables.ts';
import { seedAgencyDemo } from '../../server/ingest/demoAgencyItems.ts';
import { storeDemoAgencyPhotos } from '../../server/ingest/demoAgencyPhotos.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import { dropDirOf, startIngestWatcher } from '../../server/ingest/dropFolder.ts';
import { ingestFiles } from '../../server/ingest/ingestFiles.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'server/ingest/samples');
const NINJS = path.join(SAMPLES, 'ninjs/3.0/dpa_text.json');
// Written for these tests in the shape Superdesk's ninjs 1.x output takes, with its own properties.
const SUPERDESK = path.join(import.meta.dirname, 'fixtures/superdesk-ninjs-text.json');

function ninjs(uri: string, headline: string) {
  return JSON.stringify({ $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json', uri, type: 'text', headlines: [{ value: headline }], versionCreated: '2026-11-20T10:00:00Z', language: 'tr' });
}

const countOf = async (app: TestApp, guidPrefix: string) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(agencyContents).where(sql`${agencyContents.agencyContentId} like ${`${guidPrefix}%`}`))[0]!.n;

describe.each(testDatabaseKinds())('wire ingest on %s', (database) => {
  let app: TestApp;
  let folder: string;

  beforeAll(async () => {
    app = await startTestApp(database);
    folder = await mkdtemp(path.join(tmpdir(), 'wire-batch-'));
  });
  afterAll(async () => {
    await app?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('ingests a batch of ten with one broken XML file: nine stored, the broken one set aside with its reason', async () => {
    const batch = path.join(folder, 'batch');
    await mkdir(batch);
    for (let n = 1; n <= 9; n++) await writeFile(path.join(batch, `item-${n}.json`), ninjs(`urn:batch:${n}`, `Batch item ${n}`));
    await writeFile(path.join(batch, 'item-10.xml'), '<newsItem guid="urn:batch:10"><itemMeta>');
    const failedDir = path.join(folder, 'failed');
    const report = await ingestFiles(app.db, [batch], { failedDir });
    expect(report).toMatchObject({ files: 10, added: 9 });
    expect(report.failed).toHaveLength(1);
    expect(await countOf(app, 'urn:batch:')).toBe(9);
    const aside = await readdir(failedDir);
    expect(aside.some((name) => name.endsWith('item-10.xml'))).toBe(true);
    const reason = await readFile(path.join(failedDir, aside.find((name) => name.endsWith('.reason.txt'))!), 'utf8');
    expect(reason.length).toBeGreaterThan(5);
  });

  it('picks up a file dropped into the drop folder, and moves it to done/', async () => {
    const config = { ...app.config.ingest, root: path.join(folder, 'watched'), dropIntervalMs: 0 };
    const watcher = await startIngestWatcher(app.db, config, {});
    try {
      await writeFile(path.join(dropDirOf(config), 'dropped.json'), ninjs('urn:drop:1', 'Dropped item'));
      await watcher.poll(); // first look: the size is noted
      expect(await countOf(app, 'urn:drop:')).toBe(0);
      await watcher.poll(); // unchanged since: taken
      expect(await countOf(app, 'urn:drop:')).toBe(1);
      expect(await readdir(dropDirOf(config))).toEqual([]);
      expect((await readdir(path.join(config.root, 'done'))).some((name) => name.endsWith('dropped.json'))).toBe(true);
    } finally {
      await watcher.stop();
    }
  });

  it('takes a Superdesk ninjs file with properties ninjs does not define, logs them and keeps them in the file in done/', async () => {
    const config = { ...app.config.ingest, root: path.join(folder, 'superdesk'), dropIntervalMs: 0 };
    const logged: string[] = [];
    const watcher = await startIngestWatcher(app.db, config, { log: (message) => logged.push(message) });
    try {
      await copyFile(SUPERDESK, path.join(dropDirOf(config), 'superdesk.json'));
      await watcher.poll();
      await watcher.poll();
      expect(await countOf(app, 'urn:newsml:superdesk.haber.example:')).toBe(1);
      expect(logged.filter((line) => line.includes('set aside'))).toEqual([]);
      expect(logged).toContainEqual(
        expect.stringMatching(/^ingest: superdesk\.json: urn:newsml:superdesk\.haber\.example:\S+: taken; properties its schema does not define were kept in the file, not read: \/guid, \/priority, .*\/associations\/featuremedia\/renditions\/viewImage\/poi$/),
      );
      const [done] = (await readdir(path.join(config.root, 'done'))).filter((name) => name.endsWith('superdesk.json'));
      const kept = JSON.parse(await readFile(path.join(config.root, 'done', done!), 'utf8')) as Record<string, unknown>;
      expect(kept).toMatchObject({ guid: expect.any(String), priority: 5, service: [{ code: 'y', name: 'Yurt' }] });
    } finally {
      await watcher.stop();
    }
  });

  it('pulls a feed URL into the drop folder', async () => {
    const feed = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(ninjs('urn:feed:1', 'From the feed'));
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const config = {
      ...app.config.ingest,
      root: path.join(folder, 'pulled'),
      dropIntervalMs: 0,
      feedUrl: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed`,
    };
    const watcher = await startIngestWatcher(app.db, config, {});
    try {
      await expect.poll(async () => (await readdir(dropDirOf(config))).length).toBe(1);
      await watcher.poll();
      await watcher.poll();
      expect(await countOf(app, 'urn:feed:')).toBe(1);
    } finally {
      await watcher.stop();
      feed.close();
    }
  });

  it('seeds the demo desk once: the samples plus generated items', async () => {
    const before = await countOf(app, '');
    expect(before).toBeGreaterThan(0); // the tests above stored some: the demo seed leaves such a desk alone
    await seedAgencyDemo(app.db, 50);
    expect(await countOf(app, '')).toBe(before);
    await app.db.delete(agencyContents);
    await seedAgencyDemo(app.db, 50);
    expect(await countOf(app, 'urn:newsroom:demo:')).toBe(50);
    expect(await countOf(app, '')).toBeGreaterThan(50);
  });

  it('draws and stores the demo pictures once, and gives a third of the generated items one (a gallery three)', async () => {
    const media = createMediaFiles(app.db);
    const photos = await storeDemoAgencyPhotos(app.storage, media, app.config.upload);
    expect(photos).toHaveLength(8);
    expect(photos.every((photo) => photo.width === 1200 && photo.height === 800 && photo.path?.startsWith('images/'))).toBe(true);
    const served = await fetch(`${app.baseUrl}/storage/files/${photos[0]!.path}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    // The same drawings again are the same stored files.
    expect((await storeDemoAgencyPhotos(app.storage, media, app.config.upload)).map((photo) => photo.path)).toEqual(photos.map((photo) => photo.path));

    await app.db.delete(agencyContents);
    await seedAgencyDemo(app.db, 18, { photos: async () => photos });
    const rows = await app.db.select({ id: agencyContents.agencyContentId, images: agencyContents.images }).from(agencyContents).where(like(agencyContents.agencyContentId, 'urn:newsroom:demo:%'));
    const imageCounts = Object.fromEntries(rows.map((row) => [row.id, row.images.length]));
    expect(imageCounts['urn:newsroom:demo:3']).toBe(1);
    expect(imageCounts['urn:newsroom:demo:9']).toBe(3);
    expect(imageCounts['urn:newsroom:demo:4']).toBe(0);
    expect(rows.filter((row) => row.images.length > 0)).toHaveLength(6);
  });
});

describe('npm run ingest', () => {
  it('ingests files into the configured database and reports what it did', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wire-cli-'));
    try {
      const input = path.join(dataDir, 'in');
      await mkdir(input);
      await copyFile(NINJS, path.join(input, 'sample.json'));
      await writeFile(path.join(input, 'broken.xml'), '<newsItem');
      // A server's database, as the command finds one in DATA_DIR (not a first start of PGlite).
      await copyPgliteTemplate(dataDir);
      const run = promisify(execFile);
      const result = await run(process.execPath, ['--import', 'tsx', 'scripts/ingest.ts', input], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).catch((error: { stdout: string; stderr: string; code: number }) => error);
      expect(result.stdout).toMatch(/2 files: 1 added, 0 updated, 0 unchanged, 1 set aside/);
      expect(result.stderr).toMatch(/set aside: .*broken\.xml/);
      expect((await readdir(path.join(dataDir, 'ingest/failed'))).length).toBe(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

