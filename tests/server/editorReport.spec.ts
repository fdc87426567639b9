import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeValues } from '../../resources/contentTypes.ts';
import { users } from '../../server/db/schema.ts';
import { reportStatement, type EditorReport } from '../../server/editorReport/editorReport.ts';
import { contentsTable } from '../../server/engine/resourceTables.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, type CallOptions } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** Drizzle's logger interface, on the session every query of `app.db` is prepared with. */
type Session = { logger: { logQuery(query: string, params: unknown[]): void } };

const SITE = 4;
const [NEWS, VIDEO, GALLERY, COLUMN, CARTOON, PODCAST] = typeValues('news', 'video', 'photoGallery', 'column', 'cartoon', 'podcast') as number[];
const FROM = '2026-03-01T00:00:00.000Z';
const TO = '2026-03-07T23:59:59.999Z';
const REPORT = `query Report($filter: EditorContentReportFilter!) {
  editorContentReport(filter: $filter) {
    rows { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }
    totals { editorId editorName contentCount newsWorthyCount total byType { type count newsWorthyCount } }
  }
}`;

interface Report {
  editorContentReport: EditorReport;
}

/** Issue 31: the editor content report's figures against a fixture counted by hand, its permission and its range. */
describe.each(testDatabaseKinds())('the editor content report on %s', (database) => {
  let server: TestApp;
  let chief: CallOptions;
  let chiefId: number;
  let editorId: number;
  let caglaId: number;
  const queries: string[] = [];

  const report = (options: CallOptions, filter: Record<string, unknown>) => graphqlCall<Report>(server.yoga, REPORT, { ...options, variables: { filter } });
  const idOf = async (email: string) => (await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    server = await startTestApp(database);
    chief = { token: await demoToken(server.baseUrl, 'chief'), siteId: String(SITE), language: 'en' };
    chiefId = await idOf('chief@newsroom.example');
    editorId = await idOf('editor@newsroom.example');
    const [cagla] = await server.db.insert(users).values({ name: 'Çağla Öztürk', username: 'cagla', email: 'cagla@newsroom.example', isApproved: true, sites: ['4'], roles: ['2'] }).returning();
    caglaId = cagla!.id;

    // The fixture: who created what, when, where. `null` creator: the server's own (the seed).
    const at = (iso: string) => new Date(iso);
    const inRange = at('2026-03-04T10:00:00.000Z');
    const content = (createdUserId: number | null, type: number, isNewsWorthy: boolean, createdDate = inRange, siteId = SITE) => ({
      siteId, type, status: 2, title: 'Rapor örneği', isNewsWorthy, createdUserId, createdDate,
    });
    await server.db.insert(contentsTable).values([
      // The chief: news ×5 (2 news-worthy), a news-worthy video, a column → 4 + 3 = 7.
      content(chiefId, NEWS, true), content(chiefId, NEWS, true), content(chiefId, NEWS, false), content(chiefId, NEWS, false), content(chiefId, NEWS, false),
      content(chiefId, VIDEO, true), content(chiefId, COLUMN, false),
      // Çağla: news ×2, a news-worthy gallery, a cartoon → 3 + 1 = 4.
      content(caglaId, NEWS, false), content(caglaId, NEWS, false), content(caglaId, GALLERY, true), content(caglaId, CARTOON, false),
      // The editor: one news at each end of the range, both included → 2.
      content(editorId, NEWS, false, at(FROM)), content(editorId, NEWS, false, at(TO)),
      // The server's own podcast → 1.
      content(null, PODCAST, false),
      // Left out: a moment before and after the range, and in range on other sites.
      content(chiefId, NEWS, true, at('2026-02-28T23:59:59.999Z')), content(caglaId, NEWS, false, at('2026-03-08T00:00:00.000Z')),
      content(chiefId, NEWS, true, inRange, 1), content(editorId, VIDEO, false, inRange, 5),
    ]);
    const session = (server.db as unknown as { session: Session }).session;
    const logger = session.logger;
    session.logger = { logQuery: (query, params) => (queries.push(query), logger.logQuery(query, params)) };
  });
  afterAll(() => server?.stop());

  it('counts per creator the contents created on the site in the range, news-worthy apart, by type, in one statement', async () => {
    queries.length = 0;
    const answer = await report(chief, { createdDateFrom: FROM, createdDateTo: TO });
    expect(answer.errors).toBeUndefined();
    const { rows, totals } = answer.data!.editorContentReport;
    expect(rows).toEqual([
      {
        editorId: chiefId, editorName: 'Cem Şef', contentCount: 4, newsWorthyCount: 3, total: 7,
        byType: [{ type: NEWS, count: 5, newsWorthyCount: 2 }, { type: VIDEO, count: 1, newsWorthyCount: 1 }, { type: COLUMN, count: 1, newsWorthyCount: 0 }].sort((a, b) => a.type - b.type),
      },
      {
        editorId: caglaId, editorName: 'Çağla Öztürk', contentCount: 3, newsWorthyCount: 1, total: 4,
        byType: [{ type: NEWS, count: 2, newsWorthyCount: 0 }, { type: GALLERY, count: 1, newsWorthyCount: 1 }, { type: CARTOON, count: 1, newsWorthyCount: 0 }].sort((a, b) => a.type - b.type),
      },
      { editorId, editorName: 'Elif Editör', contentCount: 2, newsWorthyCount: 0, total: 2, byType: [{ type: NEWS, count: 2, newsWorthyCount: 0 }] },
      { editorId: 0, editorName: 'System', contentCount: 1, newsWorthyCount: 0, total: 1, byType: [{ type: PODCAST, count: 1, newsWorthyCount: 0 }] },
    ]);
    expect(totals).toEqual({
      editorId: 0, editorName: '', contentCount: 10, newsWorthyCount: 4, total: 14,
      byType: [
        { type: NEWS, count: 9, newsWorthyCount: 2 }, { type: VIDEO, count: 1, newsWorthyCount: 1 }, { type: GALLERY, count: 1, newsWorthyCount: 1 },
        { type: COLUMN, count: 1, newsWorthyCount: 0 }, { type: CARTOON, count: 1, newsWorthyCount: 0 }, { type: PODCAST, count: 1, newsWorthyCount: 0 },
      ].sort((a, b) => a.type - b.type),
    });
    expect(queries.filter((query) => query.includes('contents'))).toHaveLength(1);
  });

  it('keeps to the types asked for; an empty list asks for every type', async () => {
    const answer = await report(chief, { createdDateFrom: FROM, createdDateTo: TO, types: [NEWS, VIDEO] });
    expect(answer.errors).toBeUndefined();
    const { rows, totals } = answer.data!.editorContentReport;
    expect(rows.map(({ editorId: id, contentCount, newsWorthyCount, total }) => ({ id, contentCount, newsWorthyCount, total }))).toEqual([
      { id: chiefId, contentCount: 3, newsWorthyCount: 3, total: 6 },
      { id: caglaId, contentCount: 2, newsWorthyCount: 0, total: 2 },
      { id: editorId, contentCount: 2, newsWorthyCount: 0, total: 2 },
    ]);
    expect(totals).toMatchObject({ contentCount: 7, newsWorthyCount: 3, total: 10 });
    const every = await report(chief, { createdDateFrom: FROM, createdDateTo: TO, types: [] });
    expect(every.data!.editorContentReport.totals.total).toBe(14);
  });

  it('names the server’s own contents in the request’s language', async () => {
    const answer = await report({ ...chief, language: 'tr' }, { createdDateFrom: FROM, createdDateTo: TO });
    expect(answer.data!.editorContentReport.rows.at(-1)).toMatchObject({ editorId: 0, editorName: 'Sistem' });
  });

  it('counts a content saved through the API under the editor who saved it', async () => {
    const references = await contentReferences(server.yoga, chief);
    const saved = await contentCalls(server.yoga, chief).save(contentInput('news', references, { isNewsWorthy: true }));
    expect(saved.errors).toBeUndefined();
    const now = Date.now();
    const answer = await report(chief, { createdDateFrom: new Date(now - 3_600_000).toISOString(), createdDateTo: new Date(now + 3_600_000).toISOString() });
    expect(answer.data!.editorContentReport.rows).toEqual([
      { editorId: chiefId, editorName: 'Cem Şef', contentCount: 0, newsWorthyCount: 1, total: 1, byType: [{ type: NEWS, count: 1, newsWorthyCount: 1 }] },
    ]);
  });

  it('is refused without editorContentReport.view on the site', async () => {
    const editor = { token: await demoToken(server.baseUrl, 'editor'), siteId: String(SITE), language: 'en' };
    const refused = await report(editor, { createdDateFrom: FROM, createdDateTo: TO });
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', needs: ['editorContentReport.view'] });
    // The chief's sites are 1, 4 and 5: not 2.
    const otherSite = await report({ ...chief, siteId: '2' }, { createdDateFrom: FROM, createdDateTo: TO });
    expect(otherSite.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await report({ siteId: String(SITE) }, { createdDateFrom: FROM, createdDateTo: TO });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a range that ends before it starts or spans more than 366 days, in the request’s language', async () => {
    const reversed = await report(chief, { createdDateFrom: TO, createdDateTo: FROM });
    expect(reversed.errors?.[0]).toMatchObject({ message: 'The start date must be before the end date.', extensions: { code: 'BAD_USER_INPUT' } });
    const tooLong = await report({ ...chief, language: 'tr' }, { createdDateFrom: '2025-01-01T00:00:00.000Z', createdDateTo: '2026-01-03T00:00:00.000Z' });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'Rapor en çok 366 günü kapsar: daha kısa bir aralık seçin.', extensions: { code: 'BAD_USER_INPUT', maxDays: 366 } });
    // A leap year's every day, from the first's start to the last's end, is the longest range.
    const leapYear = await report(chief, { createdDateFrom: '2028-01-01T00:00:00.000Z', createdDateTo: '2028-12-31T23:59:59.999Z' });
    expect(leapYear.errors).toBeUndefined();
    const notADate = await report(chief, { createdDateFrom: 'yesterday', createdDateTo: TO });
    expect(notADate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.skipIf(database !== 'postgres')('reads the contents index alone for the range, on PostgreSQL', async () => {
    await server.db.execute(sql`
      INSERT INTO contents (site_id, type, status, title, is_news_worthy, created_user_id, created_date)
      SELECT 3 + g % 3, g % 9, 2, 'Dolgu', g % 4 = 0, ${chiefId}, timestamptz '2026-01-01' + g * interval '1 minute'
      FROM generate_series(1, 30000) AS g`);
    await server.db.execute(sql`VACUUM ANALYZE contents`);
    const statement = reportStatement(SITE, new Date('2026-01-05T00:00:00.000Z'), new Date('2026-01-08T00:00:00.000Z'), null);
    const result = (await server.db.execute(sql`EXPLAIN ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan, plan).toMatch(/Index Only Scan using contents_site_id_created_date_created_user_id_type_is__eb1c74bd/);
    expect(plan, plan).not.toMatch(/Seq Scan on contents/);
  });
});
