import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLServer } from '../../server/graphql/yoga.ts';
import { runServer, type RunningServer } from '../e2e/support/runServer.ts';
import { contentCalls, contentInput, contentReferences } from '../server/support/contentSamples.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall, graphqlOverHttp, type CallOptions } from '../server/support/graphqlCall.ts';
import { createScratchDatabase, type ScratchDatabase } from '../server/support/testDatabase.ts';
import { redisAnswers, TEST_REDIS_URL } from '../server/support/testRedis.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const SITE = '4';
const WARM_UP = 5;
const HAND_OVERS = 30;
const GOAL_MS = 100;
const MEASURE = 'an edit permit handed over through one server (holdEditPermit) to a graphql-ws subscriber of the other (two server processes, one PostgreSQL, one Redis), p50 and p95';


/**
 * P5b, beside P5: two server processes on one PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL,
 * a scratch database of its own) and one Redis (TEST_REDIS_URL): an editor's tab on server one takes
 * the permit of a content from another of its tabs, and the time is taken from the mutation's sending
 * until a subscriber of `editPermitChanged` on server two has the event naming the new tab. The
 * figure the two-server test used to hold to a wall-clock bound.
 */
export async function measurePermitHandOver(): Promise<BenchRow[]> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const notMeasured = (why: string): BenchRow[] => [{ id: 'P5b', measure: `${MEASURE} (${why})`, figure: '-', baseline: '-', ratio: null, goal: `≤ ${GOAL_MS} ms`, pass: null }];
  if (!url) return notMeasured('needs TEST_DATABASE_URL: PostgreSQL');
  if (!(await redisAnswers())) return notMeasured(`needs a Redis at TEST_REDIS_URL, ${TEST_REDIS_URL}`);
  process.env.TEST_DATABASE_URL = url;

  let database: ScratchDatabase | undefined;
  let noDist: string | undefined;
  let client: Client | undefined;
  const servers: RunningServer[] = [];
  try {
    database = await createScratchDatabase();
    noDist = await mkdtemp(path.join(tmpdir(), 'bench-permits-no-dist-'));
    const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL, DEMO_AGENCY_ITEMS: '0', ADMIN_DIST_DIR: noDist, RATE_LIMIT_MAX: '10000000' };
    // One after the other: the first migrates and seeds the empty database.
    servers.push(await runServer(env));
    servers.push(await runServer(env));
    const [one, two] = servers as [RunningServer, RunningServer];
    const on = (server: RunningServer, token: string): CallOptions & { yoga: GraphQLServer } => ({ yoga: graphqlOverHttp(server.url), token, siteId: SITE, language: 'en' });
    const editorOnOne = on(one, await demoToken(one.url, 'editor'));
    const adminOnOne = on(one, await demoToken(one.url, 'admin'));
    const chiefToken = await demoToken(two.url, 'chief');
    const content = (await contentCalls(adminOnOne.yoga, adminOnOne).save(contentInput('news', await contentReferences(adminOnOne.yoga, adminOnOne)))).data!.saveContent!;

    const waiting = new Map<string, (at: number) => void>();
    client = createClient({
      url: `${two.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${chiefToken}`, siteid: SITE, language: 'en' },
      retryAttempts: 0,
    });
    const events = client.iterate<{ editPermitChanged: { holder: { session: string } | null } }>({
      query: 'subscription ($resource: String!, $id: ID!) { editPermitChanged(resource: $resource, id: $id) { holder { session } } }',
      variables: { resource: 'contents', id: content.id },
    });
    void (async () => {
      for await (const event of events) {
        const session = event.data?.editPermitChanged.holder?.session;
        if (session) waiting.get(session)?.(performance.now());
      }
    })();

    const hold = async (session: string) => {
      const held = await graphqlCall(editorOnOne.yoga, 'mutation ($id: ID!, $session: String!) { holdEditPermit(resource: "contents", id: $id, session: $session) { holder { session } } }', {
        ...editorOnOne,
        variables: { id: content.id, session },
      });
      if (held.errors) throw new Error(`P5b: the hold was refused: ${JSON.stringify(held.errors)}`);
    };
    // Until server two has joined the Redis channel, hand-overs through server one go unheard: the
    // warm-up goes on until one is heard, then five more.
    let heard = 0;
    for (let round = 0; heard < WARM_UP; round++) {
      if (round > 200) throw new Error('P5b: server two never heard server one');
      const session = `warm-${round}`;
      const arrived = new Promise<number>((resolve) => waiting.set(session, resolve));
      await hold(session);
      if ((await Promise.race([arrived, new Promise<undefined>((resolve) => setTimeout(resolve, 1000))])) !== undefined) heard++;
    }
    const lags: number[] = [];
    for (let round = 0; round < HAND_OVERS; round++) {
      const session = `tab-${round}`;
      const arrived = new Promise<number>((resolve) => waiting.set(session, resolve));
      const sent = performance.now();
      await hold(session);
      lags.push((await arrived) - sent);
    }
    const p50 = median(lags);
    const slow = p95(lags);
    console.log(`P5b: ${HAND_OVERS} hand-overs across two servers, ms p50 ${p50.toFixed(1)}, p95 ${slow.toFixed(1)}`);
    return [{ id: 'P5b', measure: MEASURE, figure: `p50 ${p50.toFixed(1)} ms; p95 ${slow.toFixed(1)} ms`, baseline: '-', ratio: null, goal: `p95 ≤ ${GOAL_MS} ms`, pass: slow <= GOAL_MS }];
  } finally {
    await client?.dispose();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    if (noDist) await rm(noDist, { recursive: true, force: true });
  }
}
