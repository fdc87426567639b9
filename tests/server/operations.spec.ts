import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { CLOSE_SERVICE_RESTART } from '../../server/graphql/websocket.ts';
import { PERSISTED_OPERATIONS_FILE } from '../../server/graphql/persistedOperations.ts';
import { dropDirOf } from '../../server/ingest/dropFolder.ts';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { startJobRunner, type JobRunnerOptions } from '../../server/jobs/jobRunner.ts';
import { JOB_RETENTION_DEFAULTS, PRUNE_JOBS_JOB } from '../../server/jobs/pruneJobs.ts';
import { drainApp } from '../../server/operations/drain.ts';
import { createReadiness, registerHealthRoutes, type ReadinessReport } from '../../server/operations/health.ts';
import { createDiskBackend } from '../../server/storage/diskBackend.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { freePort } from '../support/freePort.ts';
import { demoToken } from './support/demoTokens.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';
import { redisAnswers, TEST_REDIS_URL, testChannelPrefix } from './support/testRedis.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { until } from './support/until.ts';

const readyz = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}/readyz`);
  return { status: response.status, body: (await response.json()) as ReadinessReport };
};

/** How a new connection fares: its status, or the connection error's code once nothing listens. */
const connectionOutcome = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    (error: { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
  );

/** A graphql-ws client of the signed-in user, connected; `closed` hears the close codes. */
async function connectedClient(baseUrl: string, token: string, closed: (code: number) => void = () => {}) {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, siteid: '4' },
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => {},
    on: { closed: (event) => closed((event as { code: number }).code) },
  });
  await new Promise<void>((resolve) => client.on('connected', () => resolve()));
  return client;
}

describe('configuration of the drain and metrics', () => {
  it('reads DRAIN_DELAY_MS, DRAIN_TIMEOUT_MS and METRICS_TOKEN, defaulting to no delay, 30 s and an open /metrics', () => {
    expect(loadConfig({}).operations).toEqual({ drainDelayMs: 0, drainTimeoutMs: 30_000, metricsToken: undefined });
    expect(loadConfig({ DRAIN_DELAY_MS: '4000', DRAIN_TIMEOUT_MS: '10000', METRICS_TOKEN: 'scrape' }).operations).toEqual({
      drainDelayMs: 4000,
      drainTimeoutMs: 10_000,
      metricsToken: 'scrape',
    });
    expect(() => loadConfig({ DRAIN_DELAY_MS: 'soon' })).toThrow('DRAIN_DELAY_MS must be a non-negative integer');
  });
});

describe('health and drain', () => {
  let server: TestApp;
  let token: string;

  beforeAll(async () => {
    // A delay no test waits out: the second drain call ends it.
    server = await startTestApp('pglite', { operations: { drainDelayMs: 600_000, drainTimeoutMs: 20_000 } });
    token = await demoToken(server.baseUrl, 'reader');
  });
  afterAll(() => server?.stop());

  const currentTime = () =>
    fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, siteid: '4' },
      body: JSON.stringify({ query: '{ currentTime }' }),
    });

  it('answers /livez, and /readyz with the database and storage checked (Redis off without REDIS_URL)', async () => {
    const live = await fetch(`${server.baseUrl}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(await readyz(server.baseUrl)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'off', storage: 'ok' } } });
  });

  it('drains: readiness 503 at once while it serves on; then an in-flight request finishes, new connections are refused and websocket clients are told 1012', async () => {
    const closes: number[] = [];
    const client = await connectedClient(server.baseUrl, token, (code) => closes.push(code));

    const drained = drainApp(server, () => {});
    expect((await readyz(server.baseUrl)).body.status).toBe('draining');
    expect((await readyz(server.baseUrl)).status).toBe(503);
    // The load balancer has not noticed yet: the server still answers everything.
    expect((await fetch(`${server.baseUrl}/livez`)).status).toBe(200);
    expect((await currentTime()).status).toBe(200);

    // A request whose body is still on its way when the server closes.
    const body = JSON.stringify({ query: '{ currentTime }' });
    const routed = new Promise<void>((resolve) => server.app.server.once('request', () => resolve()));
    const slow = httpRequest(`${server.baseUrl}/graphql`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}`, siteid: '4' },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    await routed;

    // A second call ends the delay: the server closes now.
    const again = drainApp(server, () => {});
    await until(() => connectionOutcome(`${server.baseUrl}/livez`), (outcome) => outcome === 'ECONNREFUSED');
    await until(() => closes, (codes) => codes.length > 0);
    expect(closes).toEqual([CLOSE_SERVICE_RESTART]);

    slow.end(body.slice(10));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ data: { currentTime: expect.any(String) } });
    await drained;
    expect(again).toBe(drained);
    await client.dispose();
  });
});

describe('readiness when its parts fail', () => {
  it('answers 503 "unready" naming the database, Redis and storage, each failure logged once', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'readiness-'));
    await copyPgliteTemplate(dataDir);
    const database = await openDatabase({ dataDir });
    await database.close();
    const storage = await createDiskBackend(path.join(dataDir, 'media'));
    await rm(path.join(dataDir, 'media'), { recursive: true });
    const logged: string[] = [];
    const readiness = createReadiness({ db: database.db, redisUrl: `redis://127.0.0.1:${await freePort()}`, storage, log: (message) => logged.push(message) });
    const app = Fastify();
    registerHealthRoutes(app, readiness);
    try {
      for (let call = 0; call < 2; call++) {
        const response = await app.inject('/readyz');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'unready', checks: { database: 'failed', redis: 'failed', storage: 'failed' } });
      }
      expect(logged.map((line) => line.split(':')[1]?.trim()).sort()).toEqual(['database check failed', 'redis check failed', 'storage check failed']);
      expect((await app.inject('/livez')).statusCode).toBe(200);
    } finally {
      await readiness.close();
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const withRedis = testDatabaseKinds().includes('postgres') && (await redisAnswers());

describe.runIf(withRedis)('readiness on PostgreSQL with Redis', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp('postgres', { events: { redisUrl: TEST_REDIS_URL, channelPrefix: testChannelPrefix() } });
  });
  afterAll(() => server?.stop());

  it('checks Redis with a PING beside the database and storage', async () => {
    expect(await readyz(server.baseUrl)).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', redis: 'ok', storage: 'ok' } } });
  });
});

