/**
 * `savePermissions`: administrators edit a site's permission matrix (spec 01 §6) cell by cell.
 * All or nothing in one transaction; a cell changed by someone else since the editor loaded it
 * refuses the save (CONFLICT); the caller can never take `user.permissions` away from themselves.
 */
import { asc, eq } from 'drizzle-orm';
import { PERMISSION_ERRORS } from '../../resources/permissions.ts';
import { en, tr } from '../../resources/messages/permissionMatrix.ts';
import type { RequestContext } from '../context.ts';
import { permissions, roles, sites, type PermissionRow } from '../db/schema.ts';
import { auditLog, type AuditChanges } from '../engine/auditLog.ts';
import { saveError } from '../engine/inputErrors.ts';
import { apiError } from '../contract/apiErrors.ts';
import { saveErrorText } from '../engine/labels.ts';
import { lockAdministration, sitesWithoutAdministrator } from '../users/index.ts';
import type { MutationResolvers, PermissionChangeInput, SavePermissionsInput } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { loadSitePermissions } from '../db/sitePermissions.ts';
import { belongsToSite } from '../auth/siteMembership.ts';

/** The permission that lets a user edit the matrix (resources/permissionCatalogue.ts). */
export const MATRIX_PERMISSION = 'user.permissions';

const permissionMatrixTypeDefs = /* GraphQL */ `
  "One cell of the matrix: whether roleId should hold category.keyword after the save."
  input PermissionChangeInput {
    category: String!
    keyword: String!
    roleId: ID!
    granted: Boolean!
    "The permission's roleIds as the editor loaded them; when they differ now, nothing is saved (CONFLICT)."
    baseRoleIds: [ID!]!
  }

  input SavePermissionsInput {
    "The site whose matrix changes; the request's site when omitted. The caller needs user.permissions on it."
    siteId: ID
    "None (or omitted): nothing is written and the current matrix is returned."
    changes: [PermissionChangeInput!]
  }

  type Mutation {
    "Changes cells of a site's permission matrix, all or none; they apply from the next request."
    savePermissions(input: SavePermissionsInput!): Permission!
  }
`;

const MESSAGES = { tr, en };
const errorText = (name: keyof typeof en.permissionMatrix.errors, context: RequestContext) => MESSAGES[context.language].permissionMatrix.errors[name];

const permissionKey = (category: string, keyword: string) => `${category}.${keyword}`;
const sameRoles = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a.map(String));
  const right = new Set(b.map(String));
  return left.size === right.size && [...left].every((roleId) => right.has(roleId));
};

/** Whether one of `roleIds` holds the matrix permission in these rows (the guard's rule, on rows about to be written). */
function holdsMatrix(rows: readonly Pick<PermissionRow, 'category' | 'keyword' | 'roleIds'>[], roleIds: readonly string[]): boolean {
  const [category, keyword] = MATRIX_PERMISSION.split('.');
  const row = rows.find((candidate) => candidate.category === category && candidate.keyword === keyword);
  return !!row && row.roleIds.some((roleId) => roleIds.includes(roleId));
}

/** The target site as the guard judges the request's own: the caller's site, where they hold the matrix permission. */
async function targetSite(input: SavePermissionsInput, context: RequestContext) {
  const siteId = String(input.siteId ?? context.siteId ?? '');
  const [site] = /^\d{1,9}$/.test(siteId) ? await context.db.select().from(sites).where(eq(sites.id, Number(siteId))) : [];
  if (!site || !belongsToSite(context.user, site)) throw apiError('FORBIDDEN', `Site ${siteId || '(none)'} is not one of your sites`);
  return site;
}

