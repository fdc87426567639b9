import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_PASSWORD } from '../../server/db/demoUsers.ts';
import { PROMOTE_HEADLINE_ITEM_JOB } from '../../server/headlines/pendingPromotion.ts';
import type { RunningServer } from '../e2e/support/runServer.ts';
import { clusterMissing, startCluster, type Cluster } from '../support/cluster.ts';
import { contentCalls, contentInput, contentReferences } from './support/contentSamples.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall, graphqlOverHttp, type CallOptions } from './support/graphqlCall.ts';
import { headlineCalls, newContents, newHeadlineType, orderOf, type HeadlineData } from './support/headlineCalls.ts';
import { jpegSample } from './support/mediaSamples.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { getBytes, uploadImage } from './support/storageClient.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/testDatabase.ts';
import { until } from './support/until.ts';

/**
 * What `npm run cluster` runs (issue 34): two server processes behind haproxy on one PostgreSQL,
 * one Redis and an S3-compatible store (s3rver). Sign-in through the load balancer (a sign-in
 * finishing on the other server and a code replayed there: signInServers.spec.ts), media, live events
 * and scheduled jobs across them, and a server leaving by SIGTERM in the middle of traffic.
 */
const SITE = '4';
const missing = await clusterMissing(process.env.TEST_DATABASE_URL);

interface PermitEvent {
  editPermitChanged: { holder: { userId: string; session: string } | null; last: { kind: string } | null };
}

