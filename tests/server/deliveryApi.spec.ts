import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { contentsTable } from '../../server/engine/resourceTables.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * The delivery API: what the websites read. Contents are written through saveContent as an editor
 * would; only the approved and published ones of the site are ever served.
 */
const SITE = '4';
const OTHER_SITE = '5';

const SAVE_CATEGORY = 'mutation ($input: CategoryInput!) { saveCategory(input: $input) { id } }';
const SAVE_AUTHOR = 'mutation ($input: AuthorInput!) { saveAuthor(input: $input) { id } }';
const SAVE_CONTENT = 'mutation ($input: ContentInput!) { saveContent(input: $input) { id } }';
const SAVE_CARTOONIST = 'mutation ($input: CartoonistInput!) { saveCartoonist(input: $input) { id } }';
const SAVE_SOURCE = 'mutation ($input: SourceInput!) { saveSource(input: $input) { id } }';

const cover = (name: string) => ({
  image: {
    path: `images/2026/11/${name}.jpg`,
    width: 1600,
    height: 900,
    text: `${name} cover`,
    crops: [{ type: 'square', path: `images/2026/11/${name}-square.jpg`, width: 800, height: 800 }],
  },
  isSelected: true,
});

/** The site's delivered items, newest first. */
const DELIVERED_ORDER = ['newest', 'middle', 'oldest', 'video', 'podcast', 'gallery', 'announcement', 'promotion', 'cartoon'];

