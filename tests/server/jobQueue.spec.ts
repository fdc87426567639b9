import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/client.ts';
import { copyPgliteTemplate } from '../support/databaseTemplates.ts';
import { jobs } from '../../server/db/jobsTable.ts';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { claimJobs, completeJob, retryDelayMs } from '../../server/jobs/jobLeases.ts';
import { startJobRunner, type JobHandler, type JobRunner, type JobRunnerOptions } from '../../server/jobs/jobRunner.ts';
import { DAY_MS, JOB_RETENTION_DEFAULTS, PRUNE_JOBS_JOB, pruneFinishedJobs, pruneJobsJob } from '../../server/jobs/pruneJobs.ts';
import { createScratchDatabase, testDatabaseKinds, type ScratchDatabase, type TestDatabaseKind } from './support/testDatabase.ts';

const FAST: JobRunnerOptions = { pollMs: 20, retryBaseMs: 40, log: () => {} };
const OUTCOME = { timeout: 20_000, interval: 25 };

const rowsOf = (db: Db, name: string) => db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.id));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One database as the server opens it (a copy of the run's seeded template); `open` again opens the same data (a restart). */
async function openTestDatabase(kind: TestDatabaseKind) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'job-queue-'));
  const scratch: ScratchDatabase | undefined = kind === 'postgres' ? await createScratchDatabase({ seeded: true }) : undefined;
  if (!scratch) await copyPgliteTemplate(dataDir);
  const open = async () => {
    const database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
    await database.migrate();
    return database;
  };
  return {
    open,
    /** A second connection to the same data: its own pool on PostgreSQL; PGlite has only one. */
    async another(first: Database): Promise<Database> {
      return kind === 'postgres' ? open() : { ...first, close: async () => {} };
    },
    async drop() {
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

describe('retry delays', () => {
  it('double from the base after each failure, capped at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 100))).toEqual([100, 200, 400, 800]);
    expect(retryDelayMs(40, 1000)).toBe(60 * 60 * 1000);
  });
});

describe.each(testDatabaseKinds())('the job queue on %s', (kind) => {
  let store: Awaited<ReturnType<typeof openTestDatabase>>;
  let first: Database;
  let second: Database;
  const runners: JobRunner[] = [];

  const start = async (database: Database, handlers: Record<string, JobHandler>, options: JobRunnerOptions = {}) => {
    const runner = await startJobRunner(database.db, handlers, { ...FAST, ...options });
    runners.push(runner);
    return runner;
  };
  const stopRunners = async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop()));
  };

  beforeAll(async () => {
    store = await openTestDatabase(kind);
    first = await store.open();
    second = await store.another(first);
  });
  afterAll(async () => {
    await stopRunners();
    await second?.close();
    await first?.close();
    await store?.drop();
  });

  it('runs each job once with two runners on two connections, and keeps its result', async () => {
    for (let n = 0; n < 30; n++) await enqueue(first.db, 'once', { n });
    const ran: { n: number; by: string }[] = [];
    const handler = (by: string): JobHandler => async (payload: { n: number }) => {
      ran.push({ n: payload.n, by });
      await pause(5);
      return { doubled: payload.n * 2 };
    };
    await start(first, { once: handler('a') }, { concurrency: 3 });
    await start(second, { once: handler('b') }, { concurrency: 3 });
    await expect.poll(async () => (await rowsOf(first.db, 'once')).filter((row) => row.state === 'done').length, OUTCOME).toBe(30);
    await stopRunners();
    expect(ran.map((run) => run.n).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    const rows = await rowsOf(first.db, 'once');
    expect(rows.map((row) => [row.attempts, row.result, row.lockedBy, row.finishedAt instanceof Date])).toEqual(
      rows.map((row) => [1, { doubled: (row.payload as { n: number }).n * 2 }, null, true]),
    );
  });

  it('retries a failing job with growing delays, then leaves it failed with its last error', async () => {
    const calls: { attempt: number; at: number }[] = [];
    await enqueue(first.db, 'flaky', {}, { maxAttempts: 3 });
    await start(first, {
      flaky: (_: unknown, job) => {
        calls.push({ attempt: job.attempt, at: Date.now() });
        throw new Error(`boom ${job.attempt}`);
      },
    });
    await expect.poll(async () => (await rowsOf(first.db, 'flaky'))[0]?.state, OUTCOME).toBe('failed');
    await stopRunners();
    const [row] = await rowsOf(first.db, 'flaky');
    expect(row).toMatchObject({ attempts: 3, lastError: 'boom 3', lockedBy: null });
    expect(row!.finishedAt).toBeInstanceOf(Date);
    expect(calls.map((call) => call.attempt)).toEqual([1, 2, 3]);
    // Each retry waited at least its backoff (40 ms, then 80 ms); a few ms of leeway for clock rounding.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(retryDelayMs(1, 40) - 5);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(retryDelayMs(2, 40) - 5);
  });

  it('claims again a job whose runner died holding it, once its lease has run out', async () => {
    await enqueue(first.db, 'orphan', { text: 'left behind' });
    const [taken] = await claimJobs(first.db, { names: ['orphan'], workerId: 'died', leaseMs: 100, limit: 1 });
    expect(taken).toMatchObject({ state: 'running', lockedBy: 'died' });
    // While the lease holds, no other runner takes it.
    expect(await claimJobs(second.db, { names: ['orphan'], workerId: 'other', leaseMs: 100, limit: 1 })).toEqual([]);
    await start(second, { orphan: (payload: { text: string }) => payload.text.toUpperCase() });
    await expect.poll(async () => (await rowsOf(first.db, 'orphan'))[0]?.state, OUTCOME).toBe('done');
    await stopRunners();
    expect((await rowsOf(first.db, 'orphan'))[0]).toMatchObject({ attempts: 2, result: 'LEFT BEHIND' });
    // The runner that died cannot overwrite the outcome afterwards.
    expect(await completeJob(first.db, taken!, 'died', 'late')).toBe(false);
    expect((await rowsOf(first.db, 'orphan'))[0]!.result).toBe('LEFT BEHIND');
  });

  it('runs a keyed job enqueued twice once, and takes the key again once it is done', async () => {
    const firstId = await enqueue(first.db, 'keyed', { n: 1 }, { key: 'daily-digest' });
    expect(firstId).toEqual(expect.any(Number));
    expect(await enqueue(second.db, 'keyed', { n: 2 }, { key: 'daily-digest' })).toBeNull();
    const ran: unknown[] = [];
    await start(first, { keyed: (payload) => ran.push(payload) });
    await start(second, { keyed: (payload) => ran.push(payload) });
    await expect.poll(async () => (await rowsOf(first.db, 'keyed'))[0]?.state, OUTCOME).toBe('done');
    await stopRunners();
    expect(ran).toEqual([{ n: 1 }]);
    expect(await enqueue(first.db, 'keyed', { n: 3 }, { key: 'daily-digest' })).toEqual(expect.any(Number));
  });

  it('keeps one row of a recurring job however many runners schedule it, each run getting the last result', async () => {
    const recurring = [{ name: 'tick', everyMs: 30, payload: { count: 0 } }];
    const tick: JobHandler = (payload: { count: number }) => ({ count: payload.count + 1 });
    await start(first, { tick }, { recurring });
    await start(second, { tick }, { recurring });
    await start(first, { tick }, { recurring });
    await expect.poll(async () => ((await rowsOf(first.db, 'tick'))[0]?.result as { count: number } | null)?.count ?? 0, OUTCOME).toBeGreaterThanOrEqual(4);
    await stopRunners();
    const rows = await rowsOf(first.db, 'tick');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ key: 'tick', state: 'pending', attempts: 0, lockedBy: null, payload: rows[0]!.result });
  });

  it('still runs a pending job after the database is closed and opened again', async () => {
    const restarted = await openTestDatabase(kind);
    try {
      const before = await restarted.open();
      await enqueue(before.db, 'after-restart', { note: 'kept' });
      await before.close();
      const after = await restarted.open();
      try {
        await start(after, { 'after-restart': (payload: { note: string }) => payload.note });
        await expect.poll(async () => (await rowsOf(after.db, 'after-restart'))[0]?.state, OUTCOME).toBe('done');
        await stopRunners();
        expect((await rowsOf(after.db, 'after-restart'))[0]!.result).toBe('kept');
      } finally {
        await stopRunners();
        await after.close();
      }
    } finally {
      await restarted.drop();
    }
  });

  describe('pruning finished one-off jobs', () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    /** One row of each kind, each named after what should become of it. */
    const addRows = async (db: Db, prefix: string) => {
      const row = (name: string, state: 'pending' | 'running' | 'done' | 'failed', finishedDaysAgo?: number, key?: string) => ({
        name: `${prefix}.${name}`,
        state,
        key,
        finishedAt: finishedDaysAgo === undefined ? null : daysAgo(finishedDaysAgo),
        createdAt: daysAgo(60),
        runAt: daysAgo(60),
      });
      await db.insert(jobs).values([
        row('deleted-done', 'done', 8),
        row('kept-done', 'done', 6),
        row('deleted-failed', 'failed', 31),
        row('kept-failed', 'failed', 8),
        row('kept-pending', 'pending'),
        row('kept-recurring', 'pending', 40, `${prefix}.kept-recurring`),
      ]);
    };
    const namesLeft = async (db: Db, prefix: string) =>
      (await db.select({ name: jobs.name }).from(jobs).orderBy(asc(jobs.id))).map((row) => row.name).filter((name) => name.startsWith(`${prefix}.`));

    it('deletes done jobs after 7 days and failed ones after 30 by default, never a pending (or recurring) one', async () => {
      await addRows(first.db, 'prune');
      expect(await pruneFinishedJobs(first.db, JOB_RETENTION_DEFAULTS)).toEqual({ deleted: 2 });
      expect(await namesLeft(first.db, 'prune')).toEqual(['prune.kept-done', 'prune.kept-failed', 'prune.kept-pending', 'prune.kept-recurring']);
    });

    it('keeps what the configured retention keeps', async () => {
      await addRows(first.db, 'longer');
      await pruneFinishedJobs(first.db, { doneMs: 10 * DAY_MS, failedMs: 40 * DAY_MS });
      expect(await namesLeft(first.db, 'longer')).toEqual(['longer.deleted-done', 'longer.kept-done', 'longer.deleted-failed', 'longer.kept-failed', 'longer.kept-pending', 'longer.kept-recurring']);
    });

    it('runs as a recurring job of the runner, which keeps how many rows it deleted', async () => {
      await addRows(first.db, 'scheduled');
      const prune = pruneJobsJob(first.db);
      await start(first, prune.handlers, { recurring: prune.recurring });
      // The earlier tests' old rows go too: the prune is not limited to this test's.
      await expect.poll(async () => (await rowsOf(first.db, PRUNE_JOBS_JOB))[0]?.result, OUTCOME).toEqual({ deleted: expect.any(Number) });
      await stopRunners();
      expect(await namesLeft(first.db, 'scheduled')).toEqual(['scheduled.kept-done', 'scheduled.kept-failed', 'scheduled.kept-pending', 'scheduled.kept-recurring']);
      expect(await rowsOf(first.db, PRUNE_JOBS_JOB)).toEqual([expect.objectContaining({ state: 'pending', key: PRUNE_JOBS_JOB })]);
    });
  });
});
