import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_PROCESS_STATUS_VALUE as STATUS } from '../../resources/enums.ts';
import type { VideoConfig } from '../../server/config.ts';
import { reelsTable, storiesTable } from '../../server/engine/resourceTables.ts';
import { createDemoImages } from '../../server/seed/demoImages.ts';
import { createMediaFiles } from '../../server/storage/mediaFiles.ts';
import { seedStoryDemo } from '../../server/stories/storyDemo.ts';
import { startVideoRunner } from '../../server/videoQueue/videoJobs.ts';
import { videoProcesses } from '../../server/videoQueue/videoTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { getBytes, upload } from './support/storageClient.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { until } from './support/until.ts';
import { makeTestClip, testFfmpeg, testFfprobe } from './support/videoClip.ts';

/**
 * The stories and reels in the delivery API (docs/delivery-api.md, "Stories and reels"): saved
 * through saveStory/saveReel and the board's pin, read back as a website reads them; the videos'
 * queueing on save and their renditions once processed; the demo's boards.
 */
const SITE = '4';
const OTHER_SITE = '5';
const HOUR = 3_600_000;

/** Small and quick: one rendition step. */
const VIDEO: VideoConfig = { ffmpegPath: testFfmpeg, ffprobePath: testFfprobe, ladder: [144], stallMs: 30_000, maxAttempts: 1, concurrency: 1, leaseMs: 5_000, retryBaseMs: 100 };

interface Frame {
  image: { path: string; url: string } | null;
  video: { path: string; url: string; posterPath: string | null; posterUrl: string | null; renditions: { height: number; width: number; url: string }[] } | null;
  duration: number | null;
  text: string;
  externalLink: string | null;
}
interface Item {
  id: number;
  title: string;
  type: string;
  categoryIds: number[];
  publishDate: string;
  pinned: boolean;
  frames?: Frame[];
  video?: (NonNullable<Frame['video']> & { duration: number | null; width: number | null; height: number | null }) | null;
  text?: string;
  externalLink?: string | null;
}
interface Page {
  items: Item[];
  next: string | null;
}