describe.each(testDatabaseKinds())('jobs when the runner stops, on %s', (kind) => {
  let server: TestApp;
  const FAST: JobRunnerOptions = { pollMs: 20, log: () => {} };
  const rowOf = async (id: number) => (await server.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    server = await startTestApp(kind);
  });
  afterAll(() => server?.stop());

  it('waits for a job running when it stops', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const runner = await startJobRunner(server.db, { 'operations.brief': async () => (await released, 'finished') }, FAST);
    const id = (await enqueue(server.db, 'operations.brief'))!;
    await until(() => rowOf(id), (row) => row.state === 'running');
    let stopped = false;
    const stopping = runner.stop({ handBackAfterMs: 60_000 }).then(() => (stopped = true));
    expect((await rowOf(id)).state).toBe('running');
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ state: 'done', result: 'finished', attempts: 1, lockedBy: null });
  });

  it('hands a job still running after the wait back, the attempt not counted, and another runner takes it', async () => {
    const aborted: string[] = [];
    const first = await startJobRunner(
      server.db,
      {
        'operations.long': (_payload, job) =>
          new Promise((_resolve, reject) =>
            job.signal.addEventListener('abort', () => {
              aborted.push(String(job.signal.reason));
              reject(job.signal.reason as Error);
            }),
          ),
      },
      FAST,
    );
    const id = (await enqueue(server.db, 'operations.long', { n: 1 }))!;
    await until(() => rowOf(id), (row) => row.state === 'running' && row.lockedBy === first.workerId);
    await first.stop({ handBackAfterMs: 50 });
    expect(await rowOf(id)).toMatchObject({ state: 'pending', attempts: 0, lockedBy: null, lockedUntil: null, lastError: null });
    expect(aborted).toEqual(['Error: handed back: its runner stopped']);

    const second = await startJobRunner(server.db, { 'operations.long': (payload: { n: number }, job) => ({ n: payload.n, attempt: job.attempt }) }, FAST);
    try {
      await until(() => rowOf(id), (row) => row.state === 'done');
      expect((await rowOf(id)).result).toEqual({ n: 1, attempt: 1 });
    } finally {
      await second.stop();
    }
  });
});

