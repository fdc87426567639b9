import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/jobsTable.ts';
import type { JobHandler, RecurringJob } from './jobRunner.ts';

/** How long finished one-off jobs are kept (ms since they finished): failed ones longer, to be looked into. */
export interface JobRetention {
  doneMs: number;
  failedMs: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const JOB_RETENTION_DEFAULTS: JobRetention = { doneMs: 7 * DAY_MS, failedMs: 30 * DAY_MS };

export const PRUNE_JOBS_JOB = 'jobs.prune';
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const finishedBefore = (state: 'done' | 'failed', ms: number) =>
  and(eq(jobs.state, state), lt(jobs.finishedAt, sql`now() - ${Math.round(ms)}::bigint * interval '1 millisecond'`));

/**
 * Deletes the one-off jobs that finished longer ago than their state's retention. A recurring
 * job's row is never done or failed (each run puts it back to pending), so it is never deleted.
 */
export async function pruneFinishedJobs(db: Db, retention: JobRetention): Promise<{ deleted: number }> {
  const deleted = await db
    .delete(jobs)
    .where(or(finishedBefore('done', retention.doneMs), finishedBefore('failed', retention.failedMs)))
    .returning({ id: jobs.id });
  return { deleted: deleted.length };
}

/** The prune as a recurring job, hourly across all servers. */
export function pruneJobsJob(db: Db, retention: JobRetention = JOB_RETENTION_DEFAULTS): { handlers: Record<string, JobHandler>; recurring: RecurringJob[] } {
  return {
    handlers: { [PRUNE_JOBS_JOB]: () => pruneFinishedJobs(db, retention) },
    recurring: [{ name: PRUNE_JOBS_JOB, everyMs: PRUNE_EVERY_MS }],
  };
}
