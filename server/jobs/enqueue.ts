import type { Db } from '../db/client.ts';
import { jobs } from '../db/jobsTable.ts';

export interface EnqueueOptions {
  /** Not before this moment; now when unset. */
  runAt?: Date;
  /** While a pending or running job holds this key, enqueueing another with it adds nothing. */
  key?: string;
  /** Runs in all, the first one included, before the job is left failed. */
  maxAttempts?: number;
}

/** The database or a transaction: a job added in a write's transaction exists only if the write commits. */
export type QueueWriter = Pick<Db, 'insert'>;

/** Adds a job; its id, or null when a pending or running job already holds the key. */
export async function enqueue(db: QueueWriter, name: string, payload: unknown = {}, options: EnqueueOptions = {}): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({ name, payload: payload ?? {}, key: options.key, runAt: options.runAt, maxAttempts: options.maxAttempts })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
