import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { permissions } from '../../server/db/schema.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const [NEWS, CARTOON] = typeValues('news', 'cartoon');
const FIELDS = 'id title type status categoryId contentDate createdUserId updatedUserId cursor';

interface Row {
  id: string;
  title: string;
  type: number;
  status: number;
  categoryId: string;
  contentDate: string | null;
  createdUserId: string;
  updatedUserId: string | null;
  cursor: string;
}

const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];

describe.each(testDatabaseKinds())('the content list on %s', (database) => {
  let app: TestApp;
  let admin: string;
  let chief: string;
  let reader: string;
  let categoryId: string;
  let otherCategoryId: string;
  const base = Date.UTC(2026, 9, 1);
  const at = (minute: number) => new Date(base + minute * 60_000).toISOString();

  const call = <T,>(query: string, variables: Record<string, unknown>, token = admin) => graphqlCall<T>(app.yoga, query, { token, siteId: SITE, variables });
  const list = async (variables: Record<string, unknown>, token = admin) => {
    const result = await call<{ contents: Row[] }>(
      `query Contents($filter: ContentFilter, $page: Int, $limit: Int, $firstContentDate: String, $after: String) {
        contents(filter: $filter, page: $page, limit: $limit, firstContentDate: $firstContentDate, after: $after) { ${FIELDS} } }`,
      variables,
      token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.contents;
  };
  const titles = (rows: Row[]) => rows.map((row) => row.title);
  const save = async (input: Record<string, unknown>, token = admin) => {
    const result = await call<{ saveContent: Row }>(`mutation Save($input: ContentInput!) { saveContent(input: $input) { ${FIELDS} } }`, { input }, token);
    expect(result.errors).toBeUndefined();
    return result.data!.saveContent;
  };
  const news = (title: string, extra: Record<string, unknown> = {}) => ({
    type: NEWS,
    title,
    spot: `${title} özeti`,
    text: `<p>${title} metni</p>`,
    categoryId,
    coverImages: cover,
    ...extra,
  });
  const category = async (name: string, linkName: string) => {
    const result = await call<{ saveCategory: { id: string } }>('mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name, linkName, contentTypes: [NEWS, CARTOON], isApproved: true },
    });
    expect(result.errors).toBeUndefined();
    return result.data!.saveCategory.id;
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    // The reader's role may see news only: content.view and news.view, not cartoon.view.
    for (const [category, keyword] of [['content', 'view'], ['news', 'view']]) {
      const [row] = await app.db.select().from(permissions).where(and(eq(permissions.siteId, Number(SITE)), eq(permissions.category, category), eq(permissions.keyword, keyword)));
      await app.db.update(permissions).set({ roleIds: [...row!.roleIds, '4'] }).where(eq(permissions.id, row!.id));
    }
    app.lookups.invalidate();
    [admin, chief, reader] = await Promise.all([demoToken(app.baseUrl, 'admin'), demoToken(app.baseUrl, 'chief'), demoToken(app.baseUrl, 'reader')]);
    [categoryId, otherCategoryId] = [await category('Gündem', 'gundem'), await category('Spor', 'spor')];
    // News 1..30, one minute apart by content date: 30 is the newest.
    for (let n = 1; n <= 30; n++) await save(news(`Haber ${n}`, { contentDate: at(n) }));
  });
  afterAll(() => app?.stop());

  it('pages by content date then id with cursors; rows added meanwhile leave no gap and no duplicate', async () => {
    const first = await list({ limit: 10 });
    expect(titles(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Haber ${30 - i}`));
    const firstContentDate = first[0]!.contentDate;

    // A newer item and one with the same content date as the last shown row, added between two pages.
    await save(news('Yeni haber', { contentDate: at(40) }));
    await save(news('Aynı dakika', { contentDate: at(21) }));
    const second = await list({ limit: 10, firstContentDate, after: first.at(-1)!.cursor });
    expect(titles(second)).toEqual(Array.from({ length: 10 }, (_, i) => `Haber ${20 - i}`));
    const third = await list({ limit: 10, firstContentDate, after: second.at(-1)!.cursor });
    const fourth = await list({ limit: 10, firstContentDate, after: third.at(-1)!.cursor });
    expect(fourth).toEqual([]);
    const seen = [...first, ...second, ...third].map((row) => row.title);
    expect(new Set(seen).size).toBe(30);

    // Skipping a page counts the row added at 21 minutes; the newer one stays above the bound.
    const byPage = await list({ limit: 10, page: 2, firstContentDate });
    expect(titles(byPage)).toEqual(['Haber 21', ...titles(second).slice(0, 9)]);
  });

  it('lists items without a content date last, and pages through them', async () => {
    // Saves date every content; rows written before that (imports, other tools) may have none.
    const undated = [await save(news('Tarihsiz 1')), await save(news('Tarihsiz 2'))];
    await app.db.execute(sql`update contents set content_date = null where id in (${Number(undated[0].id)}, ${Number(undated[1].id)})`);
    const all = await list({ limit: 100 });
    expect(titles(all).slice(-2)).toEqual(['Tarihsiz 2', 'Tarihsiz 1']);
    const pages: Row[] = [];
    for (let after: string | undefined; ; ) {
      const page = await list({ limit: 7, after });
      pages.push(...page);
      if (page.length < 7) break;
      after = page.at(-1)!.cursor;
    }
    expect(titles(pages)).toEqual(titles(all));
    expect(all.slice(-2).map((row) => row.cursor)).toEqual([`.${undated[1].id}`, `.${undated[0].id}`]);
  });

  it('filters by type, category, status, editor and content date range', async () => {
    const sport = await save(news('Derbi', { categoryId: otherCategoryId, contentDate: at(100), status: 1 }), chief);
    const cartoon = await save({ type: CARTOON, title: 'Pazar karikatürü', categoryId, coverImages: cover, contentDate: at(101) });
    const ids = (rows: Row[]) => rows.map((row) => row.id);

    expect(ids(await list({ filter: { type: [CARTOON] } }))).toEqual([cartoon.id]);
    expect(ids(await list({ filter: { categoryId: [otherCategoryId] } }))).toEqual([sport.id]);
    expect(ids(await list({ filter: { status: [1] } }))).toEqual([sport.id]);
    expect(ids(await list({ filter: { editorId: [sport.createdUserId] } }))).toEqual([sport.id]);
    expect(ids(await list({ filter: { contentDateFrom: at(100), contentDateTo: at(100) } }))).toEqual([sport.id]);
    expect(ids(await list({ filter: { contentDateFrom: at(29), contentDateTo: at(30), type: [NEWS] } }))).toHaveLength(2);

    // The editor is who saved last: the administrator's update makes it theirs.
    const status = await call<{ saveContent: Row }>('mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
      input: { id: sport.id, version: 1, title: 'Derbi sonucu' },
    });
    expect(status.errors).toBeUndefined();
    expect(await list({ filter: { editorId: [sport.createdUserId] } })).toEqual([]);
    expect(ids(await list({ filter: { editorId: [cartoon.createdUserId], categoryId: [otherCategoryId] } }))).toEqual([sport.id]);
    // The chief no longer saved any content last: the editor choices are the administrator alone.
    const editors = await call<{ activeUsersOfContents: { id: string }[] }>('{ activeUsersOfContents { id name } }', {});
    expect(editors.data?.activeUsersOfContents.map((user) => user.id)).toEqual([cartoon.createdUserId]);
  });

  it('finds words whatever their case and Turkish letters, in the title, the spot and the text without its markup', async () => {
    const istanbul = await save(news("İSTANBUL'ların trafiği", { contentDate: at(200) }));
    const cagri = await save(news('Duyuru', { spot: 'Çağrı merkezi açıldı', contentDate: at(201) }));
    const isik = await save(news('Enerji', { text: '<p>Sokaklarda <strong>IŞIK</strong> yok</p>', contentDate: at(202) }));
    const found = async (search: string) => (await list({ filter: { search } })).map((row) => row.id);

    expect(await found('istanbul')).toEqual([istanbul.id]);
    expect(await found('İstanbul')).toEqual([istanbul.id]);
    expect(await found('cagri')).toEqual([cagri.id]);
    expect(await found('ÇAĞRI MERK')).toEqual([cagri.id]);
    expect(await found('ışık')).toEqual([isik.id]);
    expect(await found('isik sokak')).toEqual([isik.id]);
    expect(await found('strong')).toEqual([]);
    expect(await found('isik istanbul')).toEqual([]);
    expect(await found('  ')).toHaveLength(await list({ limit: 100 }).then((rows) => rows.length));

    // The stored text follows every save.
    await call('mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', { input: { id: cagri.id, version: 1, spot: 'Yeni hat' } });
    expect(await found('cagri')).toEqual([]);
    expect(await found('yeni hat')).toEqual([cagri.id]);
  });

  it('shows a user only the types they may view', async () => {
    const seen = await list({ limit: 200 }, reader);
    expect(seen.length).toBeGreaterThan(30);
    expect(new Set(seen.map((row) => row.type))).toEqual(new Set([NEWS]));
    expect(await list({ filter: { type: [CARTOON] } }, reader)).toEqual([]);
    expect((await list({ filter: { type: [CARTOON] } })).length).toBe(1);
  });

  it('shows each field a page asks for as the item itself shows it: string ids, ISO dates, covers with their crops', async () => {
    const wide = `id version siteId type status title spot categoryId tags contentDate publishDate isPublished showInHomepage allowReactions
      createdUserId createdDate updatedUserId updatedDate agencyUpdate { version }
      coverImages { isSelected image { path width height text crops { type path width height } } }`;
    const cropped = [{ ...cover[0]!, image: { ...cover[0]!.image, crops: [{ type: 'square', path: '/seed/cover-square.jpg', width: 800, height: 800 }] } }];
    const saved = await save(news('Geniş liste', { contentDate: at(300), publishDate: at(299), tags: ['Gündem'], coverImages: cropped }));
    const listed = await call<{ contents: Record<string, unknown>[] }>(`query L($filter: ContentFilter) { contents(filter: $filter) { ${wide} } }`, { filter: { ids: [saved.id] } });
    const one = await call<{ content: Record<string, unknown> }>(`query O($id: ID!) { content(id: $id) { ${wide} } }`, { id: saved.id });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.contents).toEqual([one.data!.content]);
    expect(one.data!.content).toMatchObject({ id: saved.id, siteId: SITE, categoryId, contentDate: at(300), publishDate: at(299), tags: ['Gündem'], agencyUpdate: null });
    expect(one.data!.content.coverImages).toEqual([{ isSelected: true, image: { ...cropped[0]!.image, crops: [{ type: 'square', path: '/seed/cover-square.jpg', width: 800, height: 800 }] } }]);
  });

  it('refuses a cursor that is not one', async () => {
    const result = await call<{ contents: Row[] }>('query { contents(after: "nope") { id } }', {});
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
