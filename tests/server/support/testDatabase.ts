import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../../server/db/client.ts';
import { copyPgliteTemplate, postgresTemplate } from '../../support/databaseTemplates.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database beside TEST_DATABASE_URL's, so parallel test files and runs never collide: empty, or
 * `seeded` (a copy of the run's migrated and seeded template, when there is one).
 */
export async function createScratchDatabase(options: { seeded?: boolean } = {}): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `newsroom_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = options.seeded ? postgresTemplate() : undefined;
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A migrated and seeded database of `kind` without a server, for tests of one module's queries:
 * a copy of the run's PGlite template in a new data dir, or a PostgreSQL scratch database. `close`
 * removes it.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-db-test-'));
  const scratch = kind === 'postgres' ? await createScratchDatabase({ seeded: true }) : undefined;
  if (!scratch) await copyPgliteTemplate(dataDir);
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
