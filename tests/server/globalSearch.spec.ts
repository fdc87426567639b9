import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../resources/author.ts';
import { typeValues } from '../../resources/contentTypes.ts';
import { people } from '../../resources/person.ts';
import { agencies, agencyContents } from '../../server/db/schema.ts';
import { runWithTimeout } from '../../server/globalSearch/globalSearch.ts';
import { contentCalls, contentInput, contentReferences, referenceMaker, type ContentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { sampleInput } from './support/resourceSamples.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** The app bar's global search (server/globalSearch/README.md): folded words over every kind, permissions, sites, limits. */
const SITE = '4';
const OTHER_SITE = '1';
const SEARCH = `query Search($query: String!, $limit: Int) {
  globalSearch(query: $query, limit: $limit) { kind more failed hits { kind id title detail date resource contentType } }
}`;

type Account = 'admin' | 'editor' | 'agency' | 'reporter' | 'reader';
interface Group {
  kind: string;
  more: boolean;
  failed: boolean;
  hits: { kind: string; id: string; title: string; detail: string | null; date: string | null; resource: string; contentType: number | null }[];
}

describe.each(testDatabaseKinds())('global search on %s', (database) => {
  let server: TestApp;
  let references: ContentReferences;
  const tokens: Record<Account, string> = { admin: '', editor: '', agency: '', reporter: '', reader: '' };

  async function search(query: string, account: Account = 'admin', limit?: number, siteId = SITE) {
    const answer = await graphqlCall<{ globalSearch: Group[] }>(server.yoga, SEARCH, { token: tokens[account], siteId, variables: { query, limit } });
    expect(answer.errors).toBeUndefined();
    return answer.data!.globalSearch;
  }
  /** Each group's titles by kind. */
  const titles = (groups: Group[]) => Object.fromEntries(groups.map((group) => [group.kind, group.hits.map((hit) => hit.title)]));

  async function saveContent(type: 'news' | 'photoGallery', title: string, contentDate: string, siteId = SITE) {
    const refs = siteId === SITE ? references : await contentReferences(server.yoga, { token: tokens.admin, siteId });
    const saved = await contentCalls(server.yoga, { token: tokens.admin, siteId }).save(contentInput(type, refs, { title, contentDate }));
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveContent.id;
  }
  async function saveName(resource: typeof people | typeof authors, name: string, surname: string, siteId = SITE) {
    const options = { token: tokens.admin, siteId };
    const input = { ...(await sampleInput(resource, referenceMaker(server.yoga, options))), name, surname, nickName: null };
    const saved = await resourceCalls(server.yoga, resource, options).save(input);
    expect(saved.errors).toBeUndefined();
  }
  async function saveDraft(account: Account, title: string) {
    const answer = await graphqlCall(server.yoga, 'mutation ($input: ContentDraftInput!) { saveContentDraft(input: $input) { id } }', {
      token: tokens[account],
      siteId: SITE,
      variables: { input: { values: { type: typeValues('news')[0], title, spot: 'Taslak spotu' } } },
    });
    expect(answer.errors).toBeUndefined();
  }
  async function addMedia(text: string, siteId = SITE) {
    await server.db.execute(sql`INSERT INTO media_items (site_id, path, name, media_type, text) VALUES (${Number(siteId)}, ${`images/2026/11/${text.length}-${siteId}.jpg`}, ${'foto.jpg'}, 1, ${text})`);
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as Account[]) tokens[account] = await demoToken(server.baseUrl, account);
    references = await contentReferences(server.yoga, { token: tokens.admin, siteId: SITE });

    await saveContent('news', "İstanbul'da trafik durma noktasına geldi", '2026-11-20T08:00:00.000Z');
    await saveContent('photoGallery', 'İSTANBUL boğazında gün batımı', '2026-11-21T08:00:00.000Z');
    await saveContent('news', 'Çağrı merkezlerinde yeni dönem', '2026-11-19T08:00:00.000Z');
    await saveContent('news', 'İstanbul trafiği başka sitede', '2026-11-22T08:00:00.000Z', OTHER_SITE);
    await saveDraft('admin', 'İstanbul maratonu taslağı');
    await saveDraft('editor', 'İstanbul seçimi editörün taslağı');
    const [agency] = await server.db.insert(agencies).values({ name: 'Anka Ajans' }).returning();
    await server.db.insert(agencyContents).values([
      { agencyId: agency!.id, agencyContentId: 'urn:gs:1', title: "İSTANBUL'DA YAĞMUR UYARISI", spot: 'Meteoroloji uyardı' },
      { agencyId: agency!.id, agencyContentId: 'urn:gs:2', title: 'Ankara gündemi', spot: 'Çağrı heyeti toplandı' },
    ]);
    await addMedia('İstanbul Boğazı havadan');
    await addMedia('İstanbul siluet, başka site', OTHER_SITE);
    await saveName(people, 'Çağrı', 'Işık');
    await saveName(authors, 'ÇAĞRI', 'Öztürk');
    await saveName(people, 'Çağrı', 'Başkasitede', OTHER_SITE);
  });
  afterAll(() => server?.stop());

  it('finds every kind by folded words: ISTANBUL, istanbul and İstanbul alike, newest first, the caller’s own drafts only', async () => {
    const upper = await search('ISTANBUL');
    expect(upper.map((group) => group.kind)).toEqual(['CONTENT', 'DRAFT', 'AGENCY_ITEM', 'MEDIA', 'PERSON']);
    expect(titles(upper)).toEqual({
      CONTENT: ['İSTANBUL boğazında gün batımı', "İstanbul'da trafik durma noktasına geldi"],
      DRAFT: ['İstanbul maratonu taslağı'],
      AGENCY_ITEM: ["İSTANBUL'DA YAĞMUR UYARISI"],
      MEDIA: ['foto.jpg'],
      PERSON: [],
    });
    expect(upper.every((group) => !group.more && !group.failed)).toBe(true);
    expect(await search('istanbul')).toEqual(upper);
    expect(await search('İstanbul')).toEqual(upper);
    const [content] = upper;
    expect(content!.hits[0]).toMatchObject({ resource: 'contents', contentType: typeValues('photoGallery')[0], date: '2026-11-21T08:00:00.000Z' });
    expect(upper.find((group) => group.kind === 'AGENCY_ITEM')!.hits[0]).toMatchObject({ resource: 'agencyContents', detail: 'Anka Ajans' });
    expect(upper.find((group) => group.kind === 'MEDIA')!.hits[0]).toMatchObject({ resource: 'mediaItems', detail: 'İstanbul Boğazı havadan' });
  });

  it('folds the Turkish letters away: cagri finds Çağrı in contents, agency spots, persons and authors', async () => {
    const groups = await search('cagri');
    expect(titles(groups)).toMatchObject({
      CONTENT: ['Çağrı merkezlerinde yeni dönem'],
      AGENCY_ITEM: ['Ankara gündemi'],
      PERSON: expect.arrayContaining(['Çağrı Işık', 'ÇAĞRI Öztürk']),
    });
    expect(groups.find((group) => group.kind === 'PERSON')!.hits.map((hit) => hit.resource).sort()).toEqual(['authors', 'people']);
    expect(titles(await search('IŞIK çağ'))).toMatchObject({ PERSON: ['Çağrı Işık'] });
  });

  it('takes the last word as a prefix as it is typed, and every word must match', async () => {
    expect(titles(await search('istanbul traf'))).toMatchObject({ CONTENT: ["İstanbul'da trafik durma noktasına geldi"], DRAFT: [], AGENCY_ITEM: [] });
    expect(titles(await search('ista'))).toMatchObject({ CONTENT: ['İSTANBUL boğazında gün batımı', "İstanbul'da trafik durma noktasına geldi"] });
    expect(await search(' %% - ')).toEqual([]);
  });

  it('answers only the kinds and content types the role may read', async () => {
    const reporter = await search('istanbul', 'reporter');
    expect(reporter.map((group) => group.kind)).toEqual(['CONTENT', 'DRAFT', 'AGENCY_ITEM', 'MEDIA']);
    expect(titles(reporter).CONTENT).toEqual(["İstanbul'da trafik durma noktasına geldi"]);
    expect(titles(await search('istanbul', 'agency'))).toEqual({ AGENCY_ITEM: ["İSTANBUL'DA YAĞMUR UYARISI"] });
    expect(await search('istanbul', 'reader')).toEqual([]);
    expect(titles(await search('istanbul', 'editor')).DRAFT).toEqual(['İstanbul seçimi editörün taslağı']);
  });

  it('never shows another site’s rows, and refuses a site the caller is not on', async () => {
    const other = titles(await search('istanbul', 'admin', undefined, OTHER_SITE));
    expect(other).toMatchObject({ CONTENT: ['İstanbul trafiği başka sitede'], DRAFT: [], MEDIA: ['foto.jpg'], AGENCY_ITEM: ["İSTANBUL'DA YAĞMUR UYARISI"] });
    expect(titles(await search('başkasitede')).PERSON).toEqual([]);
    expect(titles(await search('trafiği')).CONTENT).toEqual([]);
    const refused = await graphqlCall(server.yoga, SEARCH, { token: tokens.agency, siteId: OTHER_SITE, variables: { query: 'istanbul' } });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
  });

  it('caps each group at the limit (5 by default, at most 20) and says when there is more', async () => {
    for (let day = 1; day <= 7; day++) await saveContent('news', `Derbi öncesi ${day}. gün`, `2026-10-0${day}T10:00:00.000Z`);
    const byDefault = (await search('derbi')).find((group) => group.kind === 'CONTENT')!;
    expect(byDefault.hits.map((hit) => hit.title)).toEqual([7, 6, 5, 4, 3].map((day) => `Derbi öncesi ${day}. gün`));
    expect(byDefault.more).toBe(true);
    const seven = (await search('derbi', 'admin', 7)).find((group) => group.kind === 'CONTENT')!;
    expect([seven.hits.length, seven.more]).toEqual([7, false]);
    const twenty = (await search('derbi', 'admin', 20)).find((group) => group.kind === 'CONTENT')!;
    expect([twenty.hits.length, twenty.more]).toEqual([7, false]);
    for (const limit of [0, 21]) {
      const refused = await graphqlCall(server.yoga, SEARCH, { token: tokens.admin, siteId: SITE, variables: { query: 'derbi', limit } });
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it.runIf(database === 'postgres')('cancels a kind’s statement that outruns its timeout', async () => {
    const error = (await runWithTimeout(server.db, sql`SELECT pg_sleep(2)`, 50).catch((failure: unknown) => failure)) as { cause?: { code?: string } };
    // 57014: query_canceled, PostgreSQL's answer to a statement past statement_timeout.
    expect(error.cause?.code).toBe('57014');
  });
});
