/** The activity log (server/activityLog/README.md): the audit rows of the request's site, newest first, a page at a time. */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { apiError } from '../contract/apiErrors.ts';
import type { RequestContext } from '../context.ts';
import { users } from '../db/schema.ts';
import { auditLog } from '../engine/resourceTables.ts';

export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_MAX_PAGE_SIZE = 200;

export interface ActivityLogFilter {
  userId?: string | null;
  resource?: string | null;
  recordId?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
}

const ID = /^\d{1,9}$/;
const malformed = (message: string) => apiError('BAD_USER_INPUT', message);

function dateOf(value: string, name: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw malformed(`${name} is not a date`);
  return date;
}

function conditions(siteId: number, filter: ActivityLogFilter): SQL[] {
  const where: SQL[] = [eq(auditLog.siteId, siteId)];
  if (filter.userId) {
    if (!ID.test(filter.userId)) throw malformed('userId is not an id');
    where.push(eq(auditLog.userId, Number(filter.userId)));
  }
  if (filter.resource) where.push(eq(auditLog.resource, filter.resource));
  if (filter.recordId) where.push(eq(auditLog.recordId, filter.recordId));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  const from = filter.from ? dateOf(filter.from, 'from') : undefined;
  const to = filter.to ? dateOf(filter.to, 'to') : undefined;
  if (from && to && from > to) throw malformed('from is after to');
  if (from) where.push(gte(auditLog.at, from));
  if (to) where.push(lte(auditLog.at, to));
  return where;
}

/**
 * The revision a row's write kept. The engine writes both rows in one transaction and neither names
 * the other, and their dates come from different clocks; the transaction id the two rows share
 * (xmin) ties them exactly. A delete's revisions are gone with the record.
 */
const revisionOf = sql<number | null>`(
  select r.id from record_revisions r
  where r.resource = ${auditLog.resource}
    and r.record_id = (case when ${auditLog.recordId} ~ '^[0-9]{1,9}$' then ${auditLog.recordId}::integer end)
    and r.xmin = "audit_log"."xmin"
  order by r.version desc limit 1)`;

export async function activityLog(context: RequestContext, args: { filter?: ActivityLogFilter | null; page?: number | null; limit?: number | null }) {
  const page = args.page ?? 1;
  const limit = args.limit ?? ACTIVITY_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw malformed('page starts at 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > ACTIVITY_MAX_PAGE_SIZE) throw malformed(`limit must be between 1 and ${ACTIVITY_MAX_PAGE_SIZE}`);
  if (context.siteNumber === undefined) throw apiError('FORBIDDEN', 'A site is needed');
  const rows = await context.db
    .select({
      id: auditLog.id,
      resource: auditLog.resource,
      recordId: auditLog.recordId,
      action: auditLog.action,
      userId: auditLog.userId,
      userName: users.name,
      at: auditLog.at,
      changes: auditLog.changes,
      revisionId: revisionOf,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...conditions(context.siteNumber, args.filter ?? {})))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((row) => ({
    id: String(row.id),
    resource: row.resource,
    recordId: row.recordId,
    action: row.action,
    userId: row.userId === null ? null : String(row.userId),
    userName: row.userName,
    at: row.at.toISOString(),
    fields: Object.keys(row.changes),
    revisionId: row.revisionId === null || row.revisionId === undefined ? null : String(row.revisionId),
  }));
}
