import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CONTENT_TYPES } from '../../resources/contentTypes.ts';
import { PUBLISH_CONTENT_JOB } from '../../server/content/scheduledPublish.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/engine/auditLog.ts';
import { createDemoImages } from '../../server/seed/demoImages.ts';
import { seedEditorialDemo } from '../../server/seed/seedEditorialDemo.ts';
import { seedHeadlineDemo } from '../../server/headlines/headlineDemo.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import type { ImageData } from '../../resources/fields.ts';
import { mediaFiles, sites, users } from '../../server/db/schema.ts';
import { SEED_SITES } from '../../server/db/seedSites.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { HEADLINE, type HeadlineData } from './support/headlineCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { until } from './support/until.ts';
import { videoProcesses } from '../../server/videoQueue/videoTables.ts';
import { loadConfig } from '../../server/config.ts';

/** The demo's editorial settings: read through the API like any record, written once, never over an edit. */
describe('the editorial demo seed', () => {
  let server: TestApp;
  let token: string;
  const list = async (field: string, selection: string) => {
    const answer = await graphqlCall<Record<string, Record<string, unknown>[]>>(server.yoga, `{ ${field}(page: 1, limit: 100) { ${selection} } }`, { token, siteId: '4' });
    expect(answer.errors).toBeUndefined();
    return answer.data![field];
  };

  beforeAll(async () => {
    server = await startTestApp('pglite', { demoEditorialData: true, video: loadConfig({}).video });
    token = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  it('gives site 4 two levels of categories, one main category unapproved, and authors and settings lists', async () => {
    const categories = await list('categories', 'name hierarchy parentId isApproved');
    const mains = categories.filter((category) => category.hierarchy === 1);
    const subs = categories.filter((category) => category.hierarchy === 2);
    expect(mains.length).toBeGreaterThanOrEqual(5);
    expect(subs.length).toBeGreaterThanOrEqual(2);
    expect(subs.every((sub) => typeof sub.parentId === 'string')).toBe(true);
    expect(mains.filter((main) => main.isApproved === false).map((main) => main.name)).toEqual(['Eski Ekler']);
    expect((await list('authors', 'fullName')).map((author) => author.fullName)).toContain('Selin Aydın');
    expect((await list('sources', 'name')).length).toBeGreaterThan(0);
    expect((await list('headlineTypes', 'name')).map((type) => type.name).sort()).toEqual(['Manşet', 'Spor Manşeti', 'Sürmanşet']);
    // Accounts and UTM sources to share to (server/socialMedia/socialMediaDemo.ts).
    expect((await list('socialAccounts', 'network handle')).map((account) => `${account.network}:${account.handle}`).sort()).toEqual([
      'facebook:gundem.haber', 'instagram:gundem.haber', 'telegram:gundemhaber', 'twitter:gundemhaber',
    ]);
    expect((await list('utmSources', 'name source medium')).find((source) => source.name === 'Twitter paylaşımı')).toMatchObject({ source: 'twitter', medium: 'social' });
  });

  it('saves through the engine as the system: the hooks derive full names and hierarchies, every record is audited', async () => {
    const authors = await list('authors', 'id fullName profilePhoto { path crops { type } }');
    expect(authors.map((author) => author.fullName)).toEqual(expect.arrayContaining(['Selin Aydın', 'Murat Kaya', 'Elif Demir']));
    expect(authors.every((author) => (author.profilePhoto as { crops: unknown[] }).crops.length === 2)).toBe(true);
    const audited = await server.db
      .select({ recordId: auditLog.recordId, userId: auditLog.userId, siteId: auditLog.siteId })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'authors'), eq(auditLog.action, 'create'), eq(auditLog.siteId, 4)));
    expect(audited.map((entry) => entry.recordId).sort()).toEqual(authors.map((author) => author.id).sort());
    expect(audited.every((entry) => entry.userId === null)).toBe(true);
    const categories = await list('categories', 'id');
    // Every site has its own demo records: site 4's are counted.
    const categoryAudits = await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'categories'), eq(auditLog.action, 'create'), eq(auditLog.siteId, 4)));
    expect(categoryAudits).toHaveLength(categories.length);
  });

  it('gives site 4 content of every type: published ones, one scheduled with its job waiting, one unapproved', async () => {
    const items = await list('contents', 'id type status isPublished publishDate title coverImages { isSelected image { path text } }');
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(CONTENT_TYPES.map((type) => type.value)));
    expect(items.filter((item) => item.isPublished).length).toBeGreaterThanOrEqual(8);
    const scheduled = items.filter((item) => item.status === 1 && !item.isPublished);
    expect(scheduled).toHaveLength(1);
    expect(Date.parse(String(scheduled[0].publishDate))).toBeGreaterThan(Date.now());
    const [job] = await server.db.select().from(jobs).where(and(eq(jobs.name, PUBLISH_CONTENT_JOB), sql`${jobs.payload}->>'contentId' = ${scheduled[0].id}`));
    expect(job).toMatchObject({ state: 'pending', runAt: new Date(String(scheduled[0].publishDate)) });
    expect(items.filter((item) => item.status === 2)).toHaveLength(1);
    for (const item of items) expect(item.coverImages).toMatchObject([{ isSelected: true, image: { path: expect.stringMatching(/^images\//), text: item.title } }]);
  });

  it('draws the covers with their crops, the gallery pictures and the authors’ photos, each a stored file the storage serves', async () => {
    const items = await list('contents', 'coverImages { image { path width height crops { type path width height } } } images { image { path } } coverVideo { posterPath }');
    const authors = await list('authors', 'profilePhoto { path crops { path width height } }');
    type Picture = { type?: string; path: string; width?: number; height?: number; crops?: Picture[] };
    const pictures = [
      ...items.flatMap((item) => [...(item.coverImages as { image: Picture }[]), ...((item.images as { image: Picture }[] | null) ?? [])].map((entry) => entry.image)),
      ...authors.map((author) => author.profilePhoto as Picture),
    ];
    const paths = new Set(pictures.flatMap((picture) => [picture.path, ...(picture.crops ?? []).map((crop) => crop.path)]));
    expect(paths.size).toBeGreaterThan(40);
    const stored = new Set((await server.db.select({ relativePath: mediaFiles.relativePath }).from(mediaFiles)).map((row) => row.relativePath));
    for (const path of paths) expect(stored.has(path), path).toBe(true);
    const crop = (items[0].coverImages as { image: Picture }[])[0].image.crops!.find((cut) => cut.type === 'vertical')!;
    expect(crop).toMatchObject({ width: 720, height: 960 });
    const served = await fetch(`${server.baseUrl}/storage/files/${crop.path}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(720);
    expect(items.some((item) => paths.has(String((item.coverVideo as { posterPath?: string } | null)?.posterPath)))).toBe(true);
  });

  it('stores the committed demo video and announcement PDF as uploads are, and the contents point at them: served with their types', async () => {
    const items = await list('contents', 'type coverVideo { path duration width height posterPath } pdfs { path name }');
    const video = items.find((item) => item.type === CONTENT_TYPES.find((type) => type.key === 'video')!.value)!.coverVideo as Record<string, unknown>;
    expect(video).toMatchObject({ path: expect.stringMatching(/^videos\/.*\.mp4$/), duration: 6, width: 640, height: 360, posterPath: expect.stringMatching(/^images\//) });
    const pdf = items.flatMap((item) => (item.pdfs as { path: string; name: string }[] | null) ?? [])[0]!;
    expect(pdf).toMatchObject({ path: expect.stringMatching(/^documents\/.*\.pdf$/), name: 'İlan metni' });
    for (const [path, type] of [[String(video.path), 'video/mp4'], [pdf.path, 'application/pdf']]) {
      const served = await fetch(`${server.baseUrl}/storage/files/${path}`);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('content-type')).toBe(type);
      const bytes = Buffer.from(await served.arrayBuffer());
      const [row] = await server.db.select().from(mediaFiles).where(eq(mediaFiles.relativePath, path));
      expect(row).toMatchObject({ mimeType: type, size: bytes.length });
    }
  });

  it('processes the demo video (ffmpeg is installed here): its rendition and poster are stored files', async () => {
    const items = await list('contents', 'type coverVideo { path }');
    const path = String((items.find((item) => item.type === CONTENT_TYPES.find((type) => type.key === 'video')!.value)!.coverVideo as { path: string }).path);
    const row = await until(async () => (await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, path)))[0], (found) => found?.status === 3 || found?.status === 4, 120_000);
    expect(row).toMatchObject({ status: 3, error: null, sourceHeight: 360 });
    expect(row!.siteIds).toContain(4);
    expect(row!.renditions.map((rendition) => rendition.height)).toEqual([360]);
    for (const stored of [row!.renditions[0]!.path, row!.posterPath!]) expect((await fetch(`${server.baseUrl}/storage/files/${stored}`)).status, stored).toBe(200);
  }, 150_000);

  it('draws the site settings\' cover images in place of the site seed\'s placeholders, each a stored file', async () => {
    const [site] = await server.db.select({ settings: sites.settings }).from(sites).where(eq(sites.id, 4));
    const cover = site!.settings!.notificationFlashNewsCoverImage as ImageData;
    expect(cover).toMatchObject({ path: expect.stringMatching(/^images\//), width: 1280, height: 720 });
    expect(cover.crops.map((crop) => crop.type)).toEqual(['horizontal', 'square']);
    const stored = new Set((await server.db.select({ relativePath: mediaFiles.relativePath }).from(mediaFiles)).map((row) => row.relativePath));
    for (const path of [cover.path, ...cover.crops.map((crop) => crop.path)]) expect(stored.has(String(path)), String(path)).toBe(true);
    const all = await server.db.select({ settings: sites.settings }).from(sites);
    const paths = all.flatMap(({ settings }) => [settings?.notificationFlashNewsCoverImage, settings?.liveTransferCoverImage].map((image) => (image as ImageData | null)?.path));
    expect(paths.filter((path) => path?.startsWith('/seed/'))).toEqual([]);
  });

  it('draws the same picture for the same key, so the stored file is reused', async () => {
    const images = () => createDemoImages(server.storage, createMediaFiles(server.db), server.config.upload);
    const size = { width: 320, height: 180 };
    const first = await images().image('same-key', 'Aynı resim', size);
    expect((await images().image('same-key', 'Aynı resim', size)).path).toBe(first.path);
  });

  it('writes nothing when the site already has categories', async () => {
    const before = await list('categories', 'id');
    await seedEditorialDemo(server.db, 4, createDemoImages(server.storage, createMediaFiles(server.db), server.config.upload));
    expect(await list('categories', 'id')).toHaveLength(before.length);
  });

  it('fills the headline board once: the Manşet with two pins and a pending item, the Sürmanşet, an auto sports headline', async () => {
    const read = async () =>
      (await graphqlCall<{ headlines: { data: HeadlineData[] } }>(server.yoga, `{ headlines(limit: 10) { data { ${HEADLINE} } } }`, { token, siteId: '4' })).data!.headlines.data;
    const board = await read();
    const byName = Object.fromEntries(board.map((headline) => [headline.headlineType.name, headline]));
    expect(byName['Manşet']!.items).toHaveLength(8);
    expect(byName['Manşet']!.items.map((item) => item.pin).filter((pin) => pin !== 'NONE')).toEqual(['PERMANENT', 'PINNED']);
    expect(byName['Manşet']!.pending).toHaveLength(1);
    // The top item carries the site's "Son Dakika" headline tag, the others none.
    expect(byName['Manşet']!.items.map((item) => (item.tag as { name: string } | null)?.name ?? null)).toEqual(['Son Dakika', ...Array(7).fill(null)]);
    // The embedded recipe service's newest recipe is the fourth, kept whole as the picker keeps one.
    const recipe = byName['Manşet']!.items[3]!;
    expect(recipe).toMatchObject({ provider: 'recipes', contentId: null, content: null });
    expect(recipe.title).toBe((recipe.external as { title: string }).title);
    expect((recipe.images as { horizontal: string }).horizontal).toMatch(/\/api\/recipe-service\/.+\/images\/\d+\/horizontal\.jpg$/);
    expect(byName['Sürmanşet']!.items.length).toBeGreaterThan(0);
    expect(byName['Spor Manşeti']!.items.some((item) => item.auto)).toBe(true);
    await seedHeadlineDemo(server.db, 4);
    expect((await read()).map((headline) => headline.version)).toEqual(board.map((headline) => headline.version));
  });

  it('gives each of the five sites contents, each by a demo editor (the list\'s editor column), and a headline board; seeding again adds nothing', async () => {
    const contentsOf = async (siteId: string) =>
      (await graphqlCall<{ contents: { id: string; createdUserId: string | null; updatedUserId: string | null }[] }>(server.yoga, '{ contents(page: 1, limit: 100) { id createdUserId updatedUserId } }', { token, siteId })).data!.contents;
    const boardOf = async (siteId: string) =>
      (await graphqlCall<{ headlines: { data: HeadlineData[] } }>(server.yoga, `{ headlines(limit: 10) { data { ${HEADLINE} } } }`, { token, siteId })).data!.headlines.data;
    const writers = new Map((await server.db.select({ id: users.id, email: users.email }).from(users)).map((user) => [String(user.id), user.email]));
    const counts: number[] = [];
    for (const site of SEED_SITES) {
      const items = await contentsOf(String(site.id));
      expect(items.length, site.name).toBeGreaterThanOrEqual(CONTENT_TYPES.length);
      const emails = new Set(items.map((item) => writers.get(String(item.updatedUserId ?? item.createdUserId))));
      expect([...emails].sort(), site.name).toEqual(['chief@newsroom.example', 'editor@newsroom.example', 'reporter@newsroom.example']);
      const board = await boardOf(String(site.id));
      expect(board.find((headline) => headline.headlineType.name === 'Manşet')?.items.length, site.name).toBe(8);
      counts.push(items.length);
    }
    for (const site of SEED_SITES) {
      await seedEditorialDemo(server.db, site.id, createDemoImages(server.storage, createMediaFiles(server.db), server.config.upload));
      await seedHeadlineDemo(server.db, site.id);
    }
    expect(await Promise.all(SEED_SITES.map(async (site) => (await contentsOf(String(site.id))).length))).toEqual(counts);
  });
});
