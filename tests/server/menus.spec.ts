import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPE, enumValue } from '../../resources/enums.ts';
import { MENU_RULE_MESSAGES } from '../../resources/messages/menu.ts';
import { brandsTable, menusTable } from '../../server/engine/resourceTables.ts';
import { ITEM_TYPE } from '../../server/menus/menuTargets.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { logQueries } from './support/queryLog.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Menus (server/menus/README.md): the tree's rules through saveMenu (tr and en, nothing written on a
 * refusal), a 1 000-item menu in one read, the items' flags, and the delivery API's route: approved
 * menus only as trees, category expansion, safe links, ETag/304 and no-cache, and the purges a menu
 * or category write makes. Purges across servers: deliveryCache.spec.ts.
 */
const SITE = '4';
const OTHER_SITE = '5';
const TOP = 1;
const END = 2;

interface Delivered {
  type: string;
  title?: string;
  url?: string;
  openInNewTab?: boolean;
  image?: { path: string; url: string } | null;
  children?: Delivered[];
}
interface DeliveredMenu {
  id: number;
  name: string;
  position: string;
  items: Delivered[];
}

const link = (key: string, extra: Record<string, unknown> = {}) => ({ key, type: ITEM_TYPE.link, title: `Bağlantı ${key}`, url: `/${key}`, ...extra });

