// `npm run cluster [-- --servers N]`: N servers (default 2) behind haproxy on one PostgreSQL, one
// Redis and an S3-compatible store (README, "Several servers"). Ctrl-C stops them all; SIGTERM to
// one server's pid is a rolling restart: it drains, exits and is started again here.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import pg from 'pg';
import { demoAccountsTable } from '../server/db/demoUsers.ts';
import { buildAdminIfStale, root } from './adminBuild.mjs';
import { answersOk, clusterServerEnv, findHaproxy, haproxyConfig, startHaproxy, startS3Store } from './clusterParts.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/newsroom_cluster';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
const STATS_PORT = 8404;
/** A server has this long to answer /readyz after it started (the first one migrates and seeds). */
const START_TIMEOUT_MS = 180_000;
/** After SIGTERM a server drains its jobs (DRAIN_TIMEOUT_MS, 30 s by default); then it is killed. */
const STOP_TIMEOUT_MS = 45_000;

function fail(message) {
  console.error(`\n${message}\n`);
  process.exit(1);
}

const { values: options } = parseArgs({ options: { servers: { type: 'string', default: '2' } } });
const serverCount = Number(options.servers);
if (!Number.isInteger(serverCount) || serverCount < 1 || serverCount > 16) fail(`--servers must be a number from 1 to 16, got "${options.servers}"`);
const lbPort = Number(process.env.CLUSTER_PORT || 8080);
if (!Number.isInteger(lbPort) || lbPort < 1 || lbPort + serverCount > 65535) fail(`CLUSTER_PORT must be a port number, got "${process.env.CLUSTER_PORT}"`);
const publicUrl = `http://127.0.0.1:${lbPort}`;
const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || DEFAULT_REDIS_URL;
const clusterDir = path.join(root, 'data', 'cluster');

/** haproxy from PATH or Debian's package; installed with apt-get when missing and running as root. */
function haproxyProgram() {
  const found = findHaproxy();
  if (found) return found;
  if (process.getuid?.() !== 0) fail('haproxy is not installed. Install Debian\'s package and run again:\n  sudo apt-get install -y haproxy');
  console.log('Installing haproxy (apt-get install -y haproxy)…');
  for (const args of [['update'], ['install', '-y', 'haproxy']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit' });
    if (run.status !== 0) fail(`apt-get ${args.join(' ')} failed: install haproxy yourself and run again.`);
  }
  return findHaproxy() ?? fail('haproxy was installed but cannot be found on PATH or in /usr/sbin.');
}

/** Connects to DATABASE_URL; creates its database when the server answers but the database is missing. */
async function ensureDatabase() {
  const shown = databaseUrl.replace(/\/\/[^@/]*@/, '//…@');
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    await client.end();
    return;
  } catch (error) {
    if (error.code !== '3D000') fail(`PostgreSQL does not answer at ${shown} (${error.message}).\nStart PostgreSQL (Debian package postgresql) or set DATABASE_URL.`);
  }
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.href });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    console.log(`Created the database ${name}.`);
  } catch (error) {
    fail(`The database ${name} is missing and could not be created (${error.message}). Create it, or set DATABASE_URL.`);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function ensureRedis() {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    fail(`Redis does not answer at ${redisUrl} (${error.message}).\nStart Redis (Debian package redis-server) or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
}

/** Each line of a child's output, after `label`. */
function prefixOutput(stream, label) {
  createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
}

const program = haproxyProgram();
await ensureDatabase();
await ensureRedis();
buildAdminIfStale();

let stopping = false;
const store = process.env.S3_BUCKET
  ? { env: { STORAGE_DRIVER: 's3' }, describe: `S3 bucket ${process.env.S3_BUCKET} (S3_*)`, close: async () => undefined }
  : await startS3Store({ directory: path.join(clusterDir, 's3'), bucket: 'newsroom-media' }).then((started) => ({
      ...started,
      describe: `s3rver at ${started.env.S3_ENDPOINT}, bucket ${started.env.S3_BUCKET}, files under data/cluster/s3`,
    }));

/** The servers by index: their port, the running process, and how to wait for its end. */
const servers = Array.from({ length: serverCount }, (_, index) => ({ name: `s${index + 1}`, port: lbPort + 1 + index, child: undefined, exited: undefined }));

async function waitUntilReady(server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) throw new Error(`${server.name} ended while starting`);
    if (await answersOk(`http://127.0.0.1:${server.port}/readyz`)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${server.name} did not answer /readyz within ${START_TIMEOUT_MS / 1000} s`);
}

async function startServer(server) {
  const dataDir = path.join(clusterDir, `server-${server.name.slice(1)}`);
  await mkdir(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, ...clusterServerEnv({ port: server.port, publicUrl, dataDir, databaseUrl, redisUrl }), ...store.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches this script, which stops the servers in order.
    detached: true,
  });
  server.child = child;
  server.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  prefixOutput(child.stdout, `[${server.name}]`);
  prefixOutput(child.stderr, `[${server.name}]`);
  await waitUntilReady(server);
  server.exited.then(({ code, signal }) => restartWhenEnded(server, child, code, signal));
}

/** A server that ended while the cluster runs is started again on its port: after `kill -TERM <pid>`, a rolling restart. */
async function restartWhenEnded(server, child, code, signal) {
  if (stopping || server.child !== child) return;
  console.log(`\n${server.name} (pid ${child.pid}) ended (${signal ?? `exit ${code}`}); starting it again on port ${server.port}…`);
  // A crash is not retried in a tight loop.
  if (code !== 0) await new Promise((resolve) => setTimeout(resolve, 2000));
  if (stopping) return;
  try {
    await startServer(server);
    console.log(`${server.name} is back: pid ${server.child.pid}; haproxy sends to it again after two good checks.\n`);
  } catch (error) {
    console.error(`${server.name} could not be started again: ${error.message}`);
  }
}

let haproxy;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping haproxy and the servers (each drains first)…');
  await haproxy?.stop();
  await Promise.all(
    servers.map(async (server) => {
      const { child } = server;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await server.exited;
      clearTimeout(timer);
    }),
  );
  await store.close();
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));
// Whatever ends this script takes the servers with it.
process.on('exit', () => servers.forEach((server) => server.child?.exitCode === null && server.child.kill('SIGKILL')));

