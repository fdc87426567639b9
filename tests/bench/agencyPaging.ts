import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { fillAgencyContents, FIRST, TOOLBAR_COMBINATIONS } from '../support/agencyToolbar.ts';
import type { BenchRow } from './table.ts';
import { captureQueries } from './contentPaging.ts';
import { leanPageCall, timeAlternating } from './leanPage.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import { median, p95, timeIt } from './timing.ts';

const ITEMS = 1_000_000;
const RUNS = 100;
const QUERY = `query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
  agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
    id agencyContentId title spot city country tags types priority createdDate updatedDate agencyCategoryName status hasItBeenUsed isInappropriate source author version cursor
    agency { id name } images { path text width height } user { id name }
  }
}`;

/**
 * P1 and P2 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a scratch database of its own)
 * with a million agency items: each toolbar combination's page of 50 through GraphQL as the desk
 * asks it — its GetAgencyContents by hash through the Fastify route (rate limit, token checked, the
 * lean path's compiled query, guard, resolvers; `inject`, no socket), measured as P8 measures the
 * content list: warmed up, alternating runs, the ratio on the server's own time (Server-Timing) ÷
 * the very statements the server sent for it (captured from the pool) run directly on the same
 * pool; the p95 is the server's own time too (the spec's "server side"), the slowest combination's,
 * with its round trip's p95 beside it. And the page 10 000 deep (by its cursor) ÷ the first page, medians.
 */
export async function measureAgencyPaging(distDir: string): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    return ['P1', 'P2'].map((id) => ({ id, measure: 'agency list paging (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: id === 'P1' ? '≤ 2.0; p95 ≤ 5 ms' : '≤ 2', pass: null }));
  }
  process.env.TEST_DATABASE_URL = url;
  const app = await startTestApp('postgres', { rateLimitMax: 10_000_000, distDir });
  try {
    await fillAgencyContents(app.db, ITEMS);
    const token = await demoToken(app.baseUrl, 'admin');
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const rows: BenchRow[] = [];
    let worst = { ratio: 0, name: '', server: 0, roundTrip: 0, direct: 0 };
    let slowest = { name: '', p95: 0, roundTrip: 0 };
    for (const [name, filter] of Object.entries(TOOLBAR_COMBINATIONS)) {
      const variables = { filter, limit: 50, firstCreatedDate: FIRST };
      const call = leanPageCall(app, { token, siteId: '4', payload: persistedRequestBody(distDir, 'GetAgencyContents', variables), field: 'agencyContents', name });
      // Once before the capture: the first call of a session fills the caches (site, permissions) a page does not read again.
      await call();
      let rows = 0;
      const statements = await captureQueries(pool, undefined, async () => (rows = (await call()).rows));
      if (statements.length === 0 || rows === 0) throw new Error(`${name}: no statement captured, or no row (${rows})`);
      const runStatements = async () => {
        for (const { config, values } of statements) await pool.query(config, values);
      };
      const times = await timeAlternating(call, runStatements, RUNS);
      const [server, roundTrip, direct] = [median(times.server), median(times.roundTrip), median(times.direct)];
      const ratio = server / direct;
      console.log(`P1 ${name}: ${rows} rows, ${statements.length} statement(s); server ${server.toFixed(2)} ms (p95 ${p95(times.server).toFixed(2)}), round trip ${roundTrip.toFixed(2)} ms (p95 ${p95(times.roundTrip).toFixed(2)}), SQL ${direct.toFixed(2)} ms (p95 ${p95(times.direct).toFixed(2)})`);
      if (ratio > worst.ratio) worst = { ratio, name, server, roundTrip, direct };
      if (p95(times.server) > slowest.p95) slowest = { name, p95: p95(times.server), roundTrip: p95(times.roundTrip) };
    }
    rows.push({
      id: 'P1',
      measure: `agency page of 50 via GraphQL (server's own time) ÷ the same SQL, ${ITEMS.toLocaleString('en')} items, worst of ${Object.keys(TOOLBAR_COMBINATIONS).length} toolbar combinations (${worst.name})`,
      figure: `${worst.server.toFixed(2)} ms (round trip ${worst.roundTrip.toFixed(2)} ms; slowest p95 ${slowest.p95.toFixed(2)} ms, round trip ${slowest.roundTrip.toFixed(2)} ms, ${slowest.name})`,
      baseline: `${worst.direct.toFixed(2)} ms`,
      ratio: worst.ratio,
      goal: '≤ 2.0; p95 ≤ 5 ms',
      pass: worst.ratio <= 2 && slowest.p95 <= 5,
    });

    const deep = (await app.db.execute(sql`
      SELECT (extract(epoch from created_date) * 1000000)::bigint::text || '.' || id::text AS cursor
      FROM agency_contents ORDER BY created_date DESC, id DESC OFFSET ${10_000 * 50 - 1} LIMIT 1`)) as unknown as { rows: { cursor: string }[] };
    const after = deep.rows[0]!.cursor;
    const first: number[] = [];
    const tenThousandth: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      first.push(await timeIt(() => graphqlCall(app.yoga, QUERY, { token, siteId: '4', variables: { limit: 50, firstCreatedDate: FIRST } })));
      tenThousandth.push(await timeIt(() => graphqlCall(app.yoga, QUERY, { token, siteId: '4', variables: { limit: 50, firstCreatedDate: FIRST, after } })));
    }
    const ratio = median(tenThousandth) / median(first);
    rows.push({ id: 'P2', measure: 'agency page 10 000 (by cursor) ÷ page 1, through GraphQL', figure: `${median(tenThousandth).toFixed(2)} ms`, baseline: `${median(first).toFixed(2)} ms`, ratio, goal: '≤ 2', pass: ratio <= 2 });
    return rows;
  } finally {
    await app.stop();
  }
}
