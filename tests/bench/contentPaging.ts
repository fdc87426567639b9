import { sql } from 'drizzle-orm';
import pg from 'pg';
import { typeValues } from '../../resources/contentTypes.ts';
import type { Db } from '../../server/db/client.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import { RARE_EVERY, RARE_WORD, VOCABULARY } from './contentVocabulary.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table.ts';
import { leanPageCall, timeAlternating } from './leanPage.ts';
import { median, p95 } from './timing.ts';

const ITEMS = Number(process.env.BENCH_CONTENTS ?? 1_000_000);
const SITE = '4';
const RUNS = 60;
const SEARCH_RUNS = 60;
const DEEP = Math.min(10_000, Math.floor(ITEMS / 100));
const FIRST = '2030-01-01T00:00:00.000Z';
const GOAL = '≤ 2; search p95 ≤ 50 ms';
const QUERY = `query GetContents($filter: ContentFilter, $limit: Int, $firstContentDate: String, $after: String) {
  contents(filter: $filter, limit: $limit, firstContentDate: $firstContentDate, after: $after) {
    id version type status title spot categoryId contentDate publishDate isPublished createdUserId updatedUserId cursor
    coverImages { isSelected image { path } }
  }
}`;

const [NEWS, VIDEO, GALLERY, COLUMN, CARTOON, INFOGRAPHIC, PROMOTION, PODCAST, ANNOUNCEMENT] = typeValues(
  'news', 'video', 'photoGallery', 'column', 'cartoon', 'infographic', 'promotion', 'podcast', 'officialAnnouncement',
);
/** A hundred slots: the types in the shares a desk writes them (news most). */
const TYPE_SHARES = [
  ...Array<number>(55).fill(NEWS!), ...Array<number>(10).fill(VIDEO!), ...Array<number>(8).fill(GALLERY!), ...Array<number>(7).fill(COLUMN!),
  ...Array<number>(3).fill(CARTOON!), ...Array<number>(3).fill(INFOGRAPHIC!), ...Array<number>(2).fill(PROMOTION!), ...Array<number>(4).fill(PODCAST!),
  ...Array<number>(8).fill(ANNOUNCEMENT!),
];
const SYLLABLES = ['ka', 'le', 'mi', 'şe', 'gü', 'rı', 'öz', 'tan', 'bol', 'çe', 'dağ', 'su', 'yol', 'ter', 'nü', 'kı', 'ba', 'sö', 'ğu', 'lık', 'ar', 'em', 'in', 'ol', 'ça', 'ye', 'ti', 'ro', 'mu', 'şı', 'de', 'gö', 'han', 'ver', 'al', 'ım', 'üs', 'bi', 'ra', 'ne'];

