import { sql } from 'drizzle-orm';
import pg from 'pg';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import { cloneDatabase, plansOf, seededTemplate, WORDS_FUNCTION, type Captured } from './contentPaging.ts';
import { RARE_WORD } from './contentVocabulary.ts';
import { serverTimingMs } from './leanPage.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table.ts';
import { median, p95, SERVER_WARM_UP } from './timing.ts';

const SITE = '4';
const AGENCY_ITEMS = 1_000_000;
const RUNS = 100;
const GOAL = 'p95 ≤ 50 ms';

/** What an editor types into the box: a common word, two words, a word half typed, one without its Turkish letters, a rare one, nothing found. */
const QUERIES = ['Türkiye', 'istanbul trafik', 'ekon', 'cagri', RARE_WORD, 'qxwz'];

/**
 * A million agency items, one a minute back from 2026-11-20, titled and spotted with the content
 * bench's Turkish words (its `bench_words`), over five agencies; the search index is built after the
 * load, then VACUUM ANALYZE as autovacuum leaves a table.
 */
async function fillAgencyItems(app: TestApp): Promise<void> {
  const started = performance.now();
  await app.db.execute(sql`INSERT INTO agencies (name) SELECT 'Ajans ' || g FROM generate_series(1, 5) AS g`);
  await app.db.execute(WORDS_FUNCTION);
  const index = (await app.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'agency_contents_search'`)) as unknown as { rows: { indexdef: string }[] };
  await app.db.execute(sql`DROP INDEX agency_contents_search`);
  const half = AGENCY_ITEMS / 2;
  const load = (from: number, to: number) =>
    app.db.execute(sql`
      INSERT INTO agency_contents (agency_id, agency_content_id, title, spot, priority, created_date)
      SELECT (SELECT min(id) FROM agencies) + g % 5, 'urn:p21:' || g, initcap(bench_words(1)) || ' ' || bench_words(7), bench_words(15), 1 + g % 4,
             timestamptz '2026-11-20' - g * interval '1 minute'
      FROM generate_series(${from}::int, ${to}::int) AS g`);
  await Promise.all([load(1, half), load(half + 1, AGENCY_ITEMS)]);
  await app.db.execute(sql.raw(index.rows[0]!.indexdef));
  await app.db.execute(sql`DROP FUNCTION bench_words(int)`);
  await app.db.execute(sql`VACUUM ANALYZE`);
  console.log(`P21: ${AGENCY_ITEMS.toLocaleString('en')} agency items loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The kinds' statements `run` sends: each kind runs on a client of its own (a transaction), not through pool.query. */
async function captureSearchStatements(run: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown) {
    const text = typeof config === 'string' ? config : (config as pg.QueryConfig | undefined)?.text;
    if (text?.includes('to_tsquery')) captured.push({ config: typeof config === 'string' ? { text } : (config as pg.QueryConfig), values: values as unknown[] });
    return (original as (...args: unknown[]) => unknown).apply(this, [config, values]);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}

interface Measured {
  query: string;
  hits: number;
  /** Kinds that failed or ran out of time over the timed runs. */
  failed: number;
  server: number[];
  roundTrip: number[];
  /** The slowest kind's statement alone, run directly: the least a search can take. */
  slowestKind: number[];
}

/**
 * P21 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL): a copy of P8's kept million contents
 * and a million agency items; the app bar's search as the admin types it — its GlobalSearch by hash
 * through the `/graphql` route (the lean path), every kind the admin reads, five hits each — on the
 * server's own time (Server-Timing), p50 and p95 over alternating runs after the warm-up; beside it
 * the slowest kind's statement alone, captured and run directly on the same pool (the kinds run at
 * once, so a search takes at least that). Each statement's EXPLAIN ANALYZE is printed.
 */
export async function measureGlobalSearch(distDir: string): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return [{ id: 'P21', measure: 'global search (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: GOAL, pass: null }];
  const template = await seededTemplate(url, distDir);
  const scratch = await cloneDatabase(url, template);
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000, distDir, databaseUrl: scratch.url });
  try {
    await fillAgencyItems(app);
    const token = await demoToken(app.baseUrl, 'admin');
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const measured: Measured[] = [];
    for (const query of QUERIES) {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: SITE };
      const payload = persistedRequestBody(distDir, 'GlobalSearch', { query });
      // The search as the box asks it; a kind that failed or ran out of time is counted.
      const call = async () => {
        const response = await app.app.inject({ method: 'POST', url: '/graphql', headers, payload });
        const groups = response.json<{ data?: { globalSearch: { hits: unknown[]; failed: boolean }[] } }>().data?.globalSearch;
        if (!groups) throw new Error(`P21 "${query}": ${response.body}`);
        return { serverMs: serverTimingMs(response.headers['server-timing']), failed: groups.filter((group) => group.failed).length, hits: groups.reduce((sum, group) => sum + group.hits.length, 0) };
      };
      await call();
      const statements = await captureSearchStatements(call);
      if (statements.length !== 5) throw new Error(`P21 "${query}": ${statements.length} kind statements captured, 5 expected`);
      const runStatement = async ({ config, values }: Captured) => {
        const started = performance.now();
        await pool.query(config, values);
        return performance.now() - started;
      };
      for (let run = 0; run < SERVER_WARM_UP / 10; run++) await Promise.all([call(), ...statements.map(runStatement)]);
      const times: Measured = { query, hits: 0, failed: 0, server: [], roundTrip: [], slowestKind: [] };
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const { serverMs, failed, hits } = await call();
        times.failed += failed;
        times.hits = hits;
        times.roundTrip.push(performance.now() - started);
        times.server.push(serverMs);
        const kinds: number[] = [];
        for (const statement of statements) kinds.push(await runStatement(statement));
        times.slowestKind.push(Math.max(...kinds));
      }
      const plan = await plansOf(pool, statements);
      console.log(
        `P21 "${query}": ${times.hits} hits, ${times.failed} kinds out of time; server ${median(times.server).toFixed(2)} ms (p95 ${p95(times.server).toFixed(2)}), round trip ${median(times.roundTrip).toFixed(2)} ms ` +
          `(p95 ${p95(times.roundTrip).toFixed(2)}), slowest kind's SQL ${median(times.slowestKind).toFixed(2)} ms (p95 ${p95(times.slowestKind).toFixed(2)})\n${plan.lines.join('\n')}`,
      );
      measured.push(times);
    }
    const slowest = measured.reduce((a, b) => (p95(b.server) > p95(a.server) ? b : a));
    const failed = measured.reduce((sum, entry) => sum + entry.failed, 0);
    const server = median(slowest.server);
    const sqlMs = median(slowest.slowestKind);
    return [
      {
        id: 'P21',
        measure: `global search, 5 kinds × 5 hits, via GraphQL (server's own time), 1M contents + ${AGENCY_ITEMS.toLocaleString('en')} agency items, slowest of ${QUERIES.length} queries ("${slowest.query}") ÷ its slowest kind's SQL alone`,
        figure: `${server.toFixed(2)} ms, p95 ${p95(slowest.server).toFixed(2)} ms (round trip p95 ${p95(slowest.roundTrip).toFixed(2)} ms; ${failed} kinds out of time in ${QUERIES.length * RUNS} searches)`,
        baseline: `${sqlMs.toFixed(2)} ms`,
        ratio: server / sqlMs,
        goal: GOAL,
        pass: p95(slowest.server) <= 50 && failed === 0,
      },
    ];
  } finally {
    await app.stop();
    await scratch.drop();
  }
}
