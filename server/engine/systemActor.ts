/**
 * The server acting on its own behalf (the seed): a request context whose user is no one (null in
 * `created_user_id` and in the audit's `user_id`) and who holds every permission of the catalogue.
 * A write through the engine with it is checked, derived by the hooks and audited as an editor's
 * would be, and no access rule refuses it.
 */
import { PERMISSION_CATEGORIES } from '../../resources/permissionCatalogue.ts';
import type { SitePermissions } from '../../resources/permissions.ts';
import { eq } from 'drizzle-orm';
import { PERMIT_DEFAULTS } from '../config.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sites, type SiteRow, type UserRow } from '../db/schema.ts';
import { createInProcessEventBus } from '../events/inProcessEventBus.ts';
import { loadDisabledFeatures } from '../featureFlags/disabledFeatures.ts';

const SYSTEM_ROLE = 'system';

function everyPermission(siteId: string): SitePermissions {
  return {
    siteId,
    permissionCategories: Object.entries(PERMISSION_CATEGORIES).map(([keyword, details]) => ({
      keyword,
      permissionDetails: details.map((detail) => ({ keyword: detail, roleIds: [SYSTEM_ROLE] })),
    })),
  };
}

const SYSTEM_USER: UserRow = {
  // No user row: the columns that name who wrote are nullable, and null reads as "the system".
  id: null as unknown as number,
  name: 'System',
  username: 'system',
  email: 'system@localhost',
  department: null,
  picture: null,
  isApproved: true,
  sites: [],
  roles: [SYSTEM_ROLE],
  createdUserId: null,
  createdDate: new Date(0),
  updatedUserId: null,
  updatedDate: null,
  version: 1,
};

/** The context of the system actor on `siteId` (none for resources that are not site-scoped). */
export function systemContext(db: Db, siteId?: number): RequestContext {
  const matrix = everyPermission(siteId === undefined ? '' : String(siteId));
  // Read once, as a request reads its site: a save asks for it again inside its transaction (a library row its content adds),
  // where a second read on `db` would wait for the transaction's own connection (PGlite has one).
  let site: Promise<SiteRow | undefined> | undefined;
  return {
    db,
    events: createInProcessEventBus(),
    user: SYSTEM_USER,
    siteId: siteId === undefined ? undefined : String(siteId),
    siteNumber: siteId,
    language: 'en',
    site: () => (site ??= siteId === undefined ? Promise.resolve(undefined) : db.select().from(sites).where(eq(sites.id, siteId)).then((rows) => rows[0])),
    sitePermissions: async () => matrix,
    permits: PERMIT_DEFAULTS,
    disabledFeatures: () => loadDisabledFeatures(db),
    invalidateLookups: () => {},
    // No services: the system calls no feature's service (the picker's recipes), serviceOf refuses it.
  };
}

/**
 * The system writing on behalf of `user` (the demo's contents, each by a demo editor): the user's
 * id and name stand in who wrote and in the audit, the permissions stay the system's.
 */
export function onBehalfOf(context: RequestContext, user: Pick<UserRow, 'id' | 'name' | 'username' | 'email'>): RequestContext {
  return { ...context, user: { ...context.user, ...user } };
}