const literal = (words: readonly string[]) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]::text[]`;

/**
 * `count` words: a quarter drawn from the vocabulary by a power law (its first stems in most items,
 * its last in few), the rest made of two or three syllables (tens of thousands of rarer words, as a
 * real index holds). Created in the scratch database only.
 */
export const WORDS_FUNCTION = sql.raw(`
  CREATE OR REPLACE FUNCTION bench_words(count int) RETURNS text LANGUAGE sql VOLATILE AS $$
    SELECT string_agg(CASE WHEN random() < 0.25
      THEN (${literal(VOCABULARY)})[1 + floor(${VOCABULARY.length} * power(random(), 3))::int]
      ELSE (${literal(SYLLABLES)})[1 + floor(random() * ${SYLLABLES.length})::int] || (${literal(SYLLABLES)})[1 + floor(random() * ${SYLLABLES.length})::int]
        || CASE WHEN random() < 0.5 THEN (${literal(SYLLABLES)})[1 + floor(random() * ${SYLLABLES.length})::int] ELSE '' END
      END, ' ')
    FROM generate_series(1, count)
  $$`);

/** The columns a bulk row fills; the generated search column follows from title, spot and text. */
const insertContents = (select: ReturnType<typeof sql>) => sql`
  INSERT INTO contents (site_id, type, status, title, spot, text, category_id, content_date, publish_date, is_published, cover_images, created_user_id, created_date)
  ${select}`;

/**
 * `count` contents on the bench's site, one each 30 seconds back from 2026-11-20 (one in a thousand
 * without a content date), over the nine types, eight categories and both statuses; titles, spots
 * and HTML texts of Turkish words, `RARE_WORD` in one title in `RARE_EVERY`. The secondary indexes
 * are dropped for the load and built again from their own definitions, then ANALYZE.
 */
async function fillContents(db: Db, count: number, categoryIds: number[]): Promise<void> {
  await db.execute(WORDS_FUNCTION);
  const indexes = (await db.execute(sql`
    SELECT indexname, indexdef FROM pg_indexes
    WHERE tablename = 'contents' AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'contents'::regclass)`)) as unknown as {
    rows: { indexname: string; indexdef: string }[];
  };
  for (const index of indexes.rows) await db.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
  // Two halves on two connections: the words are drawn by the database, one core each.
  const half = Math.ceil(count / 2);
  const load = (from: number, to: number) => db.execute(
    insertContents(sql`
    SELECT ${Number(SITE)}, (${sql.raw(literal(TYPE_SHARES.map(String)))})[1 + floor(random() * 100)::int]::int, status,
           initcap(bench_words(1)) || ' ' || bench_words(7) || CASE WHEN g % ${RARE_EVERY} = 0 THEN ' ' || ${RARE_WORD} ELSE '' END,
           bench_words(20),
           '<p>' || bench_words(25) || '</p><p><strong>' || bench_words(5) || '</strong> ' || bench_words(15) || '</p>',
           (${sql.raw(`ARRAY[${categoryIds.join(',')}]::int[]`)})[1 + floor(random() * ${categoryIds.length})::int],
           CASE WHEN g % 1000 <> 0 THEN timestamptz '2026-11-20' - g * interval '30 seconds' END,
           CASE WHEN status = 1 THEN timestamptz '2026-11-20' - g * interval '30 seconds' END,
           status = 1 AND g % 1000 <> 0,
           jsonb_build_array(jsonb_build_object('isSelected', true, 'image', jsonb_build_object('path', 'images/' || g || '.jpg', 'width', 1200, 'height', 675, 'text', 'Kapak', 'crops', '[]'::jsonb))),
           1, timestamptz '2026-11-20' - g * interval '30 seconds'
    FROM (SELECT g, CASE WHEN random() < 0.7 THEN 1 ELSE 2 END AS status FROM generate_series(${from}::int, ${to}::int) AS g) AS numbered`),
  );
  await Promise.all([load(1, half), load(half + 1, count)]);
  for (const index of indexes.rows) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`DROP FUNCTION bench_words(int)`);
  await db.execute(sql`ANALYZE contents`);
}

/**
 * The bulk rows must be what the engine stores: a content saved through the API, then a bulk row
 * with its title, spot and text, must hold the same search column (and be found by the same words).
 */
async function checkBulkRowsMatchTheEngine(app: TestApp, token: string, categoryId: string): Promise<void> {
  const title = 'İSTANBUL’da Çağrı merkezi: öğrenciler ışıklı yollarda';
  const spot = 'Gündem özeti; ŞUBAT ayı, Âşık Veysel anması';
  const text = '<p>Hükümet <strong>ekonomi</strong>&nbsp;paketini açıkladı &amp; büyüme</p>';
  const saved = await graphqlCall<{ saveContent: { id: string } }>(app.yoga, 'mutation Save($input: ContentInput!) { saveContent(input: $input) { id } }', {
    token,
    siteId: SITE,
    variables: {
      input: { type: NEWS, title, spot, text, categoryId, coverImages: [{ isSelected: true, image: { path: 'images/check.jpg', width: 1200, height: 675, text: 'Kapak', crops: [] } }] },
    },
  });
  if (!saved.data) throw new Error(`could not save a content: ${JSON.stringify(saved.errors)}`);
  const bulk = (await app.db.execute(
    insertContents(sql`SELECT ${Number(SITE)}, ${NEWS}, 2, ${title}, ${spot}, ${text}, ${Number(categoryId)}, now(), null, false, '[]'::jsonb, 1, now() RETURNING id`),
  )) as unknown as { rows: { id: number }[] };
  const vectors = (await app.db.execute(
    sql`SELECT id, search_vector::text AS vector FROM contents WHERE id IN (${Number(saved.data.saveContent.id)}, ${bulk.rows[0]!.id}) ORDER BY id`,
  )) as unknown as { rows: { vector: string }[] };
  const [engine, ours] = vectors.rows.map((row) => row.vector);
  if (!engine || engine !== ours) throw new Error(`bulk rows differ from the engine's: ${engine} ≠ ${ours}`);
  const found = await graphqlCall<{ contents: { id: string }[] }>(app.yoga, QUERY, { token, siteId: SITE, variables: { filter: { search: 'istanbul cagri ogrenci isik' } } });
  const checkIds = [saved.data.saveContent.id, String(bulk.rows[0]!.id)];
  if (found.data?.contents.filter((row) => checkIds.includes(row.id)).length !== 2) throw new Error(`the check rows were not both found: ${JSON.stringify(found)}`);
  await app.db.execute(sql`DELETE FROM contents WHERE title = ${title}`);
}

