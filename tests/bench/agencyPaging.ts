import { sql } from 'drizzle-orm';
import { agencyContentsQuery } from '../../server/ingest/desk/agencyLists.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { fillAgencyContents, FIRST, TOOLBAR_COMBINATIONS } from '../support/agencyToolbar.ts';
import type { BenchRow } from './table.ts';
import { median, p95, timeIt } from './timing.ts';

const ITEMS = 1_000_000;
const RUNS = 25;
const QUERY = `query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
  agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
    id agencyContentId title spot city country tags types priority createdDate updatedDate agencyCategoryName status hasItBeenUsed isInappropriate source author version cursor
    agency { id name } images { path text width height } user { id name }
  }
}`;

/**
 * P1 and P2 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a scratch database of its own)
 * with a million agency items: each toolbar combination's page of 50 through GraphQL (yoga.fetch,
 * token checked, guard, resolvers) ÷ the same query run directly through Drizzle; and the page
 * 10 000 deep (by its cursor) ÷ the first page. Alternating runs, medians.
 */
export async function measureAgencyPaging(): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    return ['P1', 'P2'].map((id) => ({ id, measure: 'agency list paging (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: id === 'P1' ? '≤ 2.0; p95 ≤ 5 ms' : '≤ 2', pass: null }));
  }
  process.env.TEST_DATABASE_URL = url;
  const app = await startTestApp('postgres', { rateLimitMax: 10_000_000 });
  try {
    await fillAgencyContents(app.db, ITEMS);
    const token = await demoToken(app.baseUrl, 'admin');
    const rows: BenchRow[] = [];
    let worst = { ratio: 0, name: '', graphql: 0, direct: 0, p95: 0 };
    for (const [name, filter] of Object.entries(TOOLBAR_COMBINATIONS)) {
      const variables = { filter, limit: 50, firstCreatedDate: FIRST };
      const viaGraphql: number[] = [];
      const direct: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        viaGraphql.push(await timeIt(() => graphqlCall(app.yoga, QUERY, { token, siteId: '4', variables })));
        direct.push(await timeIt(() => agencyContentsQuery(app.db, variables)));
      }
      const ratio = median(viaGraphql) / median(direct);
      if (ratio > worst.ratio) worst = { ratio, name, graphql: median(viaGraphql), direct: median(direct), p95: p95(viaGraphql) };
    }
    rows.push({
      id: 'P1',
      measure: `agency page of 50 via GraphQL ÷ direct SQL, ${ITEMS.toLocaleString('en')} items, worst of ${Object.keys(TOOLBAR_COMBINATIONS).length} toolbar combinations (${worst.name})`,
      figure: `${worst.graphql.toFixed(2)} ms (p95 ${worst.p95.toFixed(2)} ms)`,
      baseline: `${worst.direct.toFixed(2)} ms`,
      ratio: worst.ratio,
      goal: '≤ 2.0; p95 ≤ 5 ms',
      pass: worst.ratio <= 2 && worst.p95 <= 5,
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
