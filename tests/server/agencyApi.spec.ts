import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyContents } from '../../server/db/agencyTables.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const FIELDS = 'id agencyContentId title priority agencyCategoryName types hasItBeenUsed isInappropriate status createdDate version cursor agency { id name }';

interface Row {
  id: string;
  agencyContentId: string;
  title: string;
  priority: number;
  agencyCategoryName: string | null;
  types: string[];
  hasItBeenUsed: boolean;
  status: string;
  createdDate: string;
  version: number;
  cursor: string;
  agency: { id: string; name: string };
}

function item(n: number, overrides: Partial<WireItem> = {}): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid: `urn:api:${n}`, version: 1, agencyName: n % 2 ? 'Odd Wire' : 'Even Wire',
    title: `Item ${n}`, spot: '', content: '', city: null, country: null, tags: [], types: [n % 3 === 0 ? 'photo-gallery' : 'news'],
    priority: n % 4 === 0 ? 1 : 5, agencyCategoryName: n % 5 === 0 ? 'Sport' : 'Economy', author: null, source: null,
    createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [], ...overrides,
  };
}

describe.each(testDatabaseKinds())('the agency API on %s', (database) => {
  let app: TestApp;
  let admin: string;
  let agencyEditor: string;
  let reader: string;
  const base = Date.UTC(2026, 10, 1);

  const list = async (variables: Record<string, unknown>, token = admin) =>
    graphqlCall<{ agencyContents: Row[] }>(
      app.yoga,
      `query GetAgencyContents($filter: AgencyContentFilter, $page: Int, $limit: Int, $firstCreatedDate: String, $after: String) {
        agencyContents(filter: $filter, page: $page, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) { ${FIELDS} } }`,
      { token, siteId: SITE, variables },
    );
  const titles = (rows: Row[] | undefined) => (rows ?? []).map((row) => row.title);

  beforeAll(async () => {
    app = await startTestApp(database);
    [admin, agencyEditor, reader] = await Promise.all([demoToken(app.baseUrl, 'admin'), demoToken(app.baseUrl, 'agency'), demoToken(app.baseUrl, 'reader')]);
    // Items 1..30, one minute apart: item 30 is the newest.
    for (let n = 1; n <= 30; n++) await storeWireItems(app.db, [item(n)], { now: () => new Date(base + n * 60_000) });
  });
  afterAll(() => app?.stop());

  it('pages newest first by keyset; items that arrive later never shift the pages', async () => {
    const first = await list({ limit: 10 });
    expect(titles(first.data?.agencyContents)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${30 - i}`));
    const firstCreatedDate = first.data!.agencyContents[0]!.createdDate;

    await storeWireItems(app.db, [item(31), item(32)], { now: () => new Date(base + 31 * 60_000) });
    const second = await list({ limit: 10, firstCreatedDate, after: first.data!.agencyContents.at(-1)!.cursor });
    expect(titles(second.data?.agencyContents)).toEqual(Array.from({ length: 10 }, (_, i) => `Item ${20 - i}`));
    const byPage = await list({ limit: 10, page: 2, firstCreatedDate });
    expect(titles(byPage.data?.agencyContents)).toEqual(titles(second.data?.agencyContents));
    const last = await list({ limit: 10, page: 4, firstCreatedDate });
    expect(last.data?.agencyContents).toEqual([]);
  });

  it('filters by agency, category, content type, news type, used, date range and search, alone and combined', async () => {
    const agencies = await graphqlCall<{ agencies: { agencyId: string; name: string }[] }>(app.yoga, '{ agencies(page: 0, limit: 0) { agencyId name } }', { token: admin, siteId: SITE });
    const odd = agencies.data!.agencies.find((agency) => agency.name === 'Odd Wire')!.agencyId;
    const upTo30 = { firstCreatedDate: new Date(base + 30 * 60_000).toISOString(), limit: 50 };
    const count = async (filter: Record<string, unknown>) => (await list({ ...upTo30, filter })).data!.agencyContents.length;
    expect(await count({})).toBe(30);
    expect(await count({ agencyIds: [odd] })).toBe(15);
    expect(await count({ agencyCategories: ['Sport'] })).toBe(6);
    expect(await count({ contentTypes: ['photo-gallery'] })).toBe(10);
    // Urgency 1 on the wire reads as a flash (news type 2).
    expect(await count({ newsTypes: [2] })).toBe(7);
    expect(await count({ used: false })).toBe(30);
    expect(await count({ startDate: new Date(base + 10 * 60_000).toISOString(), endDate: new Date(base + 19 * 60_000).toISOString() })).toBe(10);
    expect(await count({ search: 'item 2' })).toBe(11);
    expect(await count({ agencyIds: [odd], agencyCategories: ['Sport'], contentTypes: ['photo-gallery'] })).toBe(1);
    const categories = await graphqlCall<{ agencyCategories: string[] }>(app.yoga, '{ agencyCategories }', { token: admin, siteId: SITE });
    expect(categories.data!.agencyCategories).toEqual(['Economy', 'Sport']);
  });

  it('changes a status once (true), then reports nothing changed (false)', async () => {
    const change = (status: string) =>
      graphqlCall<{ updateStatusToAgencyContent: boolean }>(app.yoga, 'mutation ($id: String!, $status: AgencyStatus!) { updateStatusToAgencyContent(agencyContentId: $id, status: $status) }', {
        token: admin,
        siteId: SITE,
        variables: { id: 'urn:api:1', status },
      });
    expect((await change('read')).data?.updateStatusToAgencyContent).toBe(true);
    expect((await change('read')).data?.updateStatusToAgencyContent).toBe(false);
    expect((await change('unknown')).errors?.[0]?.message).toMatch(/AgencyStatus/);
  });

  it('keeps an editor\'s edit over a newer wire version, and refuses an edit based on a stale version', async () => {
    const save = (input: Record<string, unknown>) =>
      graphqlCall<{ saveAgencyContent: Row }>(app.yoga, `mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { ${FIELDS} } }`, {
        token: admin,
        siteId: SITE,
        variables: { input },
      });
    const current = (await list({ filter: { search: 'Item 2' }, limit: 50 })).data!.agencyContents.find((row) => row.agencyContentId === 'urn:api:2')!;
    const saved = await save({ agencyContentId: 'urn:api:2', version: current.version, title: 'Edited title', hasItBeenUsed: true });
    expect(saved.data?.saveAgencyContent).toMatchObject({ title: 'Edited title', hasItBeenUsed: true, version: current.version + 1 });
    const stale = await save({ agencyContentId: 'urn:api:2', version: current.version, title: 'Lost?' });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    await storeWireItems(app.db, [item(2, { version: 2, title: 'Wire v2' })]);
    const used = await graphqlCall<{ hasAgencyContentBeenUsed: boolean; agencyContent: Row }>(app.yoga, `{ hasAgencyContentBeenUsed(agencyContentId: "urn:api:2") agencyContent(agencyContentId: "urn:api:2") { ${FIELDS} } }`, { token: admin, siteId: SITE });
    expect(used.data).toMatchObject({ hasAgencyContentBeenUsed: true, agencyContent: { title: 'Edited title' } });
  });

  it('archives an item with its images, refuses one without, and lists the archive by approval and creator', async () => {
    const archive = (input: Record<string, unknown>) =>
      graphqlCall<{ saveAgencyArchive: { id: string; title: string; isApproved: boolean; createdBy: { name: string } } }>(
        app.yoga,
        'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id title isApproved createdBy { name } } }',
        { token: admin, siteId: SITE, variables: { input }, language: 'en' },
      );
    const refused = await archive({ agencyContentId: 'urn:api:3', title: 'No picture', images: [] });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { images: 'Number of archive images must be 1 or more.' } });
    const saved = await archive({ agencyContentId: 'urn:api:3', title: 'With picture', images: [{ path: 'images/a.jpg', text: 'A' }], isApproved: false });
    expect(saved.data?.saveAgencyArchive).toMatchObject({ title: 'With picture', isApproved: false, createdBy: { name: 'Ada Yönetici' } });
    const listed = await graphqlCall<{ agencyArchives: { title: string }[]; activeUsersOfAgencyArchives: { name: string }[] }>(
      app.yoga,
      '{ agencyArchives(filter: { isApproved: false }) { title } activeUsersOfAgencyArchives { name } }',
      { token: admin, siteId: SITE },
    );
    expect(listed.data).toEqual({ agencyArchives: [{ title: 'With picture' }], activeUsersOfAgencyArchives: [{ name: 'Ada Yönetici' }] });
    const item3 = await graphqlCall<{ hasAgencyContentBeenUsed: boolean }>(app.yoga, '{ hasAgencyContentBeenUsed(agencyContentId: "urn:api:3") }', { token: admin, siteId: SITE });
    expect(item3.data?.hasAgencyContentBeenUsed).toBe(true);
  });

  it('refuses an agency body nested past the limit before reading it', async () => {
    const current = (await list({ filter: { search: 'Item 4' }, limit: 50 })).data!.agencyContents.find((row) => row.agencyContentId === 'urn:api:4')!;
    const refused = await graphqlCall<{ saveAgencyContent: { content: string } }>(
      app.yoga,
      'mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { content } }',
      { token: admin, siteId: SITE, language: 'en', variables: { input: { agencyContentId: 'urn:api:4', version: current.version, content: '<blockquote>'.repeat(50_000) } } },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { content: 'The Content nests too deeply: at most 64 levels are allowed.' } });
    const archived = await graphqlCall(app.yoga, 'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { id } }', {
      token: admin,
      siteId: SITE,
      language: 'en',
      variables: { input: { title: 'Deep', content: '<ul><li>'.repeat(5_000), images: [{ path: 'images/a.jpg', text: 'A' }] } },
    });
    expect(archived.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { content: 'The Content nests too deeply: at most 64 levels are allowed.' } });
  });

  it('stores an editor’s or an archive’s body as simple HTML: no script, handler or javascript: link survives', async () => {
    const hostile =
      '<p onclick="steal()">Hi <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">there</a> ' +
      '<a href="https://example.com/a" target="_blank" onmouseover="x()">link</a></p><iframe src="https://evil.example"></iframe><style>p{}</style><h2 style="color:red">Head</h2>';
    const clean = '<p>Hi there <a href="https://example.com/a">link</a></p><h2>Head</h2>';
    const current = (await list({ filter: { search: 'Item 4' }, limit: 50 })).data!.agencyContents.find((row) => row.agencyContentId === 'urn:api:4')!;
    const saved = await graphqlCall<{ saveAgencyContent: { content: string } }>(
      app.yoga,
      'mutation ($input: AgencyContentInput!) { saveAgencyContent(input: $input) { content } }',
      { token: admin, siteId: SITE, variables: { input: { agencyContentId: 'urn:api:4', version: current.version, content: hostile } } },
    );
    expect(saved.data?.saveAgencyContent.content).toBe(clean);
    const read = await graphqlCall<{ agencyContent: { content: string } }>(app.yoga, '{ agencyContent(agencyContentId: "urn:api:4") { content } }', { token: admin, siteId: SITE });
    expect(read.data?.agencyContent.content).toBe(clean);

    const archived = await graphqlCall<{ saveAgencyArchive: { content: string } }>(
      app.yoga,
      'mutation ($input: AgencyArchiveInput!) { saveAgencyArchive(input: $input) { content } }',
      { token: admin, siteId: SITE, variables: { input: { agencyContentId: 'urn:api:4', title: 'Hostile', content: hostile, images: [{ path: 'images/b.jpg', text: 'B' }] } } },
    );
    expect(archived.data?.saveAgencyArchive.content).toBe(clean);
  });

  it('lets the agency-only editor read the desk but not change it or read the archive; the reader gets nothing', async () => {
    expect((await list({ limit: 1 }, agencyEditor)).data?.agencyContents).toHaveLength(1);
    const status = await graphqlCall(app.yoga, 'mutation { updateStatusToAgencyContent(agencyContentId: "urn:api:4", status: done) }', { token: agencyEditor, siteId: SITE });
    expect(status.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const archive = await graphqlCall(app.yoga, '{ agencyArchives { id } }', { token: agencyEditor, siteId: SITE });
    expect(archive.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await list({ limit: 1 }, reader)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await app.db.$count(agencyContents)).toBeGreaterThan(0);
  });
});
