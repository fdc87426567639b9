import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { typeValues } from '../../resources/contentTypes.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import { captureQueries, cloneDatabase, plansOf, seededTemplate } from './contentPaging.ts';
import { serverTimingMs, timeAlternating, type PageCall } from './leanPage.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const SITE = '4';
const RUNS = 60;
const GOAL = '≤ 2';
/** The 30 days before the last seeded content (P8's contents run back from 2026-11-20, one each 30 seconds). */
const FROM = '2026-10-21T00:00:00.000Z';
const TO = '2026-11-19T23:59:59.999Z';
/** A newsroom's editors beside the demo accounts. */
const EDITORS = 24;

/**
 * P8's million contents were all created by one user and none is news-worthy: in and around the
 * report's window they are spread over the demo users and EDITORS more (by id), and one news, video
 * or gallery item in five is news-worthy; then VACUUM ANALYZE, as autovacuum leaves a table.
 */
async function spreadCreators(app: TestApp): Promise<void> {
  await app.db.execute(sql`
    INSERT INTO users (name, username, email, is_approved, sites, roles)
    SELECT 'Editör ' || g, 'bench-editor-' || g, 'bench-editor-' || g || '@newsroom.example', true, ARRAY['4'], ARRAY['2']
    FROM generate_series(1, ${EDITORS}) AS g`);
  const newsWorthyTypes = `{${typeValues('news', 'video', 'photoGallery').join(',')}}`;
  await app.db.execute(sql`
    WITH editors AS (SELECT array_agg(id ORDER BY id) AS ids FROM users)
    UPDATE contents SET
      created_user_id = editors.ids[1 + contents.id % array_length(editors.ids, 1)],
      is_news_worthy = contents.type = ANY(${newsWorthyTypes}::int[]) AND contents.id % 5 = 0
    FROM editors
    WHERE contents.created_date >= ${FROM}::timestamptz - interval '2 days' AND contents.created_date <= ${TO}::timestamptz + interval '2 days'`);
  await app.db.execute(sql`VACUUM ANALYZE contents`);
}

/** The report as the admin asks it: its persisted GetEditorContentReport by hash through the Fastify route (the lean path), its rows counted. */
function reportCall(app: TestApp, token: string, payload: string): () => Promise<PageCall & { total: number }> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: SITE };
  return async () => {
    const response = await app.app.inject({ method: 'POST', url: '/graphql', headers, payload });
    const report = response.json<{ data?: { editorContentReport?: { rows: unknown[]; totals: { total: number } } } }>().data?.editorContentReport;
    if (!report) throw new Error(`P16: ${response.body}`);
    return { rows: report.rows.length, total: report.totals.total, serverMs: serverTimingMs(response.headers['server-timing']) };
  };
}

/**
 * P16 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a copy of P8's kept database of a
 * million contents): the editor content report for 30 days (about 86 000 contents of the site, over
 * 31 creators) through GraphQL as the admin asks it, on the server's own time (Server-Timing) ÷ the
 * statement the server sent for it, captured from the pool and run directly on the same pool.
 * Alternating runs after the warm-up, medians; the statement's EXPLAIN ANALYZE is printed.
 */
export async function measureEditorReport(distDir: string): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    return [{ id: 'P16', measure: 'editor content report (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: GOAL, pass: null }];
  }
  const template = await seededTemplate(url, distDir);
  const scratch = await cloneDatabase(url, template);
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000, distDir, databaseUrl: scratch.url });
  try {
    await spreadCreators(app);
    const token = await demoToken(app.baseUrl, 'admin');
    const call = reportCall(app, token, persistedRequestBody(distDir, 'GetEditorContentReport', { filter: { createdDateFrom: FROM, createdDateTo: TO } }));
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    let answer = { rows: 0, total: 0 };
    const statements = (await captureQueries(pool, undefined, async () => (answer = await call()))).filter(({ config }) => /FROM "contents"/.test(config.text));
    if (statements.length !== 1 || answer.rows === 0) throw new Error(`P16: ${statements.length} statement(s) on contents captured, ${answer.rows} rows`);
    // The answer counts what the statement counts.
    const direct = async () => (await pool.query<{ content_count: number; news_worthy_count: number }>(statements[0]!.config, statements[0]!.values)).rows;
    const counted = (await direct()).reduce((sum, row) => sum + row.content_count + row.news_worthy_count, 0);
    if (counted !== answer.total) throw new Error(`P16: the report's total ${answer.total} ≠ the statement's ${counted}`);
    const times = await timeAlternating(call, direct, RUNS);
    const plan = await plansOf(pool, statements, 'contents');
    const [server, roundTrip, sqlMs] = [median(times.server), median(times.roundTrip), median(times.direct)];
    console.log(
      `P16: ${answer.rows} editors, ${answer.total.toLocaleString('en')} contents; server ${server.toFixed(2)} ms (p95 ${p95(times.server).toFixed(2)}), ` +
        `round trip ${roundTrip.toFixed(2)} ms, SQL ${sqlMs.toFixed(2)} ms (p95 ${p95(times.direct).toFixed(2)})\n${plan.lines.join('\n')}`,
    );
    const ratio = server / sqlMs;
    return [
      {
        id: 'P16',
        measure: `editor content report, 30 days (${answer.total.toLocaleString('en')} of 1M contents, ${answer.rows} editors) via GraphQL (server's own time) ÷ its SQL${plan.scansOrSorts ? '; Seq Scan or Sort in the plan' : ''}`,
        figure: `${server.toFixed(2)} ms (round trip ${roundTrip.toFixed(2)} ms)`,
        baseline: `${sqlMs.toFixed(2)} ms`,
        ratio,
        goal: GOAL,
        pass: ratio <= 2,
      },
    ];
  } finally {
    await app.stop();
    await scratch.drop();
  }
}
