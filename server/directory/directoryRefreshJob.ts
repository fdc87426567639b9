/**
 * Refreshing every user of a site from the directory as one durable job (server/jobs): each user
 * in turn, each saved in its own transaction, as the administrator who asked; the counts kept in
 * the job's result as it goes, so the admin can follow it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs, type JobRow } from '../db/jobsTable.ts';
import { users } from '../db/schema.ts';
import { onBehalfOf, systemContext } from '../engine/systemActor.ts';
import { enqueue } from '../jobs/enqueue.ts';
import type { RunningJob } from '../jobs/jobRunner.ts';
import { refreshUser } from './directoryRefresh.ts';
import type { DirectoryService } from './directoryService.ts';

export const REFRESH_SITE_JOB = 'directory.refreshSite';

export interface RefreshSitePayload {
  siteId: number;
  /** The administrator who asked: the saves and their audit rows are theirs. */
  requestedBy: number;
}

export interface RefreshSiteCounts {
  /** Users of the site when the job started. */
  total: number;
  /** Users looked at so far. */
  done: number;
  refreshed: number;
  unchanged: number;
  notFound: number;
  failed: number;
}

const jobKey = (siteId: number) => `${REFRESH_SITE_JOB}:${siteId}`;

/** The site's job: a new one, or the one already waiting or running for it (a second click makes no second job). */
export async function queueSiteRefresh(db: Db, payload: RefreshSitePayload): Promise<JobRow> {
  const id = await enqueue(db, REFRESH_SITE_JOB, payload, { key: jobKey(payload.siteId), maxAttempts: 3 });
  const [job] = await db
    .select()
    .from(jobs)
    .where(id === null ? and(eq(jobs.key, jobKey(payload.siteId)), inArray(jobs.state, ['pending', 'running'])) : eq(jobs.id, id));
  // The running job finished between the two statements: queue the next.
  return job ?? queueSiteRefresh(db, payload);
}

/** A refresh job of `siteId` by id, or undefined (another site's, another kind of job, none). */
export async function siteRefreshJob(db: Db, id: string, siteId: number): Promise<JobRow | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const [job] = await db.select().from(jobs).where(and(eq(jobs.id, Number(id)), eq(jobs.name, REFRESH_SITE_JOB)));
  return job && (job.payload as RefreshSitePayload).siteId === siteId ? job : undefined;
}

/** `log` hears why a user could not be refreshed (the job counts them as failed and goes on). */
export function refreshSiteHandler(db: Db, service: DirectoryService, log: (message: string) => void) {
  return async (payload: RefreshSitePayload, job: RunningJob): Promise<RefreshSiteCounts> => {
    const [requester] = await db
      .select({ id: users.id, name: users.name, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.id, payload.requestedBy));
    const system = systemContext(db, payload.siteId);
    const context = requester ? onBehalfOf(system, requester) : system;
    const members = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`${String(payload.siteId)} = any(${users.sites})`)
      .orderBy(users.id);
    const counts: RefreshSiteCounts = { total: members.length, done: 0, refreshed: 0, unchanged: 0, notFound: 0, failed: 0 };
    const report = () => db.update(jobs).set({ result: counts }).where(eq(jobs.id, job.id));
    await report();
    for (const member of members) {
      if (job.signal.aborted) break;
      try {
        const [user] = await db.select().from(users).where(eq(users.id, member.id));
        if (user) {
          const refresh = await refreshUser(context, service, user, { apply: true, version: user.version });
          if (!refresh.found) counts.notFound++;
          else if (refresh.applied) counts.refreshed++;
          else counts.unchanged++;
        }
      } catch (error) {
        log(`${REFRESH_SITE_JOB}: user ${member.id} was not refreshed: ${(error as Error).message}`);
        counts.failed++;
      }
      counts.done++;
      await report();
    }
    return counts;
  };
}
