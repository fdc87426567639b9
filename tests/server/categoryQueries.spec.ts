import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../resources/category.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Categories beyond the generic suite: the hierarchy derived from the parent, and the spec's extra
 * queries subCategories, mainCategories and allCategories answering with the Category summary.
 */
const SITE = '4';
const resource = categories;
const SUMMARY = 'id hierarchy contentTypes isApproved displayName name parentId';
const [MAIN, SUB] = [1, 2];
const NEWS = 0;
const VIDEO = 1;

interface Summary {
  id: string;
  hierarchy: number;
  contentTypes: number[];
  isApproved: boolean;
  displayName: string;
  name: string;
  parentId: string | null;
}

describe.each(testDatabaseKinds())('categories on %s', (database) => {
  let server: TestApp;
  let token: string;
  const ids: Record<string, string> = {};
  const calls = (siteId = SITE) => resourceCalls(server.yoga, resource, { token, siteId, language: 'en' });

  async function create(key: string, values: Record<string, unknown>, siteId = SITE) {
    const saved = await calls(siteId).save({ linkName: `category-${key}`, name: `Category ${key}`, ...values });
    expect(saved.errors).toBeUndefined();
    ids[key] = saved.data!.saveCategory.id;
    return saved.data!.saveCategory;
  }

  const query = async (text: string, variables: Record<string, unknown> = {}, options: { token?: string } = {}) =>
    graphqlCall<Record<string, Summary[]>>(server.yoga, text, { token: options.token ?? token, siteId: SITE, variables });
  const idsOf = (summaries: Summary[] | undefined) => (summaries ?? []).map((summary) => summary.id).sort();
  const sorted = (...keys: string[]) => keys.map((key) => ids[key]).sort();

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
    await create('news', { contentTypes: [NEWS], order: 1, displayName: 'News desk' });
    await create('video', { contentTypes: [VIDEO], order: 2, isApproved: false });
    await create('politics', { parentId: ids.news, contentTypes: [NEWS], order: 3 });
    await create('economy', { parentId: ids.news, contentTypes: [NEWS, VIDEO], order: 4, isApproved: false });
    await create('clips', { parentId: ids.video, contentTypes: [VIDEO], order: 5 });
    await create('elsewhere', { contentTypes: [NEWS] }, '1');
  });
  afterAll(() => server?.stop());

  it('derives the hierarchy from the parent on every save', async () => {
    const news = (await calls().one(ids.news)).data!.category!;
    const politics = (await calls().one(ids.politics)).data!.category!;
    expect([news.hierarchy, politics.hierarchy]).toEqual([MAIN, SUB]);

    const promoted = await calls().save({ id: ids.politics, version: politics.version, parentId: null });
    expect(promoted.data!.saveCategory).toMatchObject({ parentId: null, hierarchy: MAIN });
    const demoted = await calls().save({ id: ids.politics, version: politics.version + 1, parentId: ids.news });
    expect(demoted.data!.saveCategory).toMatchObject({ parentId: ids.news, hierarchy: SUB });
  });

  it('refuses a category as its own parent, and a hierarchy sent by the client', async () => {
    const news = (await calls().one(ids.news)).data!.category!;
    const own = await calls().save({ id: ids.news, version: news.version, parentId: ids.news });
    expect(own.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { parentId: 'Please enter a valid Main category.' } });
    const sent = await calls().save({ linkName: 'category-sent', name: 'Sent', hierarchy: SUB });
    expect(sent.errors?.[0].message).toMatch(/hierarchy/);
  });

  it('takes as the link name only lower-case letters, digits and hyphens', async () => {
    const refused = await calls().save({ linkName: 'Spor Haberleri!', name: 'Spor Haberleri' });
    expect(refused.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { linkName: 'The Link name may only contain lower-case letters (a–z), digits and hyphens.' },
    });
    expect((await calls().list({ filter: { search: 'Spor Haberleri' } })).data?.categories).toEqual([]);
  });

  it('takes only a main category as the parent: two levels, never three', async () => {
    const underSub = await calls().save({ linkName: 'category-third', name: 'Third level', parentId: ids.clips });
    expect(underSub.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { parentId: 'Please enter a valid Main category.' } });
    const list = await calls().list({ filter: { search: 'Third level' } });
    expect(list.data?.categories).toEqual([]);
  });

  it('subCategories: every sub-category matching the filter, e.g. one content type, approved only', async () => {
    const response = await query(`query ($filter: CategoryFilter) { subCategories(filter: $filter) { ${SUMMARY} } }`, {
      filter: { contentTypes: [NEWS], isApproved: true },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.subCategories).toEqual([
      { id: ids.politics, hierarchy: SUB, contentTypes: [NEWS], isApproved: true, displayName: 'Category politics', name: 'Category politics', parentId: ids.news },
    ]);
    const all = await query(`{ subCategories { ${SUMMARY} } }`);
    expect(idsOf(all.data!.subCategories)).toEqual(sorted('politics', 'economy', 'clips'));
    const ofVideo = await query(`{ subCategories(filter: { parentId: ["${ids.video}"] }) { id } }`);
    expect(idsOf(ofVideo.data!.subCategories)).toEqual(sorted('clips'));
  });

  it('mainCategories: every main category, the filter may be empty; a hierarchy in the filter cannot widen it', async () => {
    const all = await query(`{ mainCategories { ${SUMMARY} } }`);
    expect(idsOf(all.data!.mainCategories)).toEqual(sorted('news', 'video'));
    expect(all.data!.mainCategories.find((summary) => summary.id === ids.news)).toMatchObject({ displayName: 'News desk', hierarchy: MAIN, parentId: null });
    const approved = await query(`{ mainCategories(filter: { isApproved: true, hierarchy: [${SUB}] }) { id } }`);
    expect(idsOf(approved.data!.mainCategories)).toEqual(sorted('news'));
  });

  it('allCategories: both levels of the request’s site, a page at a time in the declared order', async () => {
    const page = async (number: number) =>
      (await query(`query ($page: Int) { allCategories(page: $page, limit: 2, language: "en") { id } }`, { page: number })).data!.allCategories;
    const pages = [await page(1), await page(2), await page(3)];
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((summary) => summary.id)).toEqual(['news', 'video', 'politics', 'economy', 'clips'].map((key) => ids[key]));
    const filtered = await query(`{ allCategories(filter: { contentTypes: [${VIDEO}] }) { id } }`);
    expect(idsOf(filtered.data!.allCategories)).toEqual(sorted('video', 'economy', 'clips'));
    const refused = await query('{ allCategories(page: 0) { id } }');
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('needs category.view on the request’s site', async () => {
    const reader = await demoToken(server.baseUrl, 'reader');
    for (const field of ['subCategories', 'mainCategories', 'allCategories']) {
      const response = await query(`{ ${field} { id } }`, {}, { token: reader });
      expect(response.errors?.[0].extensions?.code, field).toBe('FORBIDDEN');
    }
  });
});
