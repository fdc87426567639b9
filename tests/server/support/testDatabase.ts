import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresTemplate } from '../../support/databaseTemplates.ts';

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
