/**
 * Prometheus metrics at GET /metrics (prom-client's text format; README, "Operations"): HTTP requests
 * per route pattern, GraphQL operations per operation name, the job queue read from the jobs table
 * at each scrape and websocket clients; a feature adds its own to `registry` (the wire ingest's items:
 * server/ingest/ingestMetrics.ts). Each built app has a registry of its own (tests build several in
 * one process); the process's metrics (CPU, memory, event loop, GC) come from one registry per
 * process, served beside it.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { getOperationAST } from '../contract/graphqlRuntime.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/jobsTable.ts';

export const METRICS_PATH = '/metrics';

export type OperationOutcome = 'ok' | 'error';

/** Operation names are the caller's to choose: past this many distinct ones, new names count as `other`. */
const MAX_OPERATION_NAMES = 500;

export interface AppMetrics {
  /** This app's metrics and the process's, as /metrics serves them; a feature registers its own here. */
  registry: Registry;
  /** One GraphQL operation executed: its name (undefined: anonymous), whether its result carried errors, how long it took. */
  observeOperation(name: string | undefined, outcome: OperationOutcome, seconds: number): void;
  /** Where the scrape reads what exists only once the app is assembled: the job names this server runs, the websocket clients open. */
  watch(sources: { jobNames?: () => readonly string[]; websocketClients?: () => number }): void;
}

interface MetricShape<Label extends string> {
  name: string;
  help: string;
  labelNames: readonly Label[];
}

/** How many things were done (a counter) and how long each took (a histogram, prom-client's default buckets). */
function countedAndTimed<Counted extends string, Timed extends string>(registers: Registry[], counted: MetricShape<Counted>, timed: MetricShape<Timed>) {
  return { count: new Counter({ ...counted, registers }), time: new Histogram({ ...timed, registers }) };
}

let processRegistry: Registry | undefined;

/** CPU, memory, event loop lag, GC and handles: one set per process, however many apps it builds. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Pending jobs whose time has come, per name, and how long the oldest has waited since it was due. */
async function waitingJobs(db: Db): Promise<Map<string, { waiting: number; oldestSeconds: number }>> {
  const rows = await db
    .select({
      name: jobs.name,
      waiting: sql<number>`count(*)::int`,
      oldestSeconds: sql<number>`extract(epoch from now() - min(${jobs.runAt}))::float8`,
    })
    .from(jobs)
    .where(and(eq(jobs.state, 'pending'), lte(jobs.runAt, sql`now()`)))
    .groupBy(jobs.name);
  return new Map(rows.map((row) => [row.name, { waiting: Number(row.waiting), oldestSeconds: Math.max(0, Number(row.oldestSeconds)) }]));
}

export function createMetrics(options: { db: Db }): AppMetrics {
  const appRegistry = new Registry();
  const registers = [appRegistry];
  let jobNames: () => readonly string[] = () => [];
  let websocketClients: () => number = () => 0;

  const operations = countedAndTimed(
    registers,
    {
      name: 'newsroom_graphql_operations_total',
      help: 'GraphQL operations executed (HTTP and websocket), by operation name and outcome (error: the result carries errors)',
      labelNames: ['operation', 'outcome'],
    },
    { name: 'newsroom_graphql_operation_duration_seconds', help: 'How long GraphQL operations took to execute, by operation name', labelNames: ['operation'] },
  );
  new Gauge({
    name: 'newsroom_websocket_clients',
    help: 'GraphQL websocket clients connected to this server',
    registers,
    collect() {
      this.set(websocketClients());
    },
  });

  // Both job gauges come from one query per scrape (the registry asks every metric at once); a
  // database that does not answer leaves them empty rather than failing the whole scrape.
  let snapshot: Promise<Map<string, { waiting: number; oldestSeconds: number }> | undefined> | undefined;
  const readJobs = () =>
    (snapshot ??= waitingJobs(options.db)
      .catch(() => undefined)
      .finally(() => (snapshot = undefined)));
  const jobGauge = (name: string, help: string, value: (entry: { waiting: number; oldestSeconds: number } | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['name'] as const,
      registers,
      async collect() {
        const waiting = await readJobs();
        this.reset();
        if (!waiting) return;
        for (const job of new Set([...jobNames(), ...waiting.keys()])) this.set({ name: job }, value(waiting.get(job)));
      },
    });
  jobGauge('newsroom_jobs_waiting', 'Jobs due and not yet taken by a runner, by job name', (entry) => entry?.waiting ?? 0);
  jobGauge('newsroom_jobs_oldest_waiting_seconds', 'How long the oldest job due and not yet taken has waited since it was due, by job name', (entry) => entry?.oldestSeconds ?? 0);

  const operationNames = new Set<string>();
  const operationLabel = (name: string | undefined) => {
    if (!name) return 'anonymous';
    if (operationNames.has(name)) return name;
    if (operationNames.size >= MAX_OPERATION_NAMES) return 'other';
    operationNames.add(name);
    return name;
  };

  return {
    registry: Registry.merge([processMetrics(), appRegistry]),
    observeOperation(name, outcome, seconds) {
      const operation = operationLabel(name);
      operations.count.inc({ operation, outcome });
      operations.time.observe({ operation }, seconds);
    },
    watch(sources) {
      if (sources.jobNames) jobNames = sources.jobNames;
      if (sources.websocketClients) websocketClients = sources.websocketClients;
    },
  };
}

/** yoga's side of the operation metrics (HTTP through yoga, and websocket operations): each execution, timed. */
export function useOperationMetrics(metrics: Pick<AppMetrics, 'observeOperation'>): Plugin {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const name = getOperationAST(args.document, args.operationName)?.name?.value;
      return {
        onExecuteDone({ result }) {
          const errors = Symbol.asyncIterator in result ? undefined : result.errors;
          metrics.observeOperation(name, errors?.length ? 'error' : 'ok', (performance.now() - started) / 1000);
        },
      };
    },
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by its route pattern (`/storage/files/:id`, never the URL asked for, so
 * the series stay few) and serves GET /metrics, wanting `Authorization: Bearer <token>` when a
 * token is given. Registered before the routes, so its hook sees all of them.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, token?: string): void {
  const requests = countedAndTimed(
    [metrics.registry],
    { name: 'newsroom_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'] },
    { name: 'newsroom_http_request_duration_seconds', help: 'How long HTTP requests took to answer, by route pattern', labelNames: ['route'] },
  );
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.count.inc({ route, method: request.method, status: String(reply.statusCode) });
    requests.time.observe({ route }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (token) {
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
      }
    }
    return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
  });
}
