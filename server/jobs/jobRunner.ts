import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../db/client.ts';
import type { JobRow } from '../db/jobsTable.ts';
import { enqueue } from './enqueue.ts';
import { claimJobs, completeJob, extendLease, failJob, handBackJob, rescheduleJob } from './jobLeases.ts';
import { reportError } from '../operations/errorReports.ts';

/** What a handler learns of the job it runs. */
export interface RunningJob {
  id: number;
  name: string;
  key: string | null;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner hands the job back unfinished (it stopped and the job outlasted the wait). */
  signal: AbortSignal;
}

/** Runs one job; what it returns is kept as the job's result, what it throws as its error. */
export type JobHandler = (payload: never, job: RunningJob) => unknown;

/**
 * A job that runs every `everyMs` across all servers: each runner schedules it under the key
 * `name`, so there is one row, pending or running; a run over (done, or failed after its attempts)
 * puts it back to pending for the next. A run's result is the next run's payload, so a recurring job
 * can carry what it saw from one run to the next.
 */
export interface RecurringJob {
  name: string;
  everyMs: number;
  payload?: unknown;
}

export interface JobRunnerOptions {
  /** Jobs run at the same time by this runner. */
  concurrency?: number;
  /** How often the table is looked at when nothing wakes the runner. */
  pollMs?: number;
  /** How long a claimed job stays this runner's without a sign of life; a longer job renews it. */
  leaseMs?: number;
  /** The first retry's delay; each further one doubles it. */
  retryBaseMs?: number;
  recurring?: readonly RecurringJob[];
  log?: (message: string) => void;
}

export interface JobRunner {
  /** This runner's name in `jobs.locked_by`. */
  workerId: string;
  /** Looks for due jobs now instead of at the next poll. */
  wake(): void;
  /**
   * No new claims; resolves once the jobs this runner holds have finished. With `handBackAfterMs`,
   * the jobs still running after that long are handed back (pending, lease cleared, the attempt not
   * counted: another runner takes them) and their handlers' signal aborted.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
}

export const JOB_RUNNER_DEFAULTS = { concurrency: 2, pollMs: 1000, leaseMs: 60_000, retryBaseMs: 5000 } as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Claims and runs the jobs named in `handlers` until stopped; any number of runners may share a database. */
export async function startJobRunner(db: Db, handlers: Record<string, JobHandler>, options: JobRunnerOptions = {}): Promise<JobRunner> {
  const concurrency = options.concurrency ?? JOB_RUNNER_DEFAULTS.concurrency;
  const pollMs = options.pollMs ?? JOB_RUNNER_DEFAULTS.pollMs;
  const leaseMs = options.leaseMs ?? JOB_RUNNER_DEFAULTS.leaseMs;
  const retryBaseMs = options.retryBaseMs ?? JOB_RUNNER_DEFAULTS.retryBaseMs;
  const log = options.log ?? ((message: string) => console.warn(message));
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const names = Object.keys(handlers);
  const recurring = new Map((options.recurring ?? []).map((job) => [job.name, job]));
  /** Each job running, with what stops its heartbeat and tells its handler it was handed back. */
  const running = new Map<Promise<void>, { job: JobRow; handBack(): void }>();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;
  let lookAgain = false;

  for (const job of recurring.values()) await enqueue(db, job.name, job.payload ?? {}, { key: job.name });

  const everyMsOf = (job: JobRow) => (job.key === job.name ? recurring.get(job.name)?.everyMs : undefined);

  async function execute(job: JobRow, heartbeat: NodeJS.Timeout, signal: AbortSignal): Promise<void> {
    const handler = handlers[job.name]!;
    try {
      if (job.attempts > job.maxAttempts) throw new Error(`its runner stopped before finishing it ${job.maxAttempts} times`);
      const result = await handler(job.payload as never, { id: job.id, name: job.name, key: job.key, attempt: job.attempts, maxAttempts: job.maxAttempts, signal });
      clearInterval(heartbeat);
      // Handed back meanwhile: the job is the queue's again, whatever this run made of it.
      if (signal.aborted) return;
      const everyMs = everyMsOf(job);
      if (everyMs === undefined) await completeJob(db, job, workerId, result);
      else await rescheduleJob(db, job, workerId, everyMs, { result });
    } catch (error) {
      clearInterval(heartbeat);
      if (signal.aborted) return;
      const attempts = Math.min(job.attempts, job.maxAttempts);
      const everyMs = everyMsOf(job);
      const lastTry = attempts >= job.maxAttempts;
      if (lastTry && everyMs !== undefined) await rescheduleJob(db, job, workerId, everyMs, { error: messageOf(error) });
      else await failJob(db, { ...job, attempts }, workerId, messageOf(error), retryBaseMs);
      log(`jobs: ${job.name} #${job.id} failed (attempt ${job.attempts} of ${job.maxAttempts}${lastTry ? '' : ', will retry'}): ${messageOf(error)}`);
      if (lastTry) reportError(error, { tags: { job: job.name }, extra: { jobId: job.id, attempts: job.attempts } });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function lookOnce(): Promise<void> {
    const free = concurrency - running.size;
    if (stopped || free <= 0) return;
    const claimed = await claimJobs(db, { names, workerId, leaseMs, limit: free });
    for (const job of claimed) {
      const heartbeat = setInterval(() => {
        extendLease(db, job, workerId, leaseMs).catch((error: unknown) => log(`jobs: ${job.name} #${job.id}: lease not renewed: ${messageOf(error)}`));
      }, Math.max(10, Math.floor(leaseMs / 3)));
      const handedBack = new AbortController();
      const run: Promise<void> = execute(job, heartbeat, handedBack.signal)
        .catch((error: unknown) => log(`jobs: ${job.name} #${job.id}: ${messageOf(error)}`))
        .finally(() => {
          running.delete(run);
          wake();
        });
      running.set(run, {
        job,
        handBack() {
          clearInterval(heartbeat);
          handedBack.abort(new Error('handed back: its runner stopped'));
        },
      });
    }
  }

  function wake(): void {
    if (stopped || names.length === 0) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    clearTimeout(timer);
    looking = lookOnce()
      .catch((error: unknown) => log(`jobs: could not claim jobs: ${messageOf(error)}`))
      .finally(() => {
        looking = undefined;
        if (lookAgain) {
          lookAgain = false;
          wake();
        } else if (!stopped) {
          timer = setTimeout(wake, pollMs);
          timer.unref();
        }
      });
  }

  wake();
  return {
    workerId,
    wake,
    async stop(options = {}) {
      stopped = true;
      clearTimeout(timer);
      await looking;
      const finished = Promise.all(running.keys()).then(() => true);
      if (options.handBackAfterMs === undefined) return void (await finished);
      let waited: NodeJS.Timeout | undefined;
      const outlasted = new Promise<false>((resolve) => (waited = setTimeout(() => resolve(false), options.handBackAfterMs)));
      const allFinished = await Promise.race([finished, outlasted]);
      clearTimeout(waited);
      if (allFinished) return;
      await Promise.all(
        [...running.values()].map(async ({ job, handBack }) => {
          handBack();
          const given = await handBackJob(db, job, workerId).catch((error: unknown) => {
            log(`jobs: ${job.name} #${job.id}: could not hand it back: ${messageOf(error)}`);
            return false;
          });
          if (given) log(`jobs: ${job.name} #${job.id} handed back unfinished after ${options.handBackAfterMs} ms: another server takes it`);
        }),
      );
    },
  };
}
