import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencies, agencyContents, agencyVideos } from '../../server/db/agencyTables.ts';
import { parseWire } from '../../server/ingest/parseWireFile.ts';
import { newsTypeOfUrgency, storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { createWireMediaFetcher, type WireMediaFetcher } from '../../server/ingest/wireMedia.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../server/ingest/samples');

let serial = 0;
function wireItem(overrides: Partial<WireItem> = {}): WireItem {
  serial += 1;
  return {
    format: 'ninjs-3',
    kind: 'text',
    guid: `urn:test:item-${serial}`,
    version: 1,
    agencyName: 'Test Wire',
    title: `Headline ${serial}`,
    spot: 'Summary',
    content: '<p>Body</p>',
    city: 'Ankara',
    country: 'TR',
    tags: ['economy'],
    types: ['news'],
    priority: 3,
    agencyCategoryName: 'Economy',
    author: 'Reporter',
    source: 'Test Wire',
    createdDate: '2026-11-20T08:00:00.000Z',
    updatedDate: null,
    embargoUntil: null,
    pubStatus: 'usable',
    images: [],
    videos: [],
    ...overrides,
  };
}

async function sampleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(xml|json)$/.test(entry.name) && !entry.parentPath.includes('should_fail'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(testDatabaseKinds())('the wire store on %s', (database) => {
  let app: TestApp;
  let media: WireMediaFetcher;
  let folder: string;

  beforeAll(async () => {
    app = await startTestApp(database);
    media = createWireMediaFetcher(app.storage, createMediaFiles(app.db), app.config.upload);
    folder = await mkdtemp(path.join(tmpdir(), 'wire-'));
  });
  afterAll(async () => {
    await app?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const contentOf = async (guid: string) => (await app.db.select().from(agencyContents).where(eq(agencyContents.agencyContentId, guid)))[0];

  it('stores every usable IPTC sample once; the same files again change nothing', async () => {
    const items = (await sampleFiles(SAMPLES)).flatMap((file) => {
      try {
        return parseWire(path.basename(file), readFileSync(file));
      } catch {
        return [];
      }
    });
    expect(items.length).toBeGreaterThan(10);
    const first = await storeWireItems(app.db, items);
    expect(first.added).toBeGreaterThan(10);
    expect(first.addedTypes).toEqual(expect.arrayContaining(['news', 'video']));
    const again = await storeWireItems(app.db, items);
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: items.length });
    const videos = await app.db.select().from(agencyVideos);
    expect(videos.length).toBeGreaterThan(0);
    expect(videos[0]!.video.length).toBeGreaterThan(0);
  });

  it('updates an item with a newer version but keeps what an editor changed; an older version is ignored', async () => {
    const item = wireItem();
    await storeWireItems(app.db, [item]);
    const stored = await contentOf(item.guid);
    await app.db.update(agencyContents).set({ title: 'Editor title', editedFields: ['title'] }).where(eq(agencyContents.id, stored!.id));

    const newer = { ...item, version: 2, title: 'Wire title v2', spot: 'New summary' };
    expect(await storeWireItems(app.db, [newer])).toMatchObject({ updated: 1 });
    const updated = await contentOf(item.guid);
    expect(updated).toMatchObject({ version: 2, title: 'Editor title', spot: 'New summary' });
    expect(updated!.createdDate.getTime()).toBe(stored!.createdDate.getTime());

    expect(await storeWireItems(app.db, [{ ...item, version: 1, spot: 'Old' }])).toMatchObject({ unchanged: 1 });
    expect(await storeWireItems(app.db, [{ ...newer, spot: 'Same version' }])).toMatchObject({ unchanged: 1 });
    expect((await contentOf(item.guid))!.spot).toBe('New summary');
  });

  it('keeps the embargo, maps urgency onto the news type, and takes a cancelled item off the desk', async () => {
    const embargoed = wireItem({ embargoUntil: '2030-01-01T00:00:00.000Z', priority: 1 });
    await storeWireItems(app.db, [embargoed]);
    const row = await contentOf(embargoed.guid);
    expect(row!.embargoUntil?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(row!.priority).toBe(newsTypeOfUrgency(1));
    expect([1, 2, 3, 4, 9, null].map(newsTypeOfUrgency)).toEqual([2, 1, 3, 4, 4, 4]);

    await storeWireItems(app.db, [{ ...embargoed, version: 2, pubStatus: 'canceled' }]);
    expect(await contentOf(embargoed.guid)).toMatchObject({ status: 'rejected', pubStatus: 'canceled' });
  });

  it('fetches the media it can reach into storage and records the rest as missing', async () => {
    await writeFile(path.join(folder, 'photo.jpg'), await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer());
    const item = wireItem({
      images: [
        { href: 'photo.jpg', text: 'Here', width: null, height: null, agencyImageId: 'img-1' },
        { href: 'http://127.0.0.1:9/absent.jpg', text: 'Gone', width: 800, height: 600, agencyImageId: 'img-2' },
        { href: '../outside.jpg', text: 'Outside', width: null, height: null, agencyImageId: 'img-3' },
      ],
    });
    await storeWireItems(app.db, [item], { media, baseDir: folder });
    const [here, gone, outside] = (await contentOf(item.guid))!.images;
    expect(here).toMatchObject({ width: 64, height: 48, text: 'Here', agencyImageId: 'img-1' });
    expect(here!.path).toMatch(/^images\//);
    expect(here!.missing).toBeUndefined();
    expect(gone).toMatchObject({ path: null, missing: true, width: 800, height: 600, source: 'http://127.0.0.1:9/absent.jpg' });
    expect(outside).toMatchObject({ path: null, missing: true });
  });

  it('names each agency once', async () => {
    await storeWireItems(app.db, [wireItem({ agencyName: 'Once Wire' }), wireItem({ agencyName: 'Once Wire' })]);
    expect(await app.db.select().from(agencies).where(eq(agencies.name, 'Once Wire'))).toHaveLength(1);
  });
});
