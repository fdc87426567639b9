import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/testDatabase.ts';

/** PostgreSQL ending the server's idle connections (a restart, an administrator) is not the server's end. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL pool', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('drops an idle connection the server terminates, warns, and answers the next query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await database.db.execute(sql`select 1`);
    // Another session ends every connection of the pool, which are all idle now.
    const admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, dataDir: '' });
    try {
      await admin.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${new URL(scratch.url).pathname.slice(1)}`);
    } finally {
      await admin.close();
    }
    await expect.poll(() => warn.mock.calls.some(([message]) => String(message).includes('PostgreSQL closed an idle connection'))).toBe(true);
    const answer = await database.db.execute(sql`select 2 as two`);
    expect((answer as unknown as { rows: { two: number }[] }).rows[0]!.two).toBe(2);
    warn.mockRestore();
  });
});
