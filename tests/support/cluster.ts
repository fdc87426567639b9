import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clusterServerEnv, findHaproxy, haproxyConfig, startHaproxy, startS3Store, type RunningHaproxy, type S3Store } from '../../scripts/clusterParts.ts';
import { runServer, type RunningServer } from '../e2e/support/runServer.ts';
import { redisAnswers, TEST_REDIS_URL } from '../server/support/testRedis.ts';
import { until } from '../server/support/until.ts';
import { freePort } from './freePort.ts';

/** Why a cluster cannot run here (no PostgreSQL named, no Redis, no haproxy), or undefined when it can. */
export async function clusterMissing(databaseUrl: string | undefined): Promise<string | undefined> {
  if (!databaseUrl) return 'no PostgreSQL (TEST_DATABASE_URL)';
  if (!(await redisAnswers())) return `no Redis answering at ${TEST_REDIS_URL}`;
  if (!findHaproxy()) return 'no haproxy (Debian package haproxy)';
  return undefined;
}

/** haproxy's word for a server: UP, DOWN, or a transition such as "UP 1/2" (going down) or "DOWN 1/2" (coming up). */
export type BackendState = string;

export interface Cluster {
  /** The load balancer's address: every server's PUBLIC_URL. */
  url: string;
  /** Server i is haproxy's `s${i + 1}`. */
  servers: RunningServer[];
  /** The servers' state as haproxy sees them, by name. */
  states(): Promise<Record<string, BackendState>>;
  /** Waits until haproxy sends to server `index` (or, with 'DOWN', no longer does). */
  waitFor(index: number, state: 'UP' | 'DOWN'): Promise<void>;
  /** Starts server `index` again on its port (after it ended) and waits until haproxy sends to it. */
  restart(index: number): Promise<RunningServer>;
  /** A second load balancer in front of the first `count` servers only (the bench's one server behind the same haproxy). */
  balancer(count: number): Promise<{ url: string; stop(): Promise<void> }>;
  haproxyOutput(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A PostgreSQL database; `migrated` when it already holds the migrations and seed (a copy of the test template). */
  databaseUrl: string;
  migrated: boolean;
  servers?: number;
  /** More server settings (JOBS_POLL_MS, …). */
  env?: Record<string, string>;
}

async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * What `npm run cluster` starts, for tests and the bench: an s3rver, `servers` (default 2) real
 * server processes on one PostgreSQL database and the test Redis, haproxy in front (health checks on
 * /readyz). Returns once haproxy sends to every server. An unmigrated database is migrated and
 * seeded by the first server before the others start.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const haproxyProgram = findHaproxy();
  if (!haproxyProgram) throw new Error('haproxy is not installed');
  const count = options.servers ?? 2;
  const work = await mkdtemp(path.join(tmpdir(), 'newsroom-cluster-'));
  const [lbPort, statsPort, ...serverPorts] = await distinctPorts(count + 2);
  const url = `http://127.0.0.1:${lbPort}`;
  const servers: RunningServer[] = [];
  const balancers: RunningHaproxy[] = [];
  let store: S3Store | undefined;
  let haproxy: RunningHaproxy | undefined;

  const stop = async () => {
    await Promise.all([...balancers, ...(haproxy ? [haproxy] : [])].map((running) => running.stop()));
    await Promise.all(servers.map((server) => server.stop()));
    await store?.close();
    await rm(work, { recursive: true, force: true });
  };

  const start = (index: number) => {
    const env = clusterServerEnv({ port: serverPorts[index]!, publicUrl: url, databaseUrl: options.databaseUrl, redisUrl: TEST_REDIS_URL });
    return runServer({ ...env, ...store!.env, DEMO_AGENCY_ITEMS: '0', ...options.env }, { port: serverPorts[index]! });
  };

  const states = async (): Promise<Record<string, BackendState>> => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/;csv`)).text();
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const [proxy, name, status] = ['pxname', 'svname', 'status'].map((column) => columns.indexOf(column));
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy!] === 'servers' && cells[name!] !== 'BACKEND')
        .map((cells) => [cells[name!], cells[status!]]),
    );
  };
  const waitFor = async (index: number, state: 'UP' | 'DOWN') => {
    await until(states, (seen) => seen[`s${index + 1}`] === state, 60_000);
  };

  try {
    store = await startS3Store({ directory: path.join(work, 's3'), bucket: 'newsroom-media' });
    if (options.migrated) {
      const started = await Promise.allSettled(serverPorts.map((_, index) => start(index)));
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      for (const result of started) if (result.status === 'rejected') throw result.reason;
    } else {
      // Migrations on one database from two processes at once may race: the first server migrates and seeds alone.
      servers.push(await start(0));
      servers.push(...(await Promise.all(serverPorts.slice(1).map((_, index) => start(index + 1)))));
    }
    const backends = serverPorts.map((port, index) => ({ name: `s${index + 1}`, port }));
    haproxy = await startHaproxy(haproxyProgram, path.join(work, 'haproxy.cfg'), haproxyConfig({ port: lbPort, backends, statsPort }));
    await until(
      () => states().catch(() => ({}) as Record<string, BackendState>),
      (seen) => backends.every((backend) => seen[backend.name] === 'UP'),
      60_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nhaproxy:\n${haproxy!.output()}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url,
    servers,
    states,
    waitFor,
    async restart(index) {
      await servers[index]!.stop();
      servers[index] = await start(index);
      await waitFor(index, 'UP');
      return servers[index]!;
    },
    async balancer(first) {
      const port = await freePort();
      const backends = serverPorts.slice(0, first).map((serverPort, index) => ({ name: `s${index + 1}`, port: serverPort }));
      const running = await startHaproxy(haproxyProgram, path.join(work, `haproxy-${port}.cfg`), haproxyConfig({ port, backends }));
      balancers.push(running);
      const balancerUrl = `http://127.0.0.1:${port}`;
      await until(() => fetch(`${balancerUrl}/readyz`).then((response) => response.status, () => 0), (status) => status === 200, 60_000);
      return { url: balancerUrl, stop: () => running.stop() };
    },
    haproxyOutput: () => haproxy!.output(),
    stop,
  };
}
