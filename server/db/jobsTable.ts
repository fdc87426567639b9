import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export type JobState = 'pending' | 'running' | 'done' | 'failed';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The durable job queue (server/jobs): a row is claimed by one runner at a time with
 * `FOR UPDATE SKIP LOCKED`, holds a lease while it runs, and keeps its outcome once done or failed.
 * A key makes scheduling idempotent: while one pending or running job holds it, another with the
 * same key is not added, so N servers scheduling the same recurring job make one.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default(sql`'{}'::jsonb`),
    key: text('key'),
    state: text('state').$type<JobState>().notNull().default('pending'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    result: jsonb('result').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
  },
  (table) => [
    index('jobs_due').on(table.runAt).where(sql`${table.state} = 'pending'`),
    index('jobs_leased').on(table.lockedUntil).where(sql`${table.state} = 'running'`),
    check('jobs_state', sql`${table.state} in ('pending', 'running', 'done', 'failed')`),
    uniqueIndex('jobs_active_key').on(table.key).where(sql`${table.state} in ('pending', 'running')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
