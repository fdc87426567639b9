import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePermissions } from '../../resources/permissions.ts';
import { permissions } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { en, tr } from '../../resources/messages/permissionMatrix.ts';
import { en as resourceTexts } from '../../resources/messages/resources.ts';
import { demoToken } from './support/demoTokens.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * savePermissions: administrators edit a site's matrix; all or nothing, stale cells refused,
 * no self-lockout, and the change applies to the very next request.
 */
const SAVE = /* GraphQL */ `
  mutation SavePermissions($input: SavePermissionsInput!) {
    savePermissions(input: $input) { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } }
  }
`;
const SIGNATURES = '{ signatures { id } }';

interface Change {
  category: string;
  keyword: string;
  roleId: string;
  granted: boolean;
  baseRoleIds?: string[];
}

describe.each(testDatabaseKinds())('permission matrix editing on %s', (database) => {
  let server: TestApp;
  const tokens: Record<'admin' | 'chief' | 'editor' | 'reader', string> = { admin: '', chief: '', editor: '', reader: '' };

  /** The stored roleIds of one cell row, straight from the table. */
  async function stored(siteId: string, category: string, keyword: string): Promise<string[]> {
    const [row] = await server.db
      .select()
      .from(permissions)
      .where(and(eq(permissions.siteId, Number(siteId)), eq(permissions.category, category), eq(permissions.keyword, keyword)));
    return row.roleIds;
  }

  /** Saves changes whose base is what is stored now, unless a change brings its own. */
  async function save(caller: keyof typeof tokens, siteId: string, changes: Change[], options: { requestSite?: string; language?: string } = {}) {
    const withBase = await Promise.all(
      changes.map(async (change) => ({ ...change, baseRoleIds: change.baseRoleIds ?? (await stored(siteId, change.category, change.keyword)) })),
    );
    return graphqlCall<{ savePermissions: SitePermissions }>(server.yoga, SAVE, {
      token: tokens[caller],
      siteId: options.requestSite ?? siteId,
      language: options.language ?? 'en',
      variables: { input: { siteId, changes: withBase } },
    });
  }

  const signatures = (caller: keyof typeof tokens, siteId = '4') => graphqlCall(server.yoga, SIGNATURES, { token: tokens[caller], siteId });
  const auditRows = async () => server.db.select().from(auditLog).where(eq(auditLog.resource, 'permissions'));

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  it('grants a role a permission, and its users have it from their next request', async () => {
    // The reader's first call fills the cached matrix the save must invalidate.
    expect(errorCodes(await signatures('reader'))).toEqual(['FORBIDDEN']);
    const response = await save('admin', '4', [{ category: 'signature', keyword: 'view', roleId: '4', granted: true }]);
    expect(response.errors).toBeUndefined();
    const signature = response.data!.savePermissions.permissionCategories.find((category) => category.keyword === 'signature')!;
    expect(signature.permissionDetails.find((detail) => detail.keyword === 'view')!.roleIds).toContain('4');
    expect(await stored('4', 'signature', 'view')).toContain('4');
    expect(await stored('5', 'signature', 'view')).not.toContain('4');
    expect((await signatures('reader')).errors).toBeUndefined();
  });

  it("revokes a role's permission: the very next request of its user is FORBIDDEN", async () => {
    expect((await signatures('editor')).errors).toBeUndefined();
    const response = await save('admin', '4', [{ category: 'signature', keyword: 'view', roleId: '2', granted: false }]);
    expect(response.errors).toBeUndefined();
    expect(await stored('4', 'signature', 'view')).not.toContain('2');
    expect(errorCodes(await signatures('editor'))).toEqual(['FORBIDDEN']);
    // Other sites keep their own matrix.
    expect((await signatures('editor', '5')).errors).toBeUndefined();
  });

  it('records what changed in the audit log', async () => {
    const rows = await auditRows();
    const last = rows.at(-1)!;
    expect(last).toMatchObject({ recordId: '4', siteId: 4, action: 'update' });
    expect(last.changes['signature.view'].from).toContain('2');
    expect(last.changes['signature.view'].to).not.toContain('2');
  });

  it('treats a change to the state the cell already has as nothing to write', async () => {
    const before = (await auditRows()).length;
    const response = await save('admin', '4', [{ category: 'signature', keyword: 'view', roleId: '2', granted: false }]);
    expect(response.errors).toBeUndefined();
    expect(await auditRows()).toHaveLength(before);
  });

  it('refuses a cell changed by someone else since the editor loaded it (CONFLICT), writing nothing', async () => {
    const loaded = await stored('4', 'source', 'view');
    // Someone else grants the reader source.view meanwhile.
    expect((await save('admin', '4', [{ category: 'source', keyword: 'view', roleId: '4', granted: true }])).errors).toBeUndefined();
    const afterOther = await stored('4', 'source', 'view');
    const response = await save('admin', '4', [
      { category: 'brand', keyword: 'view', roleId: '4', granted: true },
      { category: 'source', keyword: 'view', roleId: '5', granted: true, baseRoleIds: loaded },
    ]);
    expect(errorCodes(response)).toEqual(['CONFLICT']);
    expect(response.errors?.[0].message).toBe(resourceTexts.saveErrors.conflict);
    expect(await stored('4', 'source', 'view')).toEqual(afterOther);
    expect(await stored('4', 'brand', 'view')).not.toContain('4');
  });

  it.each([
    ['an unknown category', { category: 'noSuchCategory', keyword: 'view', roleId: '4' }, 'Permission category not found.'],
    ['an unknown keyword', { category: 'brand', keyword: 'noSuchKeyword', roleId: '4' }, 'Permission not found.'],
    ['an unknown role', { category: 'brand', keyword: 'save', roleId: '99' }, en.permissionMatrix.errors.roleNotFound],
  ])('refuses %s with BAD_USER_INPUT, writing nothing', async (_name, bad, message) => {
    const response = await save('admin', '4', [
      { category: 'brand', keyword: 'view', roleId: '4', granted: true },
      { ...bad, granted: true, baseRoleIds: [] },
    ]);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
    expect(response.errors?.[0].message).toBe(message);
    expect(await stored('4', 'brand', 'view')).not.toContain('4');
  });

  it('refuses to take the matrix permission away from the caller, in their language', async () => {
    const lockout = [{ category: 'user', keyword: 'permissions', roleId: '1', granted: false }];
    const english = await save('admin', '4', lockout);
    expect(errorCodes(english)).toEqual(['BAD_USER_INPUT']);
    expect(english.errors?.[0].message).toBe('You cannot remove your own access to the permission matrix.');
    const turkish = await save('admin', '4', lockout, { language: 'tr' });
    expect(turkish.errors?.[0].message).toBe(tr.permissionMatrix.errors.selfLockout);
    expect(await stored('4', 'user', 'permissions')).toContain('1');
  });

  it('lets the caller drop one of their roles when another still grants the matrix', async () => {
    // The chief (role 6) gets the matrix on site 4 only, then removes the reader's grant made above.
    expect((await save('admin', '4', [{ category: 'user', keyword: 'permissions', roleId: '6', granted: true }])).errors).toBeUndefined();
    const response = await save('chief', '4', [{ category: 'signature', keyword: 'view', roleId: '4', granted: false }]);
    expect(response.errors).toBeUndefined();
    expect(await stored('4', 'signature', 'view')).not.toContain('4');
    // Alone in role 6, the chief cannot remove role 6 from the matrix permission.
    const lockout = await save('chief', '4', [{ category: 'user', keyword: 'permissions', roleId: '6', granted: false }]);
    expect(errorCodes(lockout)).toEqual(['BAD_USER_INPUT']);
  });

  it("refuses a site where the caller lacks the matrix permission, even from a site where they hold it", async () => {
    // The chief holds user.permissions on site 4 (above), not on site 5.
    const otherSite = await save('chief', '5', [{ category: 'signature', keyword: 'view', roleId: '4', granted: true }], { requestSite: '4' });
    expect(errorCodes(otherSite)).toEqual(['FORBIDDEN']);
    expect(await stored('5', 'signature', 'view')).not.toContain('4');
    // Site 2 is not one of the chief's sites at all.
    const notMember = await save('chief', '2', [{ category: 'signature', keyword: 'view', roleId: '4', granted: true }], { requestSite: '4' });
    expect(errorCodes(notMember)).toEqual(['FORBIDDEN']);
    expect(await stored('2', 'signature', 'view')).not.toContain('4');
  });

  it('refuses an editor without the matrix permission', async () => {
    const response = await save('editor', '4', [{ category: 'signature', keyword: 'view', roleId: '2', granted: true }]);
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(await stored('4', 'signature', 'view')).not.toContain('2');
  });

  it('answers the current matrix to a save without changes, on the request site by default', async () => {
    const before = (await auditRows()).length;
    const response = await graphqlCall<{ savePermissions: SitePermissions }>(server.yoga, SAVE, {
      token: tokens.admin,
      siteId: '5',
      variables: { input: {} },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.savePermissions.siteId).toBe('5');
    expect(await auditRows()).toHaveLength(before);
  });
});