/** BAD_USER_INPUT before anything is written: every change must name a cell of the site's matrix. */
function checkChanges(changes: readonly PermissionChangeInput[], rows: readonly PermissionRow[], roleIds: ReadonlySet<string>, context: RequestContext) {
  const categories = new Set(rows.map((row) => row.category));
  const keys = new Set(rows.map((row) => permissionKey(row.category, row.keyword)));
  for (const change of changes) {
    if (!categories.has(change.category)) throw apiError('BAD_USER_INPUT', PERMISSION_ERRORS.categoryNotFound);
    if (!keys.has(permissionKey(change.category, change.keyword))) throw apiError('BAD_USER_INPUT', PERMISSION_ERRORS.permissionNotFound);
    if (!roleIds.has(String(change.roleId))) throw apiError('BAD_USER_INPUT', errorText('roleNotFound', context));
  }
}

const savePermissions: MutationResolvers['savePermissions'] = async (_, { input }, context) => {
  const site = await targetSite(input, context);
  const siteId = String(site.id);
  const changes = input.changes ?? [];

  const saved = await context.db.transaction(async (tx) => {
    // Every row of the site, locked: concurrent saves of one site run one after the other, so the
    // base check and the self-lockout check below see the matrix they write over.
    const rows = await tx.select().from(permissions).where(eq(permissions.siteId, site.id)).orderBy(asc(permissions.id)).for('update');
    if (!holdsMatrix(rows, context.user.roles)) {
      throw apiError('FORBIDDEN', `Permission denied: needs ${MATRIX_PERMISSION} on site ${siteId}`);
    }
    const knownRoles = new Set((await tx.select({ id: roles.id }).from(roles)).map((role) => role.id));
    checkChanges(changes, rows, knownRoles, context);

    const byKey = new Map(rows.map((row) => [permissionKey(row.category, row.keyword), row]));
    const next = new Map(rows.map((row) => [row.id, [...row.roleIds]]));
    for (const change of changes) {
      const row = byKey.get(permissionKey(change.category, change.keyword))!;
      if (!sameRoles(row.roleIds, change.baseRoleIds)) throw saveError('CONFLICT', 'conflict', context.language);
      const roleId = String(change.roleId);
      const current = next.get(row.id)!.filter((id) => id !== roleId);
      next.set(row.id, change.granted ? [...current, roleId] : current);
    }

    const after = rows.map((row) => ({ ...row, roleIds: next.get(row.id)! }));
    if (!holdsMatrix(after, context.user.roles)) {
      throw apiError('BAD_USER_INPUT', errorText('selfLockout', context));
    }

    const changed = after.filter((row, index) => !sameRoles(row.roleIds, rows[index].roleIds));
    await lockAdministration(tx);
    const administered = (await sitesWithoutAdministrator(tx, [site.id])).length === 0;
    for (const row of changed) await tx.update(permissions).set({ roleIds: row.roleIds }).where(eq(permissions.id, row.id));
    if (administered && (await sitesWithoutAdministrator(tx, [site.id])).length > 0) {
      throw apiError('BAD_USER_INPUT', saveErrorText('lastAdministrator', context.language, { sites: site.displayName }));
    }
    if (changed.length > 0) {
      const before = new Map(rows.map((row) => [row.id, row.roleIds]));
      const audit: AuditChanges = Object.fromEntries(
        changed.map((row) => [permissionKey(row.category, row.keyword), { from: before.get(row.id), to: row.roleIds }]),
      );
      await tx.insert(auditLog).values({ resource: 'permissions', recordId: siteId, action: 'update', userId: context.user.id, siteId: site.id, changes: audit });
    }
    return { matrix: (await loadSitePermissions(tx, siteId))!, written: changed.length > 0 };
  });

  // This server's cached matrices are stale now; the next request reads the new one.
  if (saved.written) context.invalidateLookups();
  return saved.matrix;
};

export const permissionMatrixModule: GraphQLModule = {
  typeDefs: permissionMatrixTypeDefs,
  resolvers: { Mutation: { savePermissions } },
  operations: { Mutation: { savePermissions: { permission: MATRIX_PERMISSION, siteScoped: true } } },
};

