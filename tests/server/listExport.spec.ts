import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { storeWireItems } from '../../server/ingest/storeWireItems.ts';
import type { WireItem } from '../../server/ingest/wireItem.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const SITE = '4';
const [NEWS, CARTOON] = typeValues('news', 'cartoon');
const MANY = 1_100;

function item(n: number, overrides: Partial<WireItem> = {}): WireItem {
  return {
    format: 'ninjs-3', kind: 'text', guid: `urn:export:${n}`, version: 1, agencyName: 'Anka Ajans',
    title: `Haber ${n}`, spot: '', content: '', city: null, country: null, tags: [], types: ['news'],
    priority: 5, agencyCategoryName: n % 10 === 0 ? 'Spor' : 'Ekonomi', author: null, source: null,
    createdDate: null, updatedDate: null, embargoUntil: null, pubStatus: 'usable', images: [], videos: [], ...overrides,
  };
}

describe.each(testDatabaseKinds())('the list export on %s', (database) => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  const base = Date.UTC(2026, 10, 1);

  const exportOf = (resource: string, query: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
    return fetch(`${app.baseUrl}/api/export/${resource}?${search}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), siteid: SITE, ...headers } });
  };
  // fetch's text() drops a byte order mark: the bytes are read as they came.
  const decoder = () => new TextDecoder('utf-8', { ignoreBOM: true });
  const rowsOf = async (response: Response) => {
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${response.status} ${decoder().decode(bytes)}`);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(decoder().decode(bytes).slice(1)) as string[][];
  };

  beforeAll(async () => {
    app = await startTestApp(database);
    for (const name of ['admin', 'reporter', 'reader', 'agency'] as const) tokens[name] = await demoToken(app.baseUrl, name);
    await storeWireItems(app.db, [item(1, { title: '=HYPERLINK("http://kötü.example","tıkla")' }), item(2, { title: 'Çağrı İğdır’da şölen: ğüşıöç ĞÜŞİÖÇ', spot: '@spot' })], {
      now: () => new Date(base),
    });
    const many = Array.from({ length: MANY - 2 }, (_, index) => item(index + 3));
    await storeWireItems(app.db, many, { now: () => new Date(base + 60_000) });

    const call = <T,>(query: string, variables: Record<string, unknown>) => graphqlCall<T>(app.yoga, query, { token: tokens.admin, siteId: SITE, variables });
    const category = await call<{ saveCategory: { id: string } }>('mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
      input: { name: 'Gündem', linkName: 'gundem-export', contentTypes: [NEWS, CARTOON], isApproved: true },
    });
    const cover = [{ isSelected: true, image: { path: '/seed/cover.jpg', width: 1280, height: 720, text: 'Kapak', crops: [] } }];
    for (const [type, title] of [[NEWS, '+90 Şişli haberi'], [CARTOON, 'Karikatür: Ölçü']] as const) {
      const saved = await call<{ saveContent: { id: string } }>('mutation S($input: ContentInput!) { saveContent(input: $input) { id } }', {
        input: { type, title, spot: `${title} özeti`, text: '<p>metin</p>', categoryId: category.data!.saveCategory.id, coverImages: cover },
      });
      expect(saved.errors).toBeUndefined();
    }
  });
  afterAll(() => app?.stop());

  it('refuses a caller without a token (401) and a role without the list\'s view permission (403, the query\'s message)', async () => {
    expect((await exportOf('agencyContents', {})).status).toBe(401);
    const refused = await exportOf('agencyContents', {}, tokens.reader);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('agency.view') });
    expect((await exportOf('contents', {}, tokens.agency)).status).toBe(403);
    expect((await exportOf('noSuchList', {}, tokens.admin)).status).toBe(404);
  });

  it('gives a reporter only the content types they may view, with the labels in the language asked', async () => {
    const response = await exportOf('contents', { columns: 'id,title,type' }, tokens.reporter, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(response.status).toBe(200);
    const [header, ...rows] = await rowsOf(response);
    expect(header).toEqual(['ID', 'Title', 'Spot', 'Content type']);
    expect(rows.map((row) => row[1])).toContain("'+90 Şişli haberi");
    expect(rows.map((row) => row[3])).not.toContain('Cartoon');
    expect(rows.every((row) => row[3] === 'News' || row[3] === 'Video')).toBe(true);

    const admin = await rowsOf(await exportOf('contents', { columns: 'title,type', filter: { type: [CARTOON] } }, tokens.admin));
    expect(admin).toEqual([
      ['Başlık', 'Spot', 'İçerik türü'],
      ['Karikatür: Ölçü', 'Karikatür: Ölçü özeti', 'Karikatür'],
    ]);
  });

  it('neutralises formula-like cells and keeps Turkish letters, as a file named after the list and the day', async () => {
    const response = await exportOf('agencyContents', { filter: { search: 'HYPERLINK' }, columns: 'title' }, tokens.agency);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="agencyContents-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = await rowsOf(response);
    expect(rows[0]).toEqual(['Ajans haber no', 'Başlık', 'Spot']);
    expect(rows.slice(1)).toEqual([['urn:export:1', `'=HYPERLINK("http://kötü.example","tıkla")`, '']]);

    const turkish = await rowsOf(await exportOf('agencyContents', { filter: { search: 'şölen' }, columns: 'title' }, tokens.agency));
    expect(turkish.slice(1)).toEqual([['urn:export:2', 'Çağrı İğdır’da şölen: ğüşıöç ĞÜŞİÖÇ', "'@spot"]]);
  });

  it('applies the screen\'s filter: a category of the desk, the other tabs\' choices left out', async () => {
    const rows = await rowsOf(await exportOf('agencyContents', { filter: { agencyCategories: ['Spor'], isApproved: true }, columns: 'title,category' }, tokens.admin));
    expect(rows.length - 1).toBe(MANY / 10);
    expect(new Set(rows.slice(1).map((row) => row[3]))).toEqual(new Set(['Spor']));
  });

  it('streams every row of a long list in batches, each once, newest first', async () => {
    const response = await exportOf('agencyContents', { columns: 'title' }, tokens.admin);
    expect(response.status).toBe(200);
    let chunks = 0;
    let text = '';
    const decoding = decoder();
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks += 1;
      text += decoding.decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    expect(text.startsWith('\uFEFFAjans haber no,')).toBe(true);
    const rows = parse(text.slice(1)) as string[][];
    const ids = rows.slice(1).map((row) => row[0]);
    expect(ids.length).toBe(MANY);
    expect(new Set(ids).size).toBe(MANY);
    expect(ids.at(-1)).toBe('urn:export:1');
  });

  it('exports a declared resource\'s list from its declaration, with its range filter', async () => {
    const rows = await rowsOf(await exportOf('categories', { filter: { name: 'Gündem' } }, tokens.admin, { language: 'en' }));
    expect(rows[0]).toContain('Name');
    expect(rows.slice(1).some((row) => row.includes('Gündem'))).toBe(true);
  });
});