describe.each(testDatabaseKinds())('stories and reels in the delivery API on %s', (database) => {
  let server: TestApp;
  let work: string;
  const tokens = { editor: '', chief: '' };
  const categories: Record<'spor' | 'ekonomi', number> = { spor: 0, ekonomi: 0 };
  const ids: Record<string, number> = {};

  const call = async <T,>(query: string, variables: Record<string, unknown>, { caller = 'editor', siteId = SITE }: { caller?: keyof typeof tokens; siteId?: string } = {}) => {
    const answer = await graphqlCall<Record<string, T>>(server.yoga, query, { token: tokens[caller], siteId, language: 'en', variables });
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data)[0]!;
  };
  const saveStory = (input: Record<string, unknown>, options?: Parameters<typeof call>[2]) =>
    call<{ id: string; version: number }>('mutation ($input: StoryInput!) { saveStory(input: $input) { id version } }', { input }, options);
  const saveReel = (input: Record<string, unknown>, options?: Parameters<typeof call>[2]) =>
    call<{ id: string; version: number }>('mutation ($input: ReelInput!) { saveReel(input: $input) { id version } }', { input }, options);
  const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();
  const frame = (key: string, extra: Record<string, unknown> = {}) => ({ image: `images/2026/11/${key}.jpg`, video: null, duration: null, text: `Kare ${key}`, externalLink: null, ...extra });
  const story = (title: string, extra: Record<string, unknown> = {}) => ({ title, type: 1, categoryIds: [], publishDate: ago(1), frames: [frame(title)], ...extra });
  const reel = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    type: 1,
    categoryIds: [],
    publishDate: ago(1),
    video: { path: `videos/2026/11/${title}.mp4`, posterPath: null, duration: 9, width: 720, height: 1280 },
    text: `Reels ${title}`,
    externalLink: null,
    ...extra,
  });

  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/api/public/${route}`, { headers });
  async function page(route: string): Promise<Page> {
    const response = await get(route);
    expect(response.status, route).toBe(200);
    return (await response.json()) as Page;
  }
  const titles = (items: Item[]) => items.map((item) => item.title);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'story-delivery-test-'));
    // No video runner of the app's own (the one video test starts one); publishing jobs polled often.
    server = await startTestApp(database, { video: { ...VIDEO, concurrency: 0 }, jobs: { concurrency: 1, pollMs: 50, leaseMs: 60_000, retention: { doneMs: 86_400_000, failedMs: 86_400_000 } } });
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
    for (const [key, name] of [['spor', 'Spor'], ['ekonomi', 'Ekonomi']] as const) {
      categories[key] = Number((await call<{ id: string }>('mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }', { input: { name, linkName: key, isApproved: true } }, { caller: 'chief' })).id);
    }
    // Saved oldest first: each newly published story goes on top of the unpinned ones.
    ids.spor = Number((await saveStory(story('Spor hikâyesi', { categoryIds: [String(categories.spor)] }))).id);
    ids.ekonomi = Number((await saveStory(story('Ekonomi hikâyesi', { categoryIds: [String(categories.ekonomi)] }))).id);
    ids.ad = Number((await saveStory(story('Reklam', { type: 2 }), { caller: 'chief' })).id);
    ids.pinned = Number((await saveStory(story('Sabit hikâye', { categoryIds: [String(categories.spor)], frames: [frame('sabit', { externalLink: 'https://example.com/sabit', duration: 7 })] }))).id);
    await call('mutation ($id: ID!) { pinStory(id: $id, pinned: true) { id } }', { id: String(ids.pinned) });
    ids.pending = Number((await saveStory(story('Yarının hikâyesi', { publishDate: new Date(Date.now() + 24 * HOUR).toISOString() }))).id);
    await saveStory(story('Başka sitenin hikâyesi'), { siteId: OTHER_SITE });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('serves the site’s published stories, pinned first then in the board’s order, without pending ones or other sites’', async () => {
    const { items, next } = await page(`${SITE}/stories`);
    expect(titles(items)).toEqual(['Sabit hikâye', 'Reklam', 'Ekonomi hikâyesi', 'Spor hikâyesi']);
    expect(items.map((item) => item.pinned)).toEqual([true, false, false, false]);
    expect(next).toBeNull();
  });

  it('filters by category, the items of no category showing in every one', async () => {
    expect(titles((await page(`${SITE}/stories?categoryId=${categories.spor}`)).items)).toEqual(['Sabit hikâye', 'Reklam', 'Spor hikâyesi']);
    expect(titles((await page(`${SITE}/stories?categoryId=${categories.ekonomi}`)).items)).toEqual(['Reklam', 'Ekonomi hikâyesi']);
  });

  it('answers 400 for a category that is not one of the site’s and for a cursor it did not give, 404 for an unknown site', async () => {
    for (const query of ['categoryId=spor', 'categoryId=999999', 'categoryId=1&categoryId=2', 'after=bm90LWEtY3Vyc29y', 'limit=51']) {
      const response = await get(`${SITE}/stories?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(((await response.json()) as { error: string }).error).toBeTruthy();
    }
    for (const route of ['999/stories', 'abc/reels', '999/reels']) expect((await get(route)).status, route).toBe(404);
  });

  it('pages by keyset: `next` leads to the rest, in the same order', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const current: Page = await page(`${SITE}/stories?limit=2${after ? `&after=${after}` : ''}`);
      seen.push(...titles(current.items));
      after = current.next;
      pages += 1;
    } while (after && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual(['Sabit hikâye', 'Reklam', 'Ekonomi hikâyesi', 'Spor hikâyesi']);
  });

  it('answers 304 to a tag it gave, and a new tag once the board changed', async () => {
    const first = await get(`${SITE}/stories`);
    const tag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=30');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const again = await get(`${SITE}/stories`, { 'if-none-match': tag });
    expect(again.status).toBe(304);
    await call('mutation ($id: ID!, $afterId: ID) { moveStory(id: $id, afterId: $afterId) { id } }', { id: String(ids.spor), afterId: null });
    const changed = await get(`${SITE}/stories`, { 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(titles(((await changed.json()) as Page).items)).toEqual(['Sabit hikâye', 'Spor hikâyesi', 'Reklam', 'Ekonomi hikâyesi']);
  });

  it('serves only the public fields: no position, state, version, site or editors; links safe to put in an href', async () => {
    const { items } = await page(`${SITE}/stories`);
    const pinned = items.find((item) => item.id === ids.pinned)!;
    expect(Object.keys(pinned).sort()).toEqual(['categoryIds', 'frames', 'id', 'pinned', 'publishDate', 'title', 'type']);
    expect(pinned).toMatchObject({ type: 'normal', categoryIds: [categories.spor], publishDate: expect.stringMatching(/Z$/) });
    expect(pinned.frames).toEqual([
      {
        image: { path: 'images/2026/11/sabit.jpg', url: `${server.baseUrl}/storage/files/images/2026/11/sabit.jpg` },
        video: null,
        duration: 7,
        text: 'Kare sabit',
        externalLink: 'https://example.com/sabit',
      },
    ]);
    expect(items.find((item) => item.id === ids.ad)).toMatchObject({ type: 'advertisement', categoryIds: [] });
    // A link stored before the rules (or written around them) is never served unless http(s).
    await server.db.update(storiesTable).set({ frames: [frame('eski', { externalLink: 'javascript:alert(1)', text: 'Eski <b>kare</b>' })] }).where(eq(storiesTable.id!, ids.ad));
    expect((await page(`${SITE}/stories`)).items.find((item) => item.id === ids.ad)!.frames![0]).toMatchObject({ externalLink: null, text: 'Eski kare' });
  });

  it('serves a pending story once it is published at its date', async () => {
    const soon = Number((await saveStory(story('Birazdan', { publishDate: new Date(Date.now() + 1_500).toISOString() }))).id);
    expect((await page(`${SITE}/stories`)).items.map((item) => item.id)).not.toContain(soon);
    const published = await until(() => page(`${SITE}/stories`), ({ items }) => items.some((item) => item.id === soon), 30_000);
    // On top of the unpinned ones, under the pinned.
    expect(titles(published.items).slice(0, 2)).toEqual(['Sabit hikâye', 'Birazdan']);
    expect(published.items.map((item) => item.id)).not.toContain(ids.pending);
  });

  it('serves reels the same way, with their link (http(s) or a page of the site) and video', async () => {
    await saveReel(reel('ilk', { categoryIds: [String(categories.ekonomi)], externalLink: '/ekonomi/haber-1' }));
    const second = Number((await saveReel(reel('ikinci', { externalLink: 'https://example.com/reels' }))).id);
    await saveReel(reel('yarin', { publishDate: new Date(Date.now() + 24 * HOUR).toISOString() }));
    await call('mutation ($id: ID!) { pinReel(id: $id, pinned: true) { id } }', { id: String(second) });
    const { items } = await page(`${SITE}/reels`);
    expect(titles(items)).toEqual(['ikinci', 'ilk']);
    expect(Object.keys(items[0]!).sort()).toEqual(['categoryIds', 'externalLink', 'id', 'pinned', 'publishDate', 'text', 'title', 'type', 'video']);
    expect(items[1]).toMatchObject({ externalLink: '/ekonomi/haber-1', text: 'Reels ilk', pinned: false });
    expect(items[0]!.video).toEqual({
      path: 'videos/2026/11/ikinci.mp4',
      url: `${server.baseUrl}/storage/files/videos/2026/11/ikinci.mp4`,
      posterPath: null,
      posterUrl: null,
      renditions: [],
      duration: 9,
      width: 720,
      height: 1280,
    });
    expect(titles((await page(`${SITE}/reels?categoryId=${categories.spor}`)).items)).toEqual(['ikinci']);
  });

  it('queues a reel’s and a story frame’s stored videos for the site on save, and serves their renditions and poster once processed', async () => {
    const file = path.join(work, 'dikey.mp4');
    await makeTestClip(file, { seconds: 1, width: 240, height: 320 });
    // Uploaded on the other site: the saves on this one add this site to the video's row.
    const uploaded = await upload(server.baseUrl, tokens.editor, { method: 'file', type: '2', file: { name: 'dikey.mp4', bytes: await readFile(file), mime: 'video/mp4' } }, OTHER_SITE);
    expect(uploaded.status).toBe(200);
    const videoPath = uploaded.body.data!.relativePath;
    const reelId = Number((await saveReel(reel('islenen', { video: { path: `/storage/files/${videoPath}`, posterPath: null, duration: 1, width: 240, height: 320 } }))).id);
    const storyId = Number((await saveStory(story('Videolu hikâye', { frames: [frame('video', { image: null, video: videoPath })] }))).id);
    const [queued] = await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, videoPath));
    expect([...queued!.siteIds].sort()).toEqual([Number(SITE), Number(OTHER_SITE)]);

    const runner = await startVideoRunner({ db: server.db, events: server.events, storage: server.storage, log: () => undefined, config: { ...server.config, jobs: { ...server.config.jobs, pollMs: 50 }, video: VIDEO } });
    try {
      await until(async () => (await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, videoPath)))[0], (row) => row?.status === STATUS.finished || row?.status === STATUS.error, 60_000);
    } finally {
      await runner.close();
    }
    const [done] = await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, videoPath));
    expect(done).toMatchObject({ status: STATUS.finished, posterPath: expect.stringMatching(/^images\//) });
    const expected = {
      posterPath: done!.posterPath,
      posterUrl: `${server.baseUrl}/storage/files/${done!.posterPath}`,
      renditions: done!.renditions.map(({ height, width, path: stored }) => ({ height, width, url: `${server.baseUrl}/storage/files/${stored}` })),
    };
    expect(expected.renditions.map((rendition) => rendition.height)).toEqual([144]);
    const delivered = (await page(`${SITE}/reels`)).items.find((item) => item.id === reelId)!;
    expect(delivered.video).toMatchObject({ path: `/storage/files/${videoPath}`, url: `${server.baseUrl}/storage/files/${videoPath}`, ...expected });
    const frameVideo = (await page(`${SITE}/stories`)).items.find((item) => item.id === storyId)!.frames![0]!.video;
    expect(frameVideo).toEqual({ path: videoPath, url: `${server.baseUrl}/storage/files/${videoPath}`, ...expected });
    for (const url of [expected.posterUrl, expected.renditions[0]!.url]) expect((await getBytes(url)).status, url).toBe(200);
    // The board and the editor show the queue's poster for a reel the editor gave none.
    expect(await call<{ shownPosterPath: string | null }>('query ($id: ID!) { reel(id: $id) { shownPosterPath } }', { id: String(reelId) })).toEqual({ shownPosterPath: done!.posterPath });
  }, 90_000);

  it('gives a demo site its stories and reels once, and never writes over an editor’s board', async () => {
    const images = createDemoImages(server.storage, createMediaFiles(server.db), server.config.upload);
    const demoSite = 1;
    await seedStoryDemo(server.db, [demoSite], images);
    const stories = (await page(`${demoSite}/stories`)).items;
    expect(stories).toHaveLength(3);
    expect(stories[0]).toMatchObject({ title: 'Derbi heyecanı', pinned: true });
    expect(stories.filter((item) => item.pinned)).toHaveLength(1);
    expect(stories.find((item) => item.type === 'advertisement')).toMatchObject({ categoryIds: [] });
    expect(stories.flatMap((item) => item.frames!).every((one) => (one.image?.url ?? one.video?.url ?? '').startsWith(`${server.baseUrl}/storage/files/`))).toBe(true);
    const pending = await server.db.select({ title: storiesTable.title!, state: storiesTable.state! }).from(storiesTable).where(eq(storiesTable.siteId!, demoSite));
    expect(pending.filter((row) => row.state === 'PENDING').map((row) => row.title)).toEqual(['Yarın: seçim özel']);
    const reels = (await page(`${demoSite}/reels`)).items;
    expect(reels).toHaveLength(2);
    // The content demo's video, queued for the site by the reels' save.
    const [queued] = await server.db.select().from(videoProcesses).where(eq(videoProcesses.path, reels[0]!.video!.path));
    expect(queued!.siteIds).toContain(demoSite);

    // The boards emptied since (an editor's deletes): the next start adds nothing back.
    await server.db.delete(storiesTable).where(eq(storiesTable.siteId!, demoSite));
    await server.db.delete(reelsTable).where(eq(reelsTable.siteId!, demoSite));
    await seedStoryDemo(server.db, [demoSite], images);
    expect((await page(`${demoSite}/stories`)).items).toEqual([]);
    expect((await page(`${demoSite}/reels`)).items).toEqual([]);
  }, 60_000);
});
