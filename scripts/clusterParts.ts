// The pieces of a cluster (README, "Several servers"): an S3-compatible store, the servers' settings,
// haproxy in front. `npm run cluster` (scripts/cluster.mjs) and the cluster's test and bench use them.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';

/** How often haproxy asks each server's /readyz. */
export const CHECK_INTERVAL_MS = 1000;

/**
 * How long a server keeps serving after SIGTERM while its /readyz answers 503: two checks, so
 * haproxy has marked it down (one failed check does it, see haproxyConfig) before it stops listening.
 */
export const DRAIN_DELAY_MS = 2 * CHECK_INTERVAL_MS;

/** s3rver takes any key pair; the servers sign their calls with this one. */
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Store {
  /** STORAGE_DRIVER=s3 and the S3_* variables (server/config.ts) that reach it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver on 127.0.0.1 (a free port unless `port` is given), keeping its objects under `directory`, with `bucket` made. */
export async function startS3Store(options: { directory: string; bucket: string; port?: number }): Promise<S3Store> {
  await mkdir(options.directory, { recursive: true });
  const store = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, directory: options.directory, silent: true, configureBuckets: [{ name: options.bucket }] });
  const { port } = await store.run();
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => store.close(),
  };
}

/** What one server of the cluster is started with, besides the store's variables. */
export function clusterServerEnv(options: { port: number; publicUrl: string; dataDir?: string; databaseUrl: string; redisUrl: string }): Record<string, string> {
  return {
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    PORT: String(options.port),
    HOST: '127.0.0.1',
    // Every server names the load balancer's address: the sign-in's issuer and the links it sends.
    PUBLIC_URL: options.publicUrl,
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    // The embedded OpenID provider, its state and keys shared through the database.
    OIDC_ISSUER: '',
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
  };
}

export interface Backend {
  name: string;
  port: number;
}

/**
 * haproxy in front of `backends` on 127.0.0.1:`port`: round robin per request, each server asked
 * GET /readyz every second and taken out at its first failure (a draining server answers 503), put
 * back after two answers 200. A request whose connection to a server could not be made (or was
 * closed unanswered) is sent to another one. Websockets (graphql-ws) pass through and may stay open
 * for an hour without traffic. With `statsPort`, haproxy's own page (and `/;csv`) on that port.
 */
export function haproxyConfig(options: { port: number; backends: Backend[]; statsPort?: number }): string {
  const stats = options.statsPort
    ? ['', 'listen stats', `  bind 127.0.0.1:${options.statsPort}`, '  stats enable', '  stats uri /', '  stats refresh 2s']
    : [];
  return [
    'global',
    '  maxconn 4096',
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 120s',
    '  timeout http-request 30s',
    '  timeout tunnel 1h',
    '  timeout client-fin 10s',
    '  retries 2',
    '  option redispatch',
    '  retry-on conn-failure empty-response',
    '',
    'frontend newsroom',
    `  bind 127.0.0.1:${options.port}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    `  default-server check inter ${CHECK_INTERVAL_MS} fall 1 rise 2`,
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    ...stats,
    '',
  ].join('\n');
}

/** haproxy's program: on PATH, or where Debian's package puts it (/usr/sbin is not on every user's PATH). */
export function findHaproxy(): string | undefined {
  const directories = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  for (const directory of directories.filter(Boolean)) {
    const candidate = path.join(directory, 'haproxy');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

export interface RunningHaproxy {
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Writes the configuration to `configFile` and runs haproxy in the foreground with it. */
export async function startHaproxy(program: string, configFile: string, config: string, options: { inherit?: boolean } = {}): Promise<RunningHaproxy> {
  await mkdir(path.dirname(configFile), { recursive: true });
  await writeFile(configFile, config);
  const child = spawn(program, ['-db', '-f', configFile], { stdio: ['ignore', options.inherit ? 'inherit' : 'pipe', options.inherit ? 'inherit' : 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('error', (error) => (log += String(error)));
  return {
    process: child,
    output: () => log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True when `url` answers 200. */
export async function answersOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
