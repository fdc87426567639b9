import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/jobsTable.ts';

const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

const fromNow = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/** Exponential backoff: the base after the first failure, doubled after each one since, at most an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Takes up to `limit` due jobs of the given names for `workerId` in one statement: pending jobs whose
 * time has come and running jobs whose lease ran out (their runner died). Rows another runner is
 * claiming at the same moment are skipped, so a job is never claimed twice.
 */
export async function claimJobs(db: Db, options: { names: readonly string[]; workerId: string; leaseMs: number; limit: number }): Promise<JobRow[]> {
  if (options.names.length === 0 || options.limit <= 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, [...options.names]),
        or(and(eq(jobs.state, 'pending'), lte(jobs.runAt, sql`now()`)), and(eq(jobs.state, 'running'), lt(jobs.lockedUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ state: 'running', attempts: sql`${jobs.attempts} + 1`, lockedBy: options.workerId, lockedUntil: fromNow(options.leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
}

const heldBy = (job: Pick<JobRow, 'id'>, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId));

/** Keeps a long job's lease; false when the lease was lost (another runner has the job now). */
export async function extendLease(db: Db, job: Pick<JobRow, 'id'>, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.update(jobs).set({ lockedUntil: fromNow(leaseMs) }).where(heldBy(job, workerId)).returning({ id: jobs.id });
  return rows.length > 0;
}

async function finish(db: Db, job: JobRow, workerId: string, values: PgUpdateSetSource<typeof jobs>): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, lockedBy: null, lockedUntil: null })
    .where(heldBy(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Done, with its result kept; false when this runner no longer held the job. */
export function completeJob(db: Db, job: JobRow, workerId: string, result: unknown): Promise<boolean> {
  return finish(db, job, workerId, { state: 'done', result: result ?? null, lastError: null, finishedAt: sql`now()` });
}

/**
 * Failed this attempt: back to pending after the backoff while attempts remain, else failed for
 * good; the error is kept either way. Returns the state the job was left in (null: not held any more).
 */
export async function failJob(db: Db, job: JobRow, workerId: string, error: string, retryBaseMs: number): Promise<'pending' | 'failed' | null> {
  const retry = job.attempts < job.maxAttempts;
  const held = await finish(
    db,
    job,
    workerId,
    retry
      ? { state: 'pending', lastError: error, runAt: fromNow(retryDelayMs(job.attempts, retryBaseMs)) }
      : { state: 'failed', lastError: error, finishedAt: sql`now()` },
  );
  if (!held) return null;
  return retry ? 'pending' : 'failed';
}

/**
 * This runner gives a job it holds back unfinished (it is stopping): pending again at once, its lease
 * cleared and the attempt not counted, so another runner takes it as if it had never been claimed.
 * False when this runner no longer held it.
 */
export function handBackJob(db: Db, job: JobRow, workerId: string): Promise<boolean> {
  return finish(db, job, workerId, { state: 'pending', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, runAt: sql`now()` });
}

/**
 * A recurring job's run is over: the same row waits for its next run (keeping its key), with this
 * run's outcome kept and its result as the next payload; a failure keeps the previous payload.
 */
export function rescheduleJob(
  db: Db,
  job: JobRow,
  workerId: string,
  everyMs: number,
  outcome: { result: unknown; error?: undefined } | { error: string; result?: undefined },
): Promise<boolean> {
  const common = { state: 'pending' as const, attempts: 0, runAt: fromNow(everyMs), finishedAt: sql`now()` };
  return finish(
    db,
    job,
    workerId,
    outcome.error === undefined
      ? { ...common, result: outcome.result ?? null, payload: outcome.result ?? job.payload, lastError: null }
      : { ...common, lastError: outcome.error },
  );
}
