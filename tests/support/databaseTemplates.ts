import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { seed } from '../../server/seed/seed.ts';

/**
 * A migrated and seeded database made once per test run, copied for each test server: PGlite's first
 * start (initdb in WebAssembly) takes 5-10 s on a loaded machine and the migrations and seed another
 * one or two, a copy less than one. The server still migrates and seeds the copy (both find nothing
 * to do); the migrations and the seed on an empty database are each run here and in seed.spec.ts.
 */
const PGLITE_TEMPLATE = 'NEWSROOM_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE = 'NEWSROOM_TEST_POSTGRES_TEMPLATE';

/** PGlite's directory inside a server's data dir (server/db/client.ts). */
const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

async function migratedAndSeeded(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seed(database.db);
  } finally {
    await database.close();
  }
}

async function createPgliteTemplate(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-test-template-'));
  await migratedAndSeeded({ dataDir });
  process.env[PGLITE_TEMPLATE] = pgliteDirectory(dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}

async function createPostgresTemplate(adminUrl: string): Promise<() => Promise<void>> {
  const name = `newsroom_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before use: PostgreSQL copies a template only while nobody is connected to it.
  await migratedAndSeeded({ databaseUrl: url.href, dataDir: '' });
  process.env[POSTGRES_TEMPLATE] = name;
  return () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/**
 * For a Vitest global setup: the templates the test workers (started after it, with its environment)
 * copy. PGlite's always; PostgreSQL's with `postgres` when TEST_DATABASE_URL is set.
 */
export async function setupDatabaseTemplates(options: { postgres: boolean }): Promise<() => Promise<void>> {
  const adminUrl = options.postgres ? process.env.TEST_DATABASE_URL : undefined;
  const removals = await Promise.all([createPgliteTemplate(), ...(adminUrl ? [createPostgresTemplate(adminUrl)] : [])]);
  return async () => {
    await Promise.all(removals.map((remove) => remove()));
  };
}

/** Puts a copy of the run's PGlite template where a server with `dataDir` opens its database; without a template (outside Vitest) the server makes its own. */
export async function copyPgliteTemplate(dataDir: string): Promise<void> {
  const template = process.env[PGLITE_TEMPLATE];
  if (template) await cp(template, pgliteDirectory(dataDir), { recursive: true });
}

/** The run's PostgreSQL template database, for `CREATE DATABASE … TEMPLATE`; undefined outside Vitest. */
export const postgresTemplate = (): string | undefined => process.env[POSTGRES_TEMPLATE];