export interface Captured {
  config: pg.QueryConfig;
  values: unknown[];
}

/** The statements reading `table` that `run` sends through the app's pool, as sent. */
export async function captureQueries(pool: pg.Pool, table: string | undefined, run: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const original = pool.query;
  const reads = new RegExp(table === undefined ? '' : `from "${table}"`);
  pool.query = function (this: pg.Pool, config: unknown, values?: unknown) {
    if (typeof config === 'object' && config && reads.test((config as pg.QueryConfig).text)) captured.push({ config: config as pg.QueryConfig, values: values as unknown[] });
    return (original as (...args: unknown[]) => unknown).apply(this, [config, values]);
  } as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return captured;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/**
 * The plan of each captured statement as one line, and whether it scans a table (only `table`
 * when given: a handful of rows joined may well be read whole) or sorts.
 */
export async function plansOf(pool: pg.Pool, statements: Captured[], table?: string): Promise<{ lines: string[]; scansOrSorts: boolean }> {
  const lines: string[] = [];
  let scansOrSorts = false;
  for (const { config, values } of statements) {
    const result = await pool.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${config.text}`, values);
    const root = (result.rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    const nodes: string[] = [];
    const visit = (node: PlanNode, depth: number) => {
      const scan = node['Node Type'] === 'Seq Scan' && (table === undefined || node['Relation Name'] === table);
      if (scan || node['Node Type'] === 'Sort') scansOrSorts = true;
      nodes.push(`${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''} (estimated ${node['Plan Rows']}, rows ${node['Actual Rows']})`);
      for (const child of node.Plans ?? []) visit(child, depth + 1);
    };
    visit(root, 1);
    lines.push(...nodes);
  }
  return { lines, scansOrSorts };
}

interface Case {
  name: string;
  search: boolean;
  variables: Record<string, unknown>;
}

interface Measured {
  name: string;
  search: boolean;
  /** The server's own time, median (Server-Timing). */
  server: number;
  /** The round trip through `inject`, median. */
  roundTrip: number;
  direct: number;
  /** The round trip's p95. */
  p95: number;
  /** server ÷ direct. */
  ratio: number;
  scansOrSorts: boolean;
}

/** Bump when `fillContents` or the categories change, so an older kept database is not reused. */
const SEED_VERSION = 1;

async function withAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (url: string, name: string) => {
  const at = new URL(url);
  at.pathname = `/${name}`;
  return at.href;
};

/**
 * The database holding the seeded contents, kept between runs (seeding a million takes minutes, a
 * copy seconds): made once per `ITEMS` and `SEED_VERSION` — the app's seed, the eight categories,
 * the contents — then kept as a template; `BENCH_RESEED=1` makes it again. Migrations added since
 * run on each copy when the app starts.
 */
export async function seededTemplate(url: string, distDir: string): Promise<string> {
  const template = `newsroom_bench_p8_${ITEMS}_v${SEED_VERSION}`;
  const exists = await withAdmin(url, async (admin) => {
    if (process.env.BENCH_RESEED === '1') await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    return (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
  });
  if (exists) {
    console.log(`P8: reusing the seeded database ${template} (BENCH_RESEED=1 seeds it again)`);
    return template;
  }
  const filling = `${template}_filling`;
  await withAdmin(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${filling}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${filling}"`);
  });
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000, distDir, databaseUrl: databaseUrl(url, filling) });
  try {
    const token = await demoToken(app.baseUrl, 'admin');
    const categoryIds: number[] = [];
    for (const [name, linkName] of [['Gündem', 'gundem'], ['Ekonomi', 'ekonomi'], ['Spor', 'spor'], ['Dünya', 'dunya'], ['Kültür sanat', 'kultur-sanat'], ['Sağlık', 'saglik'], ['Eğitim', 'egitim'], ['Yaşam', 'yasam']]) {
      const saved = await graphqlCall<{ saveCategory: { id: string } }>(app.yoga, 'mutation C($input: CategoryInput!) { saveCategory(input: $input) { id } }', {
        token,
        siteId: SITE,
        variables: { input: { name, linkName, contentTypes: TYPE_SHARES.filter((type, index) => TYPE_SHARES.indexOf(type) === index), isApproved: true } },
      });
      if (!saved.data) throw new Error(`could not save a category: ${JSON.stringify(saved.errors)}`);
      categoryIds.push(Number(saved.data.saveCategory.id));
    }
    const seeded = performance.now();
    await fillContents(app.db, ITEMS, categoryIds);
    console.log(`P8: ${ITEMS.toLocaleString('en')} contents seeded in ${((performance.now() - seeded) / 1000).toFixed(0)} s`);
  } finally {
    await app.stop();
  }
  await withAdmin(url, (admin) => admin.query(`ALTER DATABASE "${filling}" RENAME TO "${template}"`));
  return template;
}

