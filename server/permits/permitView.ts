/**
 * An edit permit as the API shows it (`EditPermit`), read from its row and its presence rows at a
 * moment: a holder or viewer whose heartbeat lapsed is not there any more, whether or not the
 * sweep has cleared it yet.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { PermitsConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { editPermits, editPermitViewers, type EditPermitRow } from '../db/editPermitsTable.ts';
import { users } from '../db/usersTable.ts';

/** Which permit: a record of a resource on a site. */
export interface PermitKey {
  site: number;
  resource: string;
  recordId: string;
}

export interface PermitUser {
  userId: number;
  name: string;
  session: string;
  since: Date;
}

export interface PermitView {
  resource: string;
  recordId: string;
  holder: PermitUser | null;
  expiresAt: Date | null;
  request: { user: PermitUser; requestedAt: Date; autoAcceptAt: Date } | null;
  viewers: PermitUser[];
  last: { kind: string; byUserId: number | null; toUserId: number | null; toSession: string | null; at: Date } | null;
  autoAcceptSeconds: number;
  heartbeatSeconds: number;
  /** The row's change count: a subscriber drops an event older than one it has seen. */
  version: number;
}

type Reader = Pick<Db, 'select'>;

export const permitWhere = (key: PermitKey) =>
  and(eq(editPermits.siteId, key.site), eq(editPermits.resource, key.resource), eq(editPermits.recordId, key.recordId));

export const viewersWhere = (key: PermitKey) =>
  and(eq(editPermitViewers.siteId, key.site), eq(editPermitViewers.resource, key.resource), eq(editPermitViewers.recordId, key.recordId));

/** The row's holder while their heartbeat lasts. */
export const liveHolder = (row: EditPermitRow | undefined, now: Date) =>
  row?.holderUserId != null && row.holderExpiresAt! > now ? { userId: row.holderUserId, session: row.holderSession!, since: row.holderSince!, expiresAt: row.holderExpiresAt! } : undefined;

export async function permitView(db: Reader, key: PermitKey, settings: PermitsConfig, now: Date, known?: EditPermitRow): Promise<PermitView> {
  const row = known ?? (await db.select().from(editPermits).where(permitWhere(key)))[0];
  const viewers = await db
    .select({ userId: editPermitViewers.userId, session: editPermitViewers.session, since: editPermitViewers.since })
    .from(editPermitViewers)
    .where(and(viewersWhere(key), gt(editPermitViewers.expiresAt, now)))
    .orderBy(editPermitViewers.since, editPermitViewers.session);
  const holder = liveHolder(row, now);
  const ids = [...new Set([holder?.userId, row?.requestUserId, ...viewers.map((viewer) => viewer.userId)].filter((id): id is number => typeof id === 'number'))];
  const names = new Map(ids.length === 0 ? [] : (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((user) => [user.id, user.name]));
  const person = (userId: number, session: string, since: Date): PermitUser => ({ userId, name: names.get(userId) ?? '', session, since });
  return {
    resource: key.resource,
    recordId: key.recordId,
    holder: holder ? person(holder.userId, holder.session, holder.since) : null,
    expiresAt: holder?.expiresAt ?? null,
    request:
      row?.requestUserId != null
        ? { user: person(row.requestUserId, row.requestSession!, row.requestedAt!), requestedAt: row.requestedAt!, autoAcceptAt: row.autoAcceptAt! }
        : null,
    viewers: viewers.map((viewer) => person(viewer.userId, viewer.session, viewer.since)),
    last: row?.lastKind
      ? { kind: row.lastKind, byUserId: row.lastByUserId, toUserId: row.lastToUserId, toSession: row.lastToSession, at: row.lastAt! }
      : null,
    autoAcceptSeconds: settings.autoAcceptSeconds,
    heartbeatSeconds: settings.heartbeatSeconds,
    version: row?.version ?? 0,
  };
}