describe.each(testDatabaseKinds())('delivery API on %s', (database) => {
  let server: TestApp;
  let token = '';
  const ids: Record<string, number> = {};

  async function call<T>(query: string, input: Record<string, unknown>, siteId = SITE): Promise<T> {
    const response = await graphqlCall<Record<string, { id: string }>>(server.yoga, query, { token, siteId, language: 'en', variables: { input } });
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return Object.values(response.data)[0] as T;
  }

  async function saveNews(name: string, fields: Record<string, unknown>, siteId = SITE, categoryId?: string) {
    const saved = await call<{ id: string }>(
      SAVE_CONTENT,
      {
        type: 0,
        status: 1,
        title: `${name} başlık`,
        spot: `${name} spot`,
        text: `<p>${name} metin</p>`,
        categoryId,
        tags: ['ekonomi'],
        coverImages: [cover(name)],
        ...fields,
      },
      siteId,
    );
    ids[name] = Number(saved.id);
  }

  async function saveContent(name: string, input: Record<string, unknown>) {
    const saved = await call<{ id: string }>(SAVE_CONTENT, { status: 1, title: `${name} başlık`, spot: `${name} spot`, categoryId: String(ids.category), coverImages: [cover(name)], ...input });
    ids[name] = Number(saved.id);
  }

  const get = (path: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `/api/public${path}`, headers });

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
    const category = await call<{ id: string }>(SAVE_CATEGORY, { name: 'Ekonomi', linkName: 'ekonomi', isApproved: true });
    const sport = await call<{ id: string }>(SAVE_CATEGORY, { name: 'Spor', linkName: 'spor', isApproved: true });
    const author = await call<{ id: string }>(SAVE_AUTHOR, { name: 'Ayşe', surname: 'Yılmaz', linkName: 'ayse-yilmaz', authorType: 3, isApproved: true, profilePhoto: cover('ayse').image });
    const otherCategory = await call<{ id: string }>(SAVE_CATEGORY, { name: 'Ekonomi', linkName: 'ekonomi', isApproved: true }, OTHER_SITE);
    ids.category = Number(category.id);
    ids.sport = Number(sport.id);
    ids.author = Number(author.id);
    await saveNews('oldest', { contentDate: '2026-11-01T08:00:00.000Z', publishDate: '2026-11-01T08:00:00.000Z' }, SITE, category.id);
    await saveNews('middle', { contentDate: '2026-11-02T08:00:00.000Z', authorId: author.id, images: [{ image: cover('gallery').image, caption: 'Bir fotoğraf' }] }, SITE, sport.id);
    await saveNews('newest', { contentDate: '2026-11-03T08:00:00.000Z', seoUrlTitle: 'en-yeni-haber' }, SITE, category.id);
    await saveNews('unapproved', { status: 2, contentDate: '2026-11-04T08:00:00.000Z' }, SITE, category.id);
    // Scheduled: approved, its publish date still ahead.
    await saveNews('unpublished', { contentDate: '2026-11-05T08:00:00.000Z', publishDate: '2099-01-01T08:00:00.000Z' }, SITE, category.id);
    await saveNews('expired', { contentDate: '2026-11-06T08:00:00.000Z', expirationDate: '2026-11-07T08:00:00.000Z' }, SITE, category.id);
    await saveNews('otherSite', { contentDate: '2026-11-07T08:00:00.000Z' }, OTHER_SITE, otherCategory.id);
    const cartoonist = await call<{ id: string }>(SAVE_CARTOONIST, { name: 'Kemal Çizer', isApproved: true });
    const hiddenSource = await call<{ id: string }>(SAVE_SOURCE, { name: 'Gizli Kaynak', isApproved: false });
    ids.cartoonist = Number(cartoonist.id);
    const frame = (src: string) => `<iframe src="${src}" width="560" height="315" onload="alert(1)" allowfullscreen></iframe>`;
    await saveContent('video', {
      contentDate: '2026-10-09T08:00:00.000Z',
      type: 1,
      sourceId: hiddenSource.id,
      series: 'Derbi Günlüğü',
      coverVideo: { path: 'videos/2026/11/derbi.mp4', caption: 'Son antrenman', posterPath: 'images/2026/11/derbi poster.jpg', duration: 7, width: 1280, height: 720 },
      videos: [{ path: 'videos/2026/11/ikinci.mp4', caption: 'İkinci açı', duration: 5 }],
      embeds: [{ code: frame('https://www.youtube.com/embed/abc'), caption: 'Maçın özeti' }],
      relatedContentIds: [String(ids.unapproved), String(ids.newest)],
      seoTitle: 'Derbi videosu',
      seoSpot: 'Derbinin son antrenmanı',
      seoKeyword: 'derbi, antrenman',
    });
    await saveContent('podcast', {
      contentDate: '2026-10-08T08:00:00.000Z',
      type: typeValues('podcast')[0],
      podcastEmbed: frame('https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1'),
      series: 'Gündem Sesli',
      podcastSeason: 2,
      podcastEpisode: 14,
      text: '<p>Bölüm notları</p>',
    });
    await saveContent('gallery', {
      contentDate: '2026-10-07T08:00:00.000Z',
      type: 2,
      text: '<p>Galeri</p><p><img src="/storage/files/images/2026/11/inline.jpg" alt="Satır içi"></p>',
      images: [
        { image: cover('first').image, caption: 'Birinci kare' },
        { image: cover('second').image, caption: 'İkinci kare' },
      ],
    });
    await saveContent('announcement', {
      contentDate: '2026-10-06T08:00:00.000Z',
      type: typeValues('officialAnnouncement')[0],
      text: '<p>İlan metni</p>',
      announcementNumber: 'ILN2026',
      announcementOrder: 3,
      pdfs: [{ path: 'documents/2026/11/ilan.pdf', name: 'Kamulaştırma ilanı' }],
    });
    await saveContent('promotion', {
      contentDate: '2026-10-05T08:00:00.000Z',
      type: typeValues('promotion')[0],
      text: '<p>Kampanya</p>',
      promotionType: 2,
      externalLink: 'https://shop.example.com/kampanya',
      externalLinkRel: 'nofollow',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    await saveContent('cartoon', { contentDate: '2026-10-04T08:00:00.000Z', type: typeValues('cartoon')[0], spot: null, cartoonistId: cartoonist.id });
    // The save does not set isPublished on this branch yet (the content helper's save sets it when
    // the item is approved and its publish date has come): set it here as that save will.
    const published = ['oldest', 'middle', 'newest', 'unapproved', 'expired', 'otherSite', 'video', 'podcast', 'gallery', 'announcement', 'promotion', 'cartoon'].map((name) => ids[name]);
    await server.db.update(contentsTable).set({ isPublished: true }).where(inArray(contentsTable.id, published));
  });
  afterAll(() => server?.stop());

  it('lists only approved, published, unexpired items of the site, newest first, with what a website shows', async () => {
    const response = await get(`/${SITE}/contents`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const body = response.json();
    expect(body.items.map((item: { id: number }) => item.id)).toEqual(DELIVERED_ORDER.map((name) => ids[name]));
    expect(body.next).toBeNull();
    const [newest, middle] = body.items;
    expect(newest).toMatchObject({
      type: 'news',
      title: 'newest başlık',
      spot: 'newest spot',
      category: { id: ids.category, name: 'Ekonomi' },
      tags: ['ekonomi'],
      contentDate: '2026-11-03T08:00:00.000Z',
      slug: 'en-yeni-haber',
      cover: {
        path: 'images/2026/11/newest.jpg',
        url: `${server.baseUrl}/storage/files/images/2026/11/newest.jpg`,
        width: 1600,
        height: 900,
        description: 'newest cover',
        crops: [{ type: 'square', path: 'images/2026/11/newest-square.jpg', url: `${server.baseUrl}/storage/files/images/2026/11/newest-square.jpg`, width: 800, height: 800 }],
      },
    });
    // A teaser: no body, no type's own fields, no head tags.
    expect(Object.keys(newest).sort()).toEqual(['author', 'category', 'contentDate', 'cover', 'id', 'publishDate', 'slug', 'spot', 'tags', 'title', 'type']);
    const cartoon = body.items.find((item: { id: number }) => item.id === ids.cartoon);
    expect(cartoon).not.toHaveProperty('author');
    expect(middle).toMatchObject({ author: { id: ids.author, fullName: 'Ayşe Yılmaz' }, slug: 'middle-baslik' });
  });

  it('filters by type (route name or number) and category', async () => {
    const ofCategory = (await get(`/${SITE}/contents?category=${ids.sport}`)).json();
    expect(ofCategory.items.map((item: { id: number }) => item.id)).toEqual([ids.middle]);
    expect((await get(`/${SITE}/contents?type=news`)).json().items).toHaveLength(3);
    expect((await get(`/${SITE}/contents?type=0`)).json().items).toHaveLength(3);
    expect((await get(`/${SITE}/contents?type=photo-gallery`)).json().items.map((item: { id: number }) => item.id)).toEqual([ids.gallery]);
    expect((await get(`/${SITE}/contents?type=infographic`)).json().items).toHaveLength(0);
    expect((await get(`/${SITE}/contents?type=nonsense`)).statusCode).toBe(400);
  });

  it('pages by keyset within the limit bounds', async () => {
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page: { items: { id: number }[]; next: string | null } = (await get(`/${SITE}/contents?limit=2${next ? `&after=${next}` : ''}`)).json();
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item: { id: number }) => item.id));
      next = page.next;
    } while (next);
    expect(seen).toEqual(DELIVERED_ORDER.map((name) => ids[name]));
    for (const limit of ['0', '51', '-1', 'abc', '1000']) expect((await get(`/${SITE}/contents?limit=${limit}`)).statusCode).toBe(400);
    expect((await get(`/${SITE}/contents?limit=50`)).statusCode).toBe(200);
    expect((await get(`/${SITE}/contents?after=bm90LWEtY3Vyc29y`)).statusCode).toBe(400);
  });

  const item = async (name: string) => {
    const response = await get(`/${SITE}/contents/${ids[name]}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const file = (path: string) => `${server.baseUrl}/storage/files/${path}`;

  it('serves one item with its text and images with captions', async () => {
    expect(await item('middle')).toMatchObject({
      id: ids.middle,
      text: '<p>middle metin</p>',
      images: [{ image: { path: 'images/2026/11/gallery.jpg', url: file('images/2026/11/gallery.jpg'), width: 1600, height: 900 }, caption: 'Bir fotoğraf' }],
    });
  });

  it('serves a video with its cover video, videos, embeds, series, head tags and only delivered related items', async () => {
    const video = await item('video');
    expect(video).toMatchObject({
      type: 'video',
      series: 'Derbi Günlüğü',
      coverVideo: {
        path: 'videos/2026/11/derbi.mp4',
        url: file('videos/2026/11/derbi.mp4'),
        caption: 'Son antrenman',
        posterPath: 'images/2026/11/derbi poster.jpg',
        posterUrl: file('images/2026/11/derbi%20poster.jpg'),
        duration: 7,
        width: 1280,
        height: 720,
      },
      videos: [{ path: 'videos/2026/11/ikinci.mp4', url: file('videos/2026/11/ikinci.mp4'), caption: 'İkinci açı', duration: 5, posterUrl: null }],
      seoTitle: 'Derbi videosu',
      seoSpot: 'Derbinin son antrenmanı',
      seoKeyword: 'derbi, antrenman',
      seoUrlTitle: null,
      relatedContents: [{ id: ids.newest, type: 'news', title: 'newest başlık', slug: 'en-yeni-haber' }],
    });
    // The embed as a frame only: its handler is gone.
    expect(video.embeds).toEqual([{ code: '<iframe src="https://www.youtube.com/embed/abc" width="560" height="315" allowfullscreen></iframe>', caption: 'Maçın özeti' }]);
    // The source is not approved: no name of it goes out.
    expect(video.source).toBeNull();
    // A video has no author, podcast or announcement fields; the editor-only ones are never served.
    for (const key of ['author', 'podcastEmbed', 'announcementNumber', 'pdfs', 'cartoonist', 'status', 'isPublished', 'expirationDate', 'createdUserId', 'updatedUserId', 'version', 'siteId', 'coverImages']) {
      expect(video).not.toHaveProperty(key);
    }
  });

  it('serves a podcast with its player embed, series, season and episode', async () => {
    expect(await item('podcast')).toMatchObject({
      type: 'podcast',
      podcastEmbed: '<iframe src="https://w.soundcloud.com/player/?url=https%3A//api.soundcloud.com/tracks/1" width="560" height="315" allowfullscreen></iframe>',
      series: 'Gündem Sesli',
      podcastSeason: 2,
      podcastEpisode: 14,
      text: '<p>Bölüm notları</p>',
    });
  });

  it('serves a gallery with its images and captions, inline images at absolute addresses', async () => {
    const gallery = await item('gallery');
    expect(gallery.images).toMatchObject([
      { image: { url: file('images/2026/11/first.jpg'), description: 'first cover', crops: [{ type: 'square', url: file('images/2026/11/first-square.jpg') }] }, caption: 'Birinci kare' },
      { image: { url: file('images/2026/11/second.jpg') }, caption: 'İkinci kare' },
    ]);
    expect(gallery.text).toBe(`<p>Galeri</p><p><img src="${file('images/2026/11/inline.jpg')}" alt="Satır içi" /></p>`);
    expect(gallery).not.toHaveProperty('videos');
  });

  it('serves an announcement with its number, order and PDFs that open under their names', async () => {
    expect(await item('announcement')).toMatchObject({
      type: 'official-announcement',
      announcementNumber: 'ILN2026',
      announcementOrder: 3,
      pdfs: [{ path: 'documents/2026/11/ilan.pdf', url: `${file('documents/2026/11/ilan.pdf')}?name=Kamula%C5%9Ft%C4%B1rma%20ilan%C4%B1`, name: 'Kamulaştırma ilanı' }],
    });
  });

  it('serves a promotion with its kind, link and dates, and a cartoon with its cartoonist', async () => {
    expect(await item('promotion')).toMatchObject({
      type: 'promotion',
      promotionType: 'publicSpot',
      externalLink: 'https://shop.example.com/kampanya',
      externalLinkRel: 'nofollow',
      startDate: '2026-11-01T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
    const cartoon = await item('cartoon');
    expect(cartoon.cartoonist).toEqual({ id: ids.cartoonist, name: 'Kemal Çizer' });
    expect(cartoon).not.toHaveProperty('text');
  });

  it.each(['unapproved', 'unpublished', 'expired', 'otherSite'])('answers 404 for the %s item', async (name) => {
    const response = await get(`/${SITE}/contents/${ids[name]}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for an unknown site and a malformed id', async () => {
    expect((await get('/999/contents')).statusCode).toBe(404);
    expect((await get('/abc/contents')).statusCode).toBe(404);
    expect((await get(`/${SITE}/contents/abc`)).statusCode).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and a new ETag after a change', async () => {
    const first = await get(`/${SITE}/contents/${ids.newest}`);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/${SITE}/contents/${ids.newest}`, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(`/${SITE}/contents`, { 'if-none-match': tag })).statusCode).toBe(200);
    const list = await get(`/${SITE}/contents`);
    expect((await get(`/${SITE}/contents`, { 'if-none-match': `W/${list.headers.etag}` })).statusCode).toBe(304);

    await server.db.update(contentsTable).set({ title: 'newest başlık (güncellendi)' }).where(eq(contentsTable.id, ids.newest));
    const changed = await get(`/${SITE}/contents/${ids.newest}`, { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
  });

  it('needs no session and goes over plain HTTP', async () => {
    const response = await fetch(`${server.baseUrl}/api/public/${SITE}/contents?limit=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-ratelimit-limit')).toBeTruthy();
    expect((await response.json()).items).toHaveLength(1);
  });
});

describe('delivery API rate limit', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp('pglite', { rateLimitMax: 3 });
  });
  afterAll(() => server?.stop());

  it('refuses an address over its budget a minute with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let call = 0; call < 4; call++) {
      last = await fetch(`${server.baseUrl}/api/public/${SITE}/contents`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last!.headers.get('retry-after')).toBeTruthy();
  });
});
