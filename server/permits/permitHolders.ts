/**
 * Who is editing which records, for a list (the content list's "editing" badge): one query for a
 * page of records, holders whose heartbeat lasts only.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { editPermits } from '../db/editPermitsTable.ts';
import { users } from '../db/usersTable.ts';
import type { PermitUser } from './permitView.ts';

/** At most this many records a call: a list page, not a table scan. */
export const MAX_HOLDER_IDS = 200;

export async function permitHolders(db: Pick<Db, 'select'>, site: number, resource: string, recordIds: readonly string[], now = new Date()): Promise<{ recordId: string; holder: PermitUser }[]> {
  if (recordIds.length === 0) return [];
  const rows = await db
    .select({ recordId: editPermits.recordId, userId: users.id, name: users.name, session: editPermits.holderSession, since: editPermits.holderSince })
    .from(editPermits)
    .innerJoin(users, eq(users.id, editPermits.holderUserId))
    .where(and(eq(editPermits.siteId, site), eq(editPermits.resource, resource), inArray(editPermits.recordId, [...new Set(recordIds)]), gt(editPermits.holderExpiresAt, now)));
  return rows.map((row) => ({ recordId: row.recordId, holder: { userId: row.userId, name: row.name, session: row.session!, since: row.since! } }));
}