/** A copy of `template` to measure on (the measurement writes its check rows and the app's own). */
export async function cloneDatabase(url: string, template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${template}_run_${process.pid}`;
  await withAdmin(url, async (admin) => {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return {
    url: databaseUrl(url, name),
    drop: () => withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/**
 * P8 on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL; a copy of the kept seeded database) with a
 * million contents: the content list's page of 50 (first page, type + status, 10 000 pages deep by
 * cursor) and searches (a common word, a rare one, two words, a word typed without its Turkish
 * letters) through GraphQL as the admin asks — its GetContentList by hash, through the Fastify route
 * (rate limit, token checked, the lean path's compiled query, guard, resolvers; `inject`, no socket)
 * — ÷ the very statements the engine sent for it (captured from the pool) run directly on the same
 * pool. The ratio is taken on the server's own time for the request (its Server-Timing: from routing
 * to the answer handed to the socket), as P1 measures the server side; the round trip through
 * `inject` (its fake socket, the bench's parsing of the answer) is printed beside it. Alternating
 * runs, medians; p95 of the round trips. Each statement's EXPLAIN ANALYZE is printed.
 */
export async function measureContentPaging(distDir: string): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    return [{ id: 'P8', measure: 'content list and search (needs TEST_DATABASE_URL: PostgreSQL)', figure: '-', baseline: '-', ratio: null, goal: GOAL, pass: null }];
  }
  const template = await seededTemplate(url, distDir);
  const scratch = await cloneDatabase(url, template);
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000, distDir, databaseUrl: scratch.url });
  try {
    const token = await demoToken(app.baseUrl, 'admin');
    const categories = (await app.db.execute(sql`SELECT id FROM categories WHERE site_id = ${Number(SITE)} ORDER BY id LIMIT 1`)) as unknown as { rows: { id: number }[] };
    await checkBulkRowsMatchTheEngine(app, token, String(categories.rows[0]!.id));

    const deep = (await app.db.execute(sql`
      SELECT (extract(epoch from content_date) * 1000000)::bigint::text || '.' || id::text AS cursor
      FROM contents WHERE content_date IS NOT NULL ORDER BY content_date DESC, id DESC OFFSET ${DEEP * 50 - 1} LIMIT 1`)) as unknown as { rows: { cursor: string }[] };
    const page = { limit: 50, firstContentDate: FIRST };
    const cases: Case[] = [
      { name: 'first page', search: false, variables: page },
      { name: 'type + status', search: false, variables: { ...page, filter: { type: [VIDEO], status: [2] } } },
      { name: `page ${DEEP.toLocaleString('en')} by cursor`, search: false, variables: { ...page, after: deep.rows[0]!.cursor } },
      { name: 'search "Türkiye" (common)', search: true, variables: { ...page, filter: { search: 'Türkiye' } } },
      { name: `search "${RARE_WORD}" (rare)`, search: true, variables: { ...page, filter: { search: RARE_WORD } } },
      { name: 'search "ekonomi büyüme" (two words)', search: true, variables: { ...page, filter: { search: 'ekonomi büyüme' } } },
      { name: 'search "ogrenci" (no Turkish letters)', search: true, variables: { ...page, filter: { search: 'ogrenci' } } },
    ];

    const pool = (app.db as unknown as { $client: pg.Pool }).$client;
    const measured: Measured[] = [];
    for (const { name, search, variables } of cases) {
      const call = leanPageCall(app, { token, siteId: SITE, payload: persistedRequestBody(distDir, 'GetContentList', variables), field: 'contents', name });
      let rows = 0;
      const statements = await captureQueries(pool, 'contents', async () => (rows = (await call()).rows));
      if (statements.length === 0 || rows === 0) throw new Error(`${name}: no statement on contents captured, or no row (${rows})`);
      const direct = async () => {
        for (const { config, values } of statements) await pool.query(config, values);
      };
      const times = await timeAlternating(call, direct, search ? SEARCH_RUNS : RUNS);
      const plan = await plansOf(pool, statements);
      const [server, roundTrip, sqlMs] = [median(times.server), median(times.roundTrip), median(times.direct)];
      console.log(
        `P8 ${name}: ${rows} rows, ${statements.length} statement(s); server ${server.toFixed(2)} ms (p95 ${p95(times.server).toFixed(2)}), ` +
          `round trip ${roundTrip.toFixed(2)} ms (p95 ${p95(times.roundTrip).toFixed(2)}), SQL ${sqlMs.toFixed(2)} ms\n${plan.lines.join('\n')}`,
      );
      measured.push({ name, search, server, roundTrip, direct: sqlMs, p95: p95(times.roundTrip), ratio: server / sqlMs, scansOrSorts: plan.scansOrSorts });
    }

    const row = (kind: 'list' | 'search', of: Measured[]): BenchRow => {
      const worst = of.reduce((a, b) => (b.ratio > a.ratio ? b : a));
      const slowest = of.reduce((a, b) => (b.p95 > a.p95 ? b : a));
      const flagged = of.filter((entry) => entry.scansOrSorts).map((entry) => entry.name);
      return {
        id: 'P8',
        measure: `content ${kind === 'list' ? 'page of 50' : 'search, page of 50,'} via GraphQL (server's own time) ÷ the same SQL, ${ITEMS.toLocaleString('en')} contents, worst of ${of.length} (${worst.name})${flagged.length ? `; Seq Scan or Sort in: ${flagged.join(', ')}` : ''}`,
        figure: `${worst.server.toFixed(2)} ms (round trip ${worst.roundTrip.toFixed(2)} ms, ratio ${(worst.roundTrip / worst.direct).toFixed(2)}; p95 ${kind === 'search' ? `${slowest.p95.toFixed(2)} ms, ${slowest.name}` : `${worst.p95.toFixed(2)} ms`})`,
        baseline: `${worst.direct.toFixed(2)} ms`,
        ratio: worst.ratio,
        goal: kind === 'list' ? '≤ 2' : GOAL,
        pass: worst.ratio <= 2 && (kind === 'list' || slowest.p95 <= 50),
      };
    };
    return [row('list', measured.filter((entry) => !entry.search)), row('search', measured.filter((entry) => entry.search))];
  } finally {
    await app.stop();
    await scratch.drop();
  }
}
