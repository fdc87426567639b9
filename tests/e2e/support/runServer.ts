import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyPgliteTemplate } from '../../support/databaseTemplates.ts';
import { freePort } from '../../support/freePort.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends the process a signal (SIGTERM: it drains and exits). */
  signal: (signal: NodeJS.Signals) => void;
  /** The exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}


async function waitForReady(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the real server (built admin, embedded OpenID provider, PGlite unless `env` names a
 * DATABASE_URL) on a free port (or `options.port`) with a fresh data dir, holding a copy of the
 * run's seeded PGlite template.
 */
export async function runServer(env: Record<string, string> = {}, options: { port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-e2e-'));
  if (!env.DATABASE_URL) await copyPgliteTemplate(dataDir);
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      OIDC_ISSUER: '',
      LOG_LEVEL: 'warn',
      // The tests add the categories, authors and settings they use.
      DEMO_EDITORIAL_DATA: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitForReady(url, child, () => log, 90_000);
  return {
    url,
    dataDir,
    output: () => log,
    signal: (signal) => child.kill(signal),
    exited,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