/** One sample of the Prometheus text: the value of `name` with exactly these labels, undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = (match[2] ?? '').split(/,(?=[a-zA-Z_]\w*=")/).filter(Boolean).sort().join(',');
    if (found === wanted) return Number(match[3]);
  }
  return undefined;
}

describe('metrics', () => {
  const TOKEN = 'scrape-secret';
  let server: TestApp;
  let distDir: string;
  let token: string;
  let manifest: Record<string, string>;

  beforeAll(async () => {
    // The admin's own persisted operations, as its build serves them.
    distDir = await mkdtemp(path.join(tmpdir(), 'operations-metrics-'));
    manifest = JSON.parse(await readFile(new URL('../../src/graphql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
    await writeFile(path.join(distDir, PERSISTED_OPERATIONS_FILE), JSON.stringify(manifest));
    server = await startTestApp('pglite', {
      distDir,
      operations: { drainDelayMs: 0, drainTimeoutMs: 30_000, metricsToken: TOKEN },
      jobs: { concurrency: 2, pollMs: 50, leaseMs: 60_000, retention: JOB_RETENTION_DEFAULTS },
      ingest: { root: path.join(distDir, 'ingest'), dropIntervalMs: 50, feedIntervalMs: 300_000, maxFileBytes: 1024 * 1024, demoAgencyItems: 0 },
    });
    token = await demoToken(server.baseUrl, 'reader');
  });
  afterAll(async () => {
    await server?.stop();
    await rm(distDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };

  const persisted = (name: string) => {
    const entry = Object.entries(manifest).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
    if (!entry) throw new Error(`the admin sends no operation ${name}`);
    return { id: entry[0], text: entry[1] };
  };

  const call = (body: Record<string, unknown>) =>
    fetch(`${server.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', authorization: `Bearer ${token}`, siteid: '4' },
      body: JSON.stringify(body),
    });

  it('refuses a scrape without the token', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
  });

  it('counts GraphQL operations by name and outcome on both paths, times them, and counts requests by route pattern', async () => {
    const currentUser = persisted('GetCurrentUser');
    const draft = persisted('GetContentDraft');
    const byHash = (operation: { id: string }, operationName: string, variables = {}) =>
      call({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id.slice('sha256:'.length) } } });
    const before = await scrape();
    const counted = (text: string, operation: string, outcome: string) => sample(text, 'newsroom_graphql_operations_total', { operation, outcome }) ?? 0;

    expect((await byHash(currentUser, 'GetCurrentUser')).status).toBe(200);
    expect((await byHash(currentUser, 'GetCurrentUser')).status).toBe(200);
    // Sent whole, it goes through yoga.
    expect((await call({ query: currentUser.text, operationName: 'GetCurrentUser' })).status).toBe(200);
    // A variable missing: executed, answered with an error.
    expect((await (await byHash(draft, 'GetContentDraft')).json()).errors).toHaveLength(1);
    expect((await (await call({ query: draft.text, operationName: 'GetContentDraft' })).json()).errors).toHaveLength(1);

    const after = await scrape();
    expect(counted(after, 'GetCurrentUser', 'ok') - counted(before, 'GetCurrentUser', 'ok')).toBe(3);
    expect(counted(after, 'GetContentDraft', 'error') - counted(before, 'GetContentDraft', 'error')).toBe(2);
    const timed = (text: string) => sample(text, 'newsroom_graphql_operation_duration_seconds_count', { operation: 'GetCurrentUser' }) ?? 0;
    expect(timed(after) - timed(before)).toBe(3);
    expect(sample(after, 'newsroom_graphql_operation_duration_seconds_bucket', { operation: 'GetCurrentUser', le: '+Inf' })).toBe(timed(after));
    const requests = (text: string) => sample(text, 'newsroom_http_requests_total', { route: '/graphql', method: 'POST', status: '200' }) ?? 0;
    expect(requests(after) - requests(before)).toBe(5);
    expect(sample(after, 'newsroom_http_request_duration_seconds_count', { route: '/graphql' })).toBeGreaterThanOrEqual(5);
    // A file's route is its pattern, never the URL asked for.
    await fetch(`${server.baseUrl}/storage/files/does-not-exist.jpg`);
    expect((await scrape()).match(/newsroom_http_requests_total\{route="[^"]*does-not-exist/)).toBeNull();
    // The process's own metrics are there too.
    expect(sample(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('shows the jobs waiting and how long the oldest has waited, read when scraped', async () => {
    await enqueue(server.db, 'operations.nobodyRunsThis', {}, { runAt: new Date(Date.now() - 90_000) });
    await enqueue(server.db, 'operations.nobodyRunsThis', {});
    await enqueue(server.db, 'operations.nobodyRunsThis', {}, { runAt: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'newsroom_jobs_waiting', { name: 'operations.nobodyRunsThis' })).toBe(2);
    expect(sample(text, 'newsroom_jobs_oldest_waiting_seconds', { name: 'operations.nobodyRunsThis' })).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'newsroom_jobs_waiting', { name: PRUNE_JOBS_JOB })).toBeDefined();
  });

  it('shows the websocket clients connected', async () => {
    const client = await connectedClient(server.baseUrl, token);
    expect(sample(await scrape(), 'newsroom_websocket_clients')).toBe(1);
    await client.dispose();
    await until(scrape, (text) => sample(text, 'newsroom_websocket_clients') === 0);
  });

  it('counts the wire items the drop folder ingests', async () => {
    const item = { $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json', uri: 'urn:operations:1', type: 'text', headlines: [{ value: 'Counted' }], versionCreated: '2026-11-20T10:00:00Z' };
    await writeFile(path.join(dropDirOf(server.config.ingest), 'counted.json'), JSON.stringify(item));
    await writeFile(path.join(dropDirOf(server.config.ingest), 'broken.xml'), '<not-a-wire-format/>');
    const text = await until(scrape, (scraped) => sample(scraped, 'newsroom_ingest_items_total', { outcome: 'added' }) === 1 && sample(scraped, 'newsroom_ingest_items_total', { outcome: 'failed' }) === 1);
    expect(sample(text, 'newsroom_ingest_items_total', { outcome: 'updated' })).toBeUndefined();
  });
});
