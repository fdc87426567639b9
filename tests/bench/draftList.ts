import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { typeValues } from '../../resources/contentTypes.ts';
import type { Db } from '../../server/db/client.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp } from '../server/support/testApp.ts';
import { captureQueries, plansOf } from './contentPaging.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table.ts';
import { leanPageCall, timeAlternating } from './leanPage.ts';
import { median, p95 } from './timing.ts';

const DRAFTS = Number(process.env.BENCH_DRAFTS ?? 100_000);
const SITE = '4';
const RUNS = 40;
const PAGE = 50;
const GOAL = '≤ 2; no Seq Scan or Sort';
const [NEWS, VIDEO, GALLERY, COLUMN] = typeValues('news', 'video', 'photoGallery', 'column');

/**
 * `count` drafts spread over every user of the site's seed, so the signed-in administrator holds
 * `count / users` of them (far more than a desk keeps: the worst page); one a minute back from
 * 2026-11-20, four types, the first of each user's drafts on the site's contents (the list joins
 * the item). One INSERT … SELECT over generate_series, then ANALYZE.
 */
async function fillDrafts(db: Db, count: number): Promise<number> {
  const userIds = ((await db.execute(sql`SELECT id FROM users ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  const contentIds = ((await db.execute(sql`SELECT id FROM contents WHERE site_id = ${Number(SITE)} ORDER BY id`)) as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  // Constants written into the statement: the array subscripts and divisions stay integers.
  const users = sql.raw(`(ARRAY[${userIds.join(',')}]::int[])`);
  const contents = sql.raw(`(ARRAY[${contentIds.join(',') || 'NULL'}]::int[])`);
  const types = sql.raw(`(ARRAY[${[NEWS, NEWS, NEWS, VIDEO, GALLERY, COLUMN].join(',')}]::int[])`);
  const userCount = sql.raw(String(userIds.length));
  const onContent = sql.raw(`(g - 1) / ${userIds.length} < ${contentIds.length}`);
  await db.execute(sql`
    INSERT INTO content_drafts (site_id, user_id, content_id, base_version, type, title, spot, category_id, "values", version, created_date, updated_date)
    SELECT ${sql.raw(SITE)}, ${users}[1 + (g - 1) % ${userCount}],
           CASE WHEN ${onContent} THEN ${contents}[1 + (g - 1) / ${userCount}] END,
           CASE WHEN ${onContent} THEN 1 END,
           type, 'Taslak başlık ' || g, 'Taslak spot ' || g, NULL,
           jsonb_build_object('type', type, 'title', 'Taslak başlık ' || g, 'spot', 'Taslak spot ' || g, 'text', '<p>Taslak metin ' || g || '</p>'),
           1 + g % 7, timestamptz '2026-11-20' - g * interval '1 minute', timestamptz '2026-11-20' - g * interval '1 minute'
    FROM (SELECT g, ${types}[1 + g % 6] AS type FROM generate_series(1, ${sql.raw(String(count))}) AS g) AS numbered`);
  await db.execute(sql`ANALYZE content_drafts`);
  return userIds.length;
}

interface Measured {
  name: string;
  /** The server's own time, median (Server-Timing). */
  server: number;
  /** The round trip through `inject`, median. */
  roundTrip: number;
  direct: number;
  p95: number;
  ratio: number;
  scansOrSorts: boolean;
}

/**
 * P12 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a scratch database of its own) with
 * 100 000 drafts: the draft list's page of 50 (the first page, the first page of one type, page 20)
 * through GraphQL as the admin asks (its persisted GetContentDrafts through the Fastify route) ÷
 * the very statements the server sent for it, run directly on the same pool; the ratio on the
 * server's own time (Server-Timing), the round trip through `inject` beside it. Alternating runs,
 * medians; each statement's EXPLAIN ANALYZE printed, a Seq Scan of the drafts or a Sort flagged.
 */
export async function measureDraftList(distDir: string): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) return [{ id: 'P12', measure: 'draft list page (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: GOAL, pass: null }];
  process.env.TEST_DATABASE_URL = url;
  const app = await startTestApp('postgres', { rateLimitMax: 10_000_000, distDir });
  try {
    const token = await demoToken(app.baseUrl, 'admin');
    const seeded = performance.now();
    const users = await fillDrafts(app.db, DRAFTS);
    console.log(`P12: ${DRAFTS.toLocaleString('en')} drafts over ${users} users seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
    const cases = [
      { name: 'first page', variables: { page: 1, limit: PAGE } },
      { name: 'first page of one type', variables: { page: 1, limit: PAGE, filter: { type: VIDEO } } },
      { name: 'page 20', variables: { page: 20, limit: PAGE } },
    ];
    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const measured: Measured[] = [];
    for (const { name, variables } of cases) {
      const call = leanPageCall(app, { token, siteId: SITE, payload: persistedRequestBody(distDir, 'GetContentDrafts', variables), field: 'contentDrafts', name });
      let rows = 0;
      const statements = await captureQueries(pool, 'content_drafts', async () => (rows = (await call()).rows));
      if (statements.length === 0 || rows !== PAGE) throw new Error(`${name}: no statement on content_drafts captured, or not a full page (${rows})`);
      const direct = async () => {
        for (const { config, values } of statements) await pool.query(config, values);
      };
      const times = await timeAlternating(call, direct, RUNS);
      const plan = await plansOf(pool, statements, 'content_drafts');
      const [server, roundTrip, sqlMs] = [median(times.server), median(times.roundTrip), median(times.direct)];
      console.log(
        `P12 ${name}: ${rows} rows, ${statements.length} statement(s); server ${server.toFixed(2)} ms (p95 ${p95(times.server).toFixed(2)}), ` +
          `round trip ${roundTrip.toFixed(2)} ms (p95 ${p95(times.roundTrip).toFixed(2)}), SQL ${sqlMs.toFixed(2)} ms\n${plan.lines.join('\n')}`,
      );
      measured.push({ name, server, roundTrip, direct: sqlMs, p95: p95(times.roundTrip), ratio: server / sqlMs, scansOrSorts: plan.scansOrSorts });
    }
    const worst = measured.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const flagged = measured.filter((entry) => entry.scansOrSorts).map((entry) => entry.name);
    return [
      {
        id: 'P12',
        measure: `draft list page of 50 via GraphQL (server's own time) ÷ the same SQL, ${DRAFTS.toLocaleString('en')} drafts (${Math.round(DRAFTS / users).toLocaleString('en')} the user's), worst of ${measured.length} (${worst.name})${flagged.length ? `; Seq Scan or Sort in: ${flagged.join(', ')}` : ''}`,
        figure: `${worst.server.toFixed(2)} ms (round trip ${worst.roundTrip.toFixed(2)} ms, ratio ${(worst.roundTrip / worst.direct).toFixed(2)}; p95 ${worst.p95.toFixed(2)} ms)`,
        baseline: `${worst.direct.toFixed(2)} ms`,
        ratio: worst.ratio,
        goal: GOAL,
        pass: worst.ratio <= 2 && flagged.length === 0,
      },
    ];
  } finally {
    await app.stop();
  }
}
