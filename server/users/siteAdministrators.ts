/**
 * Nobody can lock a site out: every site that has an approved user holding `user.permissions`
 * (who can approve users, hand out roles and sites and edit the permission matrix) keeps one, and
 * nobody removes their own approval. Checked in the changing transaction after its write, under
 * one advisory lock, so two administrators unapproving each other at once cannot both succeed.
 */
import { and, arrayOverlaps, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { permissions, sites, users } from '../db/schema.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Row } from '../engine/records.ts';

type Tx = Pick<Db, 'select' | 'execute'>;

/** The permission that makes a site's administrator. */
export const ADMINISTRATION = { category: 'user', keyword: 'permissions' } as const;

/** Serialises the changes that can remove a site's last administrator. */
export async function lockAdministration(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site-administrators'))`);
}

/** Of `siteIds`, the sites (id, name) no approved user administers, as the transaction sees them now. */
export async function sitesWithoutAdministrator(tx: Tx, siteIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (siteIds.length === 0) return [];
  const administrators = tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      permissions,
      and(eq(permissions.siteId, sites.id), eq(permissions.category, ADMINISTRATION.category), eq(permissions.keyword, ADMINISTRATION.keyword)),
    )
    .where(and(eq(users.isApproved, true), sql`${sites.id}::text = any(${users.sites})`, arrayOverlaps(users.roles, permissions.roleIds)));
  return tx
    .select({ id: sites.id, name: sites.displayName })
    .from(sites)
    .where(and(inArray(sites.id, [...siteIds]), notExists(administrators)));
}

/** The sites `user` administered (approved, a member, one of its roles holds the permission there). */
async function administeredBy(tx: Tx, user: Row): Promise<number[]> {
  const memberOf = ((user.sites as string[]) ?? []).filter((id) => /^\d{1,9}$/.test(id)).map(Number);
  if (!user.isApproved || memberOf.length === 0) return [];
  const rows = await tx
    .select({ siteId: permissions.siteId })
    .from(permissions)
    .where(
      and(
        inArray(permissions.siteId, memberOf),
        eq(permissions.category, ADMINISTRATION.category),
        eq(permissions.keyword, ADMINISTRATION.keyword),
        arrayOverlaps(permissions.roleIds, (user.roles as string[]) ?? []),
      ),
    );
  return rows.map((row) => row.siteId);
}

/**
 * A user's row changed from `before` to `after` (in `tx`, written): BAD_USER_INPUT on the field
 * that did it when the caller unapproved themselves or a site lost its last administrator.
 */
export async function keepSiteAdministrators(tx: Tx, before: Row, after: Row, context: RequestContext): Promise<void> {
  const unapproved = before.isApproved === true && after.isApproved !== true;
  if (unapproved && before.id === context.user.id) {
    throw badInput({ isApproved: { message: 'saveErrors.ownApproval', params: {} } }, context.language);
  }
  const administered = await administeredBy(tx, before);
  if (administered.length === 0) return;
  await lockAdministration(tx);
  const orphaned = await sitesWithoutAdministrator(tx, administered);
  if (orphaned.length === 0) return;
  const sameList = (name: string) => [...((before[name] as string[]) ?? [])].sort().join() === [...((after[name] as string[]) ?? [])].sort().join();
  const field = unapproved ? 'isApproved' : !sameList('roles') ? 'roles' : 'sites';
  const names = orphaned.map((site) => site.name).join(', ');
  throw badInput({ [field]: { message: 'saveErrors.lastAdministrator', params: { sites: names } } }, context.language);
}