describe.each(testDatabaseKinds())('menus on %s', (database) => {
  let server: TestApp;
  let token = '';
  const categories: Record<string, string> = {};
  const brands: Record<string, string> = {};
  const queries: string[] = [];
  /** The queries of the tables a menu's read and delivery use (the server's background work, such as the job runner's polling, aside). */
  const requestQueries = () => queries.filter((text) => /\b(from|into|update) "(sites|menus|categories|brands)"/i.test(text));

  const call = async <T,>(query: string, variables: Record<string, unknown> = {}, { siteId = SITE, language = 'en' } = {}) =>
    graphqlCall<Record<string, T>>(server.yoga, query, { token, siteId, language, variables });
  const must = async <T,>(query: string, variables: Record<string, unknown> = {}, options?: { siteId?: string; language?: string }) => {
    const answer = await call<T>(query, variables, options);
    if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data)[0]!;
  };
  const saveMenu = (input: Record<string, unknown>, options?: { siteId?: string; language?: string }) =>
    call<{ id: string; version: number }>('mutation ($input: MenuInput!) { saveMenu(input: $input) { id version } }', { input }, options);
  const savedMenu = async (input: Record<string, unknown>, options?: { siteId?: string }) => {
    const answer = await saveMenu(input, options);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data!.saveMenu!;
  };
  const saveCategory = (input: Record<string, unknown>) => must<{ id: string; version: number }>('mutation ($input: CategoryInput!) { saveCategory(input: $input) { id version } }', { input });
  const menuCount = async () => (await server.db.select({ n: count() }).from(menusTable))[0]!.n;
  const get = (route: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}/api/public/${route}`, { headers });
  async function delivered(route = `${SITE}/menus`): Promise<DeliveredMenu[]> {
    const response = await get(route);
    expect(response.status, route).toBe(200);
    return ((await response.json()) as { items: DeliveredMenu[] }).items;
  }
  const menuOf = async (id: string, route?: string) => (await delivered(route)).find((menu) => String(menu.id) === id);

  beforeAll(async () => {
    server = await startTestApp(database);
    token = await demoToken(server.baseUrl, 'admin');
    categories.spor = (await saveCategory({ name: 'Spor', linkName: 'spor', isApproved: true })).id;
    for (const [key, name] of [['futbol', 'Futbol'], ['basketbol', 'Basketbol'], ['voleybol', 'Voleybol'], ['tenis', 'Tenis']]) {
      categories[key] = (await saveCategory({ name, linkName: key, parentId: categories.spor, isApproved: key !== 'tenis' })).id;
    }
    categories.gizli = (await saveCategory({ name: 'Gizli', linkName: 'gizli', isApproved: false })).id;
    for (const [key, name] of [['acik', 'Açık Marka'], ['silinen', 'Silinen Marka']]) {
      brands[key] = (await must<{ id: string }>('mutation ($input: BrandInput!) { saveBrand(input: $input) { id } }', { input: { name, isApproved: true } })).id;
    }
    logQueries(server.db, queries);
  }, 60_000);
  afterAll(() => server?.stop());

  describe('the tree’s rules through saveMenu', () => {
    const refusals: [string, Record<string, unknown>, string | undefined][] = [
      ['a parent after its child (or a cycle)', { items: [link('a', { parentKey: 'b' }), link('b', { parentKey: 'a' })] }, 'menuItemParent'],
      ['an item under itself', { items: [link('a', { parentKey: 'a' })] }, 'menuItemParent'],
      ['nesting beyond maxDepth', { maxDepth: 2, items: [link('a'), link('b', { parentKey: 'a' }), link('c', { parentKey: 'b' })] }, 'menuDepth'],
      ['a repeated key', { items: [link('a'), link('a')] }, 'menuItemKey'],
      ['a link without url', { items: [link('a', { url: null })] }, undefined],
      ['a javascript: url', { items: [link('a', { url: 'javascript:alert(1)' })] }, undefined],
      ['a category item without its category', { items: [{ key: 'a', type: ITEM_TYPE.category }] }, undefined],
      // The engine's reference check reads a list's items too (server/engine/referenceChecks.ts).
      ['a category that does not exist', { items: [{ key: 'a', type: ITEM_TYPE.category, categoryId: '999999' }] }, undefined],
      ['a content type item without its title', { items: [{ key: 'a', type: ITEM_TYPE.contentType, contentType: enumValue(CONTENT_TYPE, 'news') }] }, undefined],
    ];
    it.each(refusals)('refuses %s in tr and en and writes nothing', async (_name, input, ruleKey) => {
      const before = await menuCount();
      const texts: Record<string, Record<string, string>> = {};
      for (const language of ['tr', 'en'] as const) {
        const answer = await saveMenu({ name: 'Kural', position: TOP, maxDepth: 3, ...input }, { language });
        expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
        texts[language] = (answer.errors![0]!.extensions as { fields: Record<string, string> }).fields;
        expect(Object.keys(texts[language]!).some((path) => path.startsWith('items'))).toBe(true);
      }
      expect(Object.values(texts.tr!)).not.toEqual(Object.values(texts.en!));
      if (ruleKey) {
        const pattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);
        expect(Object.values(texts.en!).some((text) => pattern(MENU_RULE_MESSAGES.en[ruleKey as 'menuDepth']).test(text))).toBe(true);
        expect(Object.values(texts.tr!).some((text) => pattern(MENU_RULE_MESSAGES.tr[ruleKey as 'menuDepth']).test(text))).toBe(true);
      }
      expect(await menuCount()).toBe(before);
    });
  });

  it('saves a 1 000-item menu, reads it back in one query and delivers it in a fixed number of queries', async () => {
    const items = Array.from({ length: 1000 }, (_, index) =>
      index % 10 === 0 ? link(`k${index}`) : link(`k${index}`, { parentKey: `k${index - (index % 10)}` }),
    );
    const { id } = await savedMenu({ name: 'Büyük menü', position: END, maxDepth: 2, items, isApproved: true });
    queries.length = 0;
    const read = await must<{ items: { key: string }[] }>('query ($id: ID!) { menu(id: $id) { id name items { key parentKey type title url } } }', { id });
    expect(read.items).toHaveLength(1000);
    expect(queries.filter((text) => /from "menus"/i.test(text))).toHaveLength(1);
    expect(requestQueries()).toHaveLength(1);

    await must('mutation { clearMenuCache { servers } }');
    queries.length = 0;
    const menu = await menuOf(id);
    expect(menu!.items).toHaveLength(100);
    expect(menu!.items[0]!.children).toHaveLength(9);
    const missQueries = requestQueries().length;
    expect(missQueries).toBeLessThanOrEqual(4);
    // A hit reads nothing.
    queries.length = 0;
    expect((await menuOf(id))!.items).toHaveLength(100);
    expect(requestQueries()).toHaveLength(0);
    // The same count for a small menu: the count does not follow the items.
    const small = await savedMenu({ name: 'Küçük', position: END, items: [link('x')], isApproved: true });
    queries.length = 0;
    expect((await menuOf(small.id))!.items).toHaveLength(1);
    expect(requestQueries()).toHaveLength(missQueries);
  });

  it('flags the items of an unapproved category and of a deleted brand, and the delivery leaves them out with their children', async () => {
    const items = [
      { key: 'gizli', type: ITEM_TYPE.category, categoryId: categories.gizli },
      link('altinda', { parentKey: 'gizli' }),
      { key: 'acik', type: ITEM_TYPE.brand, brandId: brands.acik },
      { key: 'silinen', type: ITEM_TYPE.brand, brandId: brands.silinen },
      link('kalan'),
    ];
    const { id } = await savedMenu({ name: 'Sorunlu', position: TOP, items, isApproved: true });
    await server.db.delete(brandsTable).where(eq(brandsTable.id!, Number(brands.silinen)));
    queries.length = 0;
    const list = await must<{ id: string; itemProblems: { key: string; problem: string }[] }[]>('{ menus(limit: 50) { id itemProblems { key problem } } }');
    expect(list.find((menu) => menu.id === id)!.itemProblems).toEqual([
      { key: 'gizli', problem: 'unapproved' },
      { key: 'silinen', problem: 'deleted' },
    ]);
    // The page's menus and one read of their targets.
    expect(queries.filter((text) => /from "(categories|brands)"/i.test(text))).toHaveLength(1);
    await must('mutation { clearMenuCache { servers } }');
    const menu = await menuOf(id);
    expect(menu!.items).toEqual([
      { type: 'brand', title: 'Açık Marka', url: `/brands/${brands.acik}`, openInNewTab: false, image: null, darkImage: null, children: [] },
      { type: 'link', title: 'Bağlantı kalan', url: '/kalan', openInNewTab: false, image: null, darkImage: null, children: [] },
    ]);
  });

  it('delivers approved menus only, by position, with categories expanded and safe links; other sites and unknown ones get none', async () => {
    const items = [
      { key: 'spor', type: ITEM_TYPE.category, categoryId: categories.spor, excludedCategoryIds: [categories.basketbol], image: 'images/2026/11/spor.png' },
      { key: 'spor-sig', type: ITEM_TYPE.category, categoryId: categories.spor, subCategoryDepth: 0 },
      { key: 'haber', type: ITEM_TYPE.contentType, contentType: enumValue(CONTENT_TYPE, 'news'), title: 'Haberler' },
      { key: 'ayrac', type: ITEM_TYPE.divider },
      { key: 'yazarlar', type: ITEM_TYPE.authors, title: 'Yazarlar' },
      { key: 'cizerler', parentKey: 'yazarlar', type: ITEM_TYPE.cartoonists, title: 'Çizerler' },
      link('dis', { url: 'https://example.com/a', openInNewTab: true }),
    ];
    const top = await savedMenu({ name: 'Açık üst', position: TOP, subCategoryDepth: 1, excludedCategoryIds: [categories.voleybol], items, isApproved: true });
    const hidden = await savedMenu({ name: 'Onaysız', position: TOP, items: [link('x')], isApproved: false });
    const elsewhere = await savedMenu({ name: 'Başka site', position: TOP, items: [link('x')], isApproved: true }, { siteId: OTHER_SITE });
    // A link stored unsafe (before the rule, or by hand) never goes out.
    const [unsafe] = await server.db
      .insert(menusTable)
      .values({ siteId: Number(SITE), name: 'Elle', position: TOP, isApproved: true, items: [link('js', { url: 'javascript:alert(1)' }), link('ok')] } as never)
      .returning();
    await must('mutation { clearMenuCache { servers } }');

    const menus = await delivered();
    const ids = menus.map((menu) => String(menu.id));
    expect(ids).toContain(top.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(elsewhere.id);
    const menu = menus.find((one) => String(one.id) === top.id)!;
    expect(menu.position).toBe('top');
    const [spor, sporAlone, haber, ayrac, yazarlar, dis] = menu.items;
    // Depth 1 from the menu; Basketbol excluded by the item, Voleybol by the menu, Tenis unapproved.
    expect(spor).toMatchObject({ type: 'category', title: 'Spor', url: '/spor', image: { path: 'images/2026/11/spor.png', url: `${server.baseUrl}/storage/files/images/2026/11/spor.png` } });
    expect(spor!.children!.map((child) => [child.title, child.url, child.children])).toEqual([['Futbol', '/futbol', []]]);
    expect(sporAlone).toMatchObject({ title: 'Spor', url: '/spor', children: [] });
    expect(haber).toMatchObject({ type: 'contentType', title: 'Haberler', url: '/news' });
    expect(ayrac).toEqual({ type: 'divider' });
    expect(yazarlar).toMatchObject({ type: 'authors', url: '/authors', children: [{ type: 'cartoonists', title: 'Çizerler', url: '/cartoonists' }] });
    expect(dis).toMatchObject({ type: 'link', url: 'https://example.com/a', openInNewTab: true });
    expect(menus.find((one) => one.id === unsafe!.id)!.items.map((item) => item.url)).toEqual(['/ok']);

    expect((await delivered(`${SITE}/menus?position=end`)).every((one) => one.position === 'end')).toBe(true);
    expect((await delivered(`${SITE}/menus?position=top`)).map((one) => String(one.id))).toContain(top.id);
    expect((await get(`${SITE}/menus?position=side`)).status).toBe(400);
    expect((await delivered(`${OTHER_SITE}/menus`)).map((one) => String(one.id))).toEqual([elsewhere.id]);
    expect((await get('999999/menus')).status).toBe(404);
    expect((await get('abc/menus')).status).toBe(404);
  });

  it('answers with an ETag, no-cache and a 304 when unchanged', async () => {
    const first = await get(`${SITE}/menus`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`${SITE}/menus`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('purges on a menu save and on a category rename: the next read shows the change', async () => {
    const { id, version } = await savedMenu({ name: 'Değişen', position: TOP, items: [{ key: 'c', type: ITEM_TYPE.category, categoryId: categories.futbol }], isApproved: true });
    const before = await get(`${SITE}/menus`);
    const etag = before.headers.get('etag')!;
    expect((await menuOf(id))!.items[0]!.title).toBe('Futbol');

    await savedMenu({ id, version, name: 'Değişti', position: TOP, items: [{ key: 'c', type: ITEM_TYPE.category, categoryId: categories.futbol }], isApproved: true });
    expect((await menuOf(id))!.name).toBe('Değişti');
    expect((await get(`${SITE}/menus`, { 'if-none-match': etag })).status).toBe(200);

    const category = await must<{ version: number }>('query ($id: ID!) { category(id: $id) { version } }', { id: categories.futbol });
    await saveCategory({ id: categories.futbol, version: category.version, name: 'Futbol Ligi', linkName: 'futbol', parentId: categories.spor, isApproved: true });
    expect((await menuOf(id))!.items[0]).toMatchObject({ title: 'Futbol Ligi', url: '/futbol' });

    const deleted = await must<{ version: number }>('query ($id: ID!) { menu(id: $id) { version } }', { id });
    await must('mutation ($id: ID!, $version: Int!) { deleteMenu(id: $id, version: $version) { id } }', { id, version: deleted.version });
    expect(await menuOf(id)).toBeUndefined();
  });

  it('answers clearMenuCache for one server without Redis', async () => {
    const answer = await must<{ clearedAt: string; servers: number }>('mutation { clearMenuCache { clearedAt servers } }');
    expect(answer.servers).toBe(1);
    expect(Number.isFinite(Date.parse(answer.clearedAt))).toBe(true);
  });
});