try {
  // The first server migrates and seeds the database alone; the others start once it is ready.
  console.log(`Starting ${serverCount} server${serverCount > 1 ? 's' : ''} on ports ${servers.map((server) => server.port).join(', ')}…`);
  await startServer(servers[0]);
  await Promise.all(servers.slice(1).map(startServer));
  const backends = servers.map(({ name, port }) => ({ name, port }));
  haproxy = await startHaproxy(program, path.join(clusterDir, 'haproxy.cfg'), haproxyConfig({ port: lbPort, backends, statsPort: STATS_PORT }), { inherit: true });
  haproxy.process.once('exit', (code) => {
    if (stopping) return;
    console.error(`haproxy ended (exit ${code}); stopping the servers.`);
    void stopAll(1);
  });
  const deadline = Date.now() + 30_000;
  while (!(await answersOk(`${publicUrl}/readyz`))) {
    if (Date.now() > deadline) throw new Error(`haproxy does not answer at ${publicUrl}:\n${haproxy.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}

const metricsNote = process.env.METRICS_TOKEN ? ' (Authorization: Bearer $METRICS_TOKEN)' : '';
console.log(`
────────────────────────────────────────────────────────────────────────
Newsroom back office, ${serverCount} server${serverCount > 1 ? 's' : ''} behind haproxy: ${publicUrl}

${servers.map((server) => `  ${server.name}  pid ${server.child.pid}  http://127.0.0.1:${server.port}  metrics: http://127.0.0.1:${server.port}/metrics${metricsNote}`).join('\n')}

haproxy's view of the servers: http://127.0.0.1:${STATS_PORT}/   (configuration: data/cluster/haproxy.cfg)
Storage: ${store.describe}
Database: ${databaseUrl.replace(/\/\/[^@/]*@/, '//…@')}   Redis: ${redisUrl}

Demo accounts (sign in at ${publicUrl}):
${demoAccountsTable()}

A rolling restart: kill -TERM <pid> of one server. It answers /readyz with 503, haproxy stops
sending to it, it finishes its requests and jobs and exits; it is started again here.
Ctrl-C stops everything.
────────────────────────────────────────────────────────────────────────
`);
