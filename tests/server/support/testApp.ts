import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type BuiltApp } from '../../../server/app.ts';
import { loadConfig, type ConfigOverrides } from '../../../server/config.ts';
import { createScratchDatabase, type ScratchDatabase, type TestDatabaseKind } from './testDatabase.ts';
import { copyPgliteTemplate } from '../../support/databaseTemplates.ts';
import { freePort } from '../../support/freePort.ts';

export interface TestApp extends BuiltApp {
  /** http://127.0.0.1:<port>, also the PUBLIC_URL (issuer `${baseUrl}/oidc`). */
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}


/**
 * The real server (embedded provider, migrations, seed) on a fresh data dir (holding a copy of the run's
 * seeded database template, see tests/support/databaseTemplates.ts) and a free port, listening,
 * so tests sign in over HTTP and call the API through `yoga.fetch`, `app.inject` or HTTP.
 * The machine's environment is ignored: only `overrides` change the defaults.
 */
export async function startTestApp(database: TestDatabaseKind = 'pglite', overrides: ConfigOverrides = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-server-test-'));
  let scratch: ScratchDatabase | undefined;
  let built: BuiltApp | undefined;
  try {
    if (database === 'postgres') scratch = await createScratchDatabase({ seeded: true });
    else await copyPgliteTemplate(dataDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig(
      // No video runner (no ffmpeg looked for at start, no transcode beside the test): a test that wants one passes `video`.
      { VIDEO_CONCURRENCY: '0' },
      {
        port,
        publicUrl: baseUrl,
        dataDir,
        databaseUrl: scratch?.url,
        logLevel: 'warn',
        distDir: path.join(dataDir, 'no-dist'),
        // No watcher and no demo desk: tests ingest what they need themselves.
        ingest: { root: path.join(dataDir, 'ingest'), dropIntervalMs: 0, feedIntervalMs: 300_000, maxFileBytes: 20 * 1024 * 1024, demoAgencyItems: 0 },
        demoEditorialData: false,
        ...overrides,
      },
    );
    built = await buildApp(config);
    await built.app.listen({ port, host: '127.0.0.1' });
    const app = built;
    return {
      ...app,
      baseUrl,
      dataDir,
      async stop() {
        await app.close();
        await scratch?.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await built?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
