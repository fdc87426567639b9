import { clusterMissing, startCluster, type Cluster } from '../support/cluster.ts';
import { FIRST } from '../support/agencyToolbar.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { createScratchDatabase, type ScratchDatabase } from '../server/support/testDatabase.ts';
import { generateLoad } from './loadGenerator.ts';
import { persistedRequestBody } from './persistedRequest.ts';
import type { BenchRow } from './table.ts';
import { median } from './timing.ts';

const THROUGHPUT = 'two servers behind haproxy ÷ one server behind haproxy, the agency desk’s list page (GetAgencyContents by hash, 50 rows), req/s';
const RESTART = 'p95 through haproxy while one of two servers is restarted (SIGTERM, drain, start again, back in) ÷ steady p95, same load';
const THROUGHPUT_GOAL = 'report (≈ 1 on 2 cores)';
const RESTART_GOAL = '≤ 2, no failed request';
/** Demo agency items the first server seeds: enough for full pages of 50 under every filter. */
const AGENCY_ITEMS = 2000;

/**
 * P19 on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch database of its own), Redis
 * and haproxy, as `npm run cluster` runs them: (a) the admin's persisted list query through one
 * haproxy in front of both servers against another in front of server one only, alternating
 * rounds, medians — on a 2-core machine the two servers share the cores, so ≈ 1 is expected; (b)
 * the same load's p95 while server one is stopped by SIGTERM (its readiness 503, haproxy takes it
 * out, it drains and exits) and started again until haproxy sends to it, against a steady run's.
 */
export async function measureCluster(distDir: string, rounds = 5, seconds = 3): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const missing = await clusterMissing(url);
  if (missing) {
    console.log(`P19 skipped: ${missing}`);
    return [
      { id: 'P19', measure: `${THROUGHPUT} (needs ${missing.replace(/^no /, '')})`, figure: '-', baseline: '-', ratio: null, goal: THROUGHPUT_GOAL, pass: null },
      { id: 'P19', measure: `${RESTART} (needs ${missing.replace(/^no /, '')})`, figure: '-', baseline: '-', ratio: null, goal: RESTART_GOAL, pass: null },
    ];
  }
  process.env.TEST_DATABASE_URL = url;
  let database: ScratchDatabase | undefined;
  let cluster: Cluster | undefined;
  try {
    database = await createScratchDatabase();
    cluster = await startCluster({
      databaseUrl: database.url,
      migrated: false,
      env: { ADMIN_DIST_DIR: distDir, RATE_LIMIT_MAX: '10000000', DEMO_AGENCY_ITEMS: String(AGENCY_ITEMS), LOG_LEVEL: 'warn' },
    });
    const token = await demoToken(cluster.url, 'admin');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' };
    const body = persistedRequestBody(distDir, 'GetAgencyContents', { filter: {}, limit: 50, firstCreatedDate: FIRST });
    for (const server of cluster.servers) {
      const sample = await fetch(`${server.url}/graphql`, { method: 'POST', headers, body });
      const answer = (await sample.json()) as { data?: { agencyContents: unknown[] }; errors?: unknown };
      if (answer.data?.agencyContents.length !== 50) throw new Error(`P19: the list page is not 50 rows: ${JSON.stringify(answer).slice(0, 300)}`);
    }
    const one = await cluster.balancer(1);
    const load = (target: string, extra: Partial<Parameters<typeof generateLoad>[0]> = {}) => generateLoad({ url: `${target}/graphql`, method: 'POST', headers, body, seconds, ...extra });

    // Both warmed up (V8 optimises the page's code after a few hundred calls), then alternating rounds.
    await load(cluster.url);
    const twoRates: number[] = [];
    const oneRates: number[] = [];
    for (let round = 0; round < rounds; round++) {
      twoRates.push((await load(cluster.url)).perSecond);
      oneRates.push((await load(one.url)).perSecond);
    }
    const [two, single] = [median(twoRates), median(oneRates)];

    const steady = await load(cluster.url, { seconds: 2 * seconds, latencies: true, tolerateFailures: true });
    const restarted = (async () => {
      const server = cluster!.servers[0]!;
      const started = performance.now();
      server.signal('SIGTERM');
      const code = await server.exited;
      if (code !== 0) throw new Error(`P19: server one exited with ${code} after SIGTERM`);
      await cluster!.restart(0);
      return performance.now() - started;
    })();
    const during = await load(cluster.url, { until: restarted.catch(() => undefined), latencies: true, tolerateFailures: true });
    const restartMs = await restarted;
    const ratio = during.p95Ms! / steady.p95Ms!;
    const failures = (during.failures ?? 0) + (steady.failures ?? 0);
    return [
      {
        id: 'P19',
        measure: THROUGHPUT,
        figure: `${two.toFixed(0)} req/s`,
        baseline: `${single.toFixed(0)} req/s`,
        ratio: two / single,
        goal: THROUGHPUT_GOAL,
        pass: true,
      },
      {
        id: 'P19',
        measure: `${RESTART} (${(restartMs / 1000).toFixed(1)} s from SIGTERM until back in; ${during.requests} answers, ${during.failures} failed)`,
        figure: `p95 ${during.p95Ms!.toFixed(1)} ms (p50 ${during.p50Ms!.toFixed(1)})`,
        baseline: `p95 ${steady.p95Ms!.toFixed(1)} ms (p50 ${steady.p50Ms!.toFixed(1)})`,
        ratio,
        goal: RESTART_GOAL,
        pass: ratio <= 2 && failures === 0,
      },
    ];
  } finally {
    await cluster?.stop();
    await database?.drop();
  }
}