describe.runIf(!missing)(`two servers behind haproxy${missing ? ` (not run: ${missing})` : ''}`, () => {
  let database: ScratchDatabase;
  let noDist: string;
  let cluster: Cluster;
  let sql: pg.Client;
  const clients: Client[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase({ seeded: true });
    noDist = await mkdtemp(path.join(tmpdir(), 'cluster-no-dist-'));
    cluster = await startCluster({
      databaseUrl: database.url,
      migrated: true,
      env: { JOBS_POLL_MS: '100', EDIT_PERMIT_AUTO_ACCEPT_SECONDS: '1', RATE_LIMIT_MAX: '100000', ADMIN_DIST_DIR: noDist },
    });
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.dispose()));
    await sql?.end();
    await cluster?.stop();
    await database?.drop();
    if (noDist) await rm(noDist, { recursive: true, force: true });
  });

  const on = (server: { url: string }, token: string): CallOptions & { yoga: ReturnType<typeof graphqlOverHttp> } => ({ yoga: graphqlOverHttp(server.url), token, siteId: SITE, language: 'en' });
  const whoAmI = (server: { url: string }, token: string) => graphqlCall<{ currentUser: { email: string } }>(graphqlOverHttp(server.url), 'query { currentUser { email } }', on(server, token));

  function subscriber(server: RunningServer, token: string) {
    const client = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}`, siteid: SITE, language: 'en' },
      retryAttempts: 0,
    });
    clients.push(client);
    return client;
  }

  /**
   * Repeats `act` until `events` yields, and returns what it yielded: until the other server has
   * joined the event's Redis channel, what happens through the first goes unheard there.
   */
  async function heardAcross<T>(events: AsyncIterator<T>, act: (attempt: number) => Promise<unknown>): Promise<T> {
    const next = events.next();
    for (let attempt = 0; attempt <= 20; attempt++) {
      await act(attempt);
      const heard = await Promise.race([next, new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), 500))]);
      if (heard !== 'nothing') return heard.value as T;
    }
    throw new Error('the other server never heard it');
  }

  it('signs in through the load balancer again and again, each token good on both servers', async () => {
    // haproxy sends each request of a sign-in to the next server: the steps land on both.
    for (let round = 0; round < 4; round++) {
      const { idToken } = await loginWithPassword(cluster.url, 'editor@newsroom.example', DEMO_PASSWORD);
      for (const server of cluster.servers) expect((await whoAmI(server, idToken)).data?.currentUser.email).toBe('editor@newsroom.example');
    }
  });

  it('serves media uploaded through one server from the other', async () => {
    const [one, two] = cluster.servers as [RunningServer, RunningServer];
    const token = await demoToken(cluster.url, 'editor');
    const uploaded = await uploadImage(one.url, token, 'kümede-kapak.jpg', await jpegSample(640, 360, 34));
    expect(uploaded.status).toBe(200);
    const { relativePath, fileHash } = uploaded.body.data!;
    const served = await getBytes(`${two.url}/storage/files/${relativePath}`);
    expect(served.status).toBe(200);
    expect(createHash('sha256').update(served.bytes).digest('hex')).toBe(fileHash);
    const resized = await getBytes(`${two.url}/storage/resize?uri=${encodeURIComponent(relativePath)}&width=320`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toMatch(/^image\//);
  });

  it('shows a subscriber of one server the permit and the headline move made through the other, and grants an unanswered request once', async () => {
    const [one, two] = cluster.servers as [RunningServer, RunningServer];
    const admin = on(one, await demoToken(cluster.url, 'admin'));
    const editor = on(one, await demoToken(cluster.url, 'editor'));
    const chiefToken = await demoToken(cluster.url, 'chief');
    const chief = on(two, chiefToken);
    const content = (await contentCalls(admin.yoga, admin).save(contentInput('news', await contentReferences(admin.yoga, admin)))).data!.saveContent!;
    const permit = (caller: typeof admin, field: string, session: string) =>
      graphqlCall(caller.yoga, `mutation ($id: ID!, $session: String!) { ${field}(resource: "contents", id: $id, session: $session) { holder { userId } } }`, {
        ...caller,
        variables: { id: content.id, session },
      });

    const client = subscriber(two, chiefToken);
    const permitEvents = client.iterate<PermitEvent>({
      query: 'subscription ($id: ID!) { editPermitChanged(resource: "contents", id: $id) { holder { userId session } last { kind } } }',
      variables: { id: content.id },
    });
    const nextPermit = async () => (await permitEvents.next()).value.data!.editPermitChanged as PermitEvent['editPermitChanged'];
    await heardAcross(permitEvents, async (attempt) => expect((await permit(admin, 'heartbeatEditPermit', `warm-${attempt}`)).errors).toBeUndefined());
    expect((await permit(editor, 'holdEditPermit', 'editor-tab')).errors).toBeUndefined();
    let event = await nextPermit();
    while (event.holder?.session !== 'editor-tab') event = await nextPermit();

    // The chief asks through server two; the editor's tab never answers; either server's job runner may grant it.
    expect((await permit(chief, 'requestEditPermit', 'chief-tab')).errors).toBeUndefined();
    do event = await nextPermit();
    while (event.last?.kind !== 'autoAccepted');
    expect(event.holder).toMatchObject({ session: 'chief-tab' });
    const granted = await sql.query(`select count(*)::int as n from edit_permit_transitions where record_id = $1 and kind = 'autoAccepted'`, [content.id]);
    expect(granted.rows[0].n).toBe(1);
    const job = () => sql.query(`select state, attempts from jobs where name = 'editPermits.autoAccept' and payload->>'recordId' = $1`, [content.id]).then((result) => result.rows);
    await expect.poll(job).toEqual([{ state: 'done', attempts: 1 }]);

    // A headline moved through server one, on the board of a chief connected to server two.
    const news = await newContents(admin.yoga, admin, 3);
    const { categoryId, headline } = await newHeadlineType(admin.yoga, admin);
    let current: HeadlineData = (await headlineCalls(admin.yoga, admin).save({ id: headline.id, version: headline.version, items: news.map((contentId, index) => ({ contentId, order: index + 1 })) })).data!.saveHeadline;
    const boardEvents = client.iterate<{ headlineChanged: { headlineId: string; version: number; kind: string } }>({
      query: 'subscription ($id: ID!) { headlineChanged(headlineCategoryId: $id) { headlineId version kind } }',
      variables: { id: categoryId },
    });
    const versions: number[] = [];
    const heard = await heardAcross(boardEvents, async () => {
      const last = current.items[current.items.length - 1]!;
      const moved = await headlineCalls(admin.yoga, admin).move({ headlineId: current.id, itemId: last.id, afterItemId: null, version: current.version });
      expect(moved.errors).toBeUndefined();
      current = moved.data!.moveHeadlineItem;
      versions.push(current.version);
    });
    expect(heard.data!.headlineChanged).toMatchObject({ headlineId: headline.id, kind: 'moved' });
    expect(versions).toContain(heard.data!.headlineChanged.version);
  });

  it('puts a pending headline item in once although both servers run the jobs', async () => {
    const admin = on(cluster, await demoToken(cluster.url, 'admin'));
    const news = await newContents(admin.yoga, admin, 3);
    const { headline } = await newHeadlineType(admin.yoga, admin);
    const publishAt = new Date(Date.now() + 2000).toISOString();
    const saved = await headlineCalls(admin.yoga, admin).save({
      id: headline.id,
      version: headline.version,
      items: [{ contentId: news[0], order: 1 }, { contentId: news[1], order: 2 }, { contentId: news[2], publishAt, order: 1 }],
    });
    expect(saved.errors).toBeUndefined();
    const pending = saved.data!.saveHeadline.pending[0]!;
    const promoted = await until(
      async () => (await headlineCalls(admin.yoga, admin).one(headline.id)).data!.headline!,
      (shown) => shown.pending.length === 0,
    );
    expect(orderOf(promoted)).toEqual([news[2], news[0], news[1]]);
    const states = await sql.query(`select state->>'state' as state from headline_item_history where item_id = $1 order by id`, [pending.id]);
    expect(states.rows.map((row) => row.state)).toEqual(['PENDING', 'LIVE']);
    const job = () => sql.query(`select state, attempts from jobs where key = $1`, [`${PROMOTE_HEADLINE_ITEM_JOB}:${pending.id}:${publishAt}`]).then((result) => result.rows);
    await expect.poll(job).toEqual([{ state: 'done', attempts: 1 }]);
  });

  it('loses no acknowledged save when a server is stopped in the middle of traffic, its readiness turning 503 first', async () => {
    const admin = on(cluster, await demoToken(cluster.url, 'admin'));
    const acknowledged: number[] = [];
    const failed: string[] = [];
    let stopping = false;
    const saver = async (worker: number) => {
      for (let n = 0; !stopping; n++) {
        try {
          const answer = await graphqlCall<{ saveHeadlineCategory: { id: string } }>(admin.yoga, 'mutation ($input: HeadlineCategoryInput!) { saveHeadlineCategory(input: $input) { id } }', {
            ...admin,
            variables: { input: { name: `Kümede yük ${worker}-${n}` } },
          });
          if (answer.status === 200 && answer.data?.saveHeadlineCategory) acknowledged.push(Number(answer.data.saveHeadlineCategory.id));
          else failed.push(`${answer.status} ${JSON.stringify(answer.errors)}`);
        } catch (error) {
          failed.push(String(error));
        }
      }
    };
    const burst = Promise.all([0, 1, 2, 3, 4, 5].map(saver));
    try {
      await until(() => acknowledged.length, (count) => count >= 30);
      const one = cluster.servers[0]!;
      let ended = false;
      void one.exited.then(() => (ended = true));
      one.signal('SIGTERM');
      // What the load balancer's checks see from the signal until the process is gone (0: no answer).
      const readiness: number[] = [];
      while (!ended) readiness.push(await fetch(`${one.url}/readyz`).then((response) => response.status, () => 0));
      expect(await one.exited).toBe(0);
      // Ready until the signal arrived, then 503 until it stopped listening: never ready again, never gone without the 503.
      const draining = readiness.indexOf(503);
      expect(draining).toBeGreaterThanOrEqual(0);
      expect(new Set(readiness.slice(0, draining))).toEqual(new Set(draining > 0 ? [200] : []));
      expect(readiness.slice(draining).filter((status) => status !== 503 && status !== 0)).toEqual([]);
      const left = acknowledged.length;
      await until(() => acknowledged.length, (count) => count >= left + 30);
    } finally {
      stopping = true;
      await burst;
    }
    expect(failed).toEqual([]);
    const stored = await sql.query(`select count(*)::int as n from headline_categories where id = any($1::int[])`, [acknowledged]);
    expect(stored.rows[0].n).toBe(acknowledged.length);
  });
});
