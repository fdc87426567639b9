import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The save does not set isPublished on this branch yet (the content helper's save sets it when
    // the item is approved and its publish date has come): set it here as that save will.
    const published = ['oldest', 'middle', 'newest', 'unapproved', 'expired', 'otherSite'].map((name) => ids[name]);
    await server.db.update(contentsTable).set({ isPublished: true }).where(inArray(contentsTable.id, published));
  });
  afterAll(() => server?.stop());

  it('lists only approved, published, unexpired items of the site, newest first, with what a website shows', async () => {
    const response = await get(`/${SITE}/contents`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('public, max-age=30');
    const body = response.json();
    expect(body.items.map((item: { id: number }) => item.id)).toEqual([ids.newest, ids.middle, ids.oldest]);
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
        width: 1600,
        height: 900,
        description: 'newest cover',
        crops: [{ type: 'square', path: 'images/2026/11/newest-square.jpg', width: 800, height: 800 }],
      },
    });
    expect(newest).not.toHaveProperty('text');
    expect(middle).toMatchObject({ author: { id: ids.author, fullName: 'Ayşe Yılmaz' }, slug: 'middle-baslik' });
  });

  it('filters by type (route name or number) and category', async () => {
    const ofCategory = (await get(`/${SITE}/contents?category=${ids.sport}`)).json();
    expect(ofCategory.items.map((item: { id: number }) => item.id)).toEqual([ids.middle]);
    expect((await get(`/${SITE}/contents?type=news`)).json().items).toHaveLength(3);
    expect((await get(`/${SITE}/contents?type=0`)).json().items).toHaveLength(3);
    expect((await get(`/${SITE}/contents?type=photo-gallery`)).json().items).toHaveLength(0);
    expect((await get(`/${SITE}/contents?type=nonsense`)).statusCode).toBe(400);
  });

  it('pages by keyset within the limit bounds', async () => {
    const first = (await get(`/${SITE}/contents?limit=2`)).json();
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([ids.newest, ids.middle]);
    const second = (await get(`/${SITE}/contents?limit=2&after=${first.next}`)).json();
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([ids.oldest]);
    expect(second.next).toBeNull();
    for (const limit of ['0', '51', '-1', 'abc', '1000']) expect((await get(`/${SITE}/contents?limit=${limit}`)).statusCode).toBe(400);
    expect((await get(`/${SITE}/contents?limit=50`)).statusCode).toBe(200);
    expect((await get(`/${SITE}/contents?after=bm90LWEtY3Vyc29y`)).statusCode).toBe(400);
  });

  it('serves one item with its text and images with captions', async () => {
    const response = await get(`/${SITE}/contents/${ids.middle}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.middle,
      text: '<p>middle metin</p>',
      images: [{ path: 'images/2026/11/gallery.jpg', width: 1600, height: 900, caption: 'Bir fotoğraf' }],
    });
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
