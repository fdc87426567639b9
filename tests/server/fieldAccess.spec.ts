import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePermissions } from '../../resources/permissions.ts';
import { users as userResource } from '../../resources/user.ts';
import { canAccess } from '../../src/providers/canAccess.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Operation- and field-level access, pairwise: create or update × a caller of each role × one
 * changed field, and reads with a row filter. The server
 * allows exactly what the declaration's access functions allow over the browser's canAccess: the
 * operation's `user.save`, then the field's `access.fields[name].update`.
 */
const SITE = '4';
const CHANGES: Record<string, (round: number) => unknown> = {
  department: (round) => `Desk ${round}`,
  email: (round) => `field-access-${round}@test.example`,
  sites: () => ['4', '5'],
  roles: () => ['5'],
  isApproved: () => true,
};
const CALLERS = ['admin', 'editor', 'chief', 'reader'] as const;

describe.each(testDatabaseKinds())('field access on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let matrix: SitePermissions[];
  const tokens = new Map<string, string>();
  const roleOf: Record<(typeof CALLERS)[number], string> = { admin: '1', editor: '2', chief: '6', reader: '4' };

  beforeAll(async () => {
    server = await startTestApp(database);
    // Editors may save users here, but neither hand out access nor approve: user.save alone.
    await server.db.execute(`update permissions set role_ids = array_append(role_ids, '2') where site_id = ${SITE} and category = 'user' and keyword in ('view', 'save')`);
    server.lookups.invalidate();
    for (const caller of CALLERS) tokens.set(caller, await demoToken(server.baseUrl, caller));
    adminToken = tokens.get('admin')!;
    const response = await graphqlCall<{ permissions: SitePermissions[] }>(
      server.yoga,
      '{ permissions { id siteId permissionCategories { keyword permissionDetails { keyword roleIds } } } }',
      { token: adminToken, siteId: SITE },
    );
    matrix = response.data!.permissions;
  });
  afterAll(() => server?.stop());

  it('allows each create and update of each field exactly when the access functions do, and shows both answers', async () => {
    const seen = { allowed: 0, denied: 0 };
    const mismatches: string[] = [];
    let round = 0;
    for (const operation of ['create', 'update'] as const) {
      for (const caller of CALLERS) {
        const session = { roleIds: [roleOf[caller]], permissions: matrix, siteId: SITE };
        const granted = (key: string) => canAccess(session, { resource: key.split('.')[0], action: key.split('.')[1] });
        for (const [field, value] of Object.entries(CHANGES)) {
          round += 1;
          const admin = resourceCalls(server.yoga, userResource, { token: adminToken, siteId: SITE, language: 'en' });
          const fresh = { name: `Target ${round}`, username: `target${round}`, email: `target-${round}@test.example`, sites: ['4'], roles: ['4'] };
          const target = operation === 'update' ? (await admin.save(fresh)).data!.saveUser : undefined;
          const fieldAccess = userResource.access?.fields?.[field]?.update;
          const request = { userId: 0, granted };
          // A create sets sites and roles too: it needs what they need.
          const changed = operation === 'create' ? [...new Set(['sites', 'roles', field])] : [field];
          const expected =
            userResource.operationAccess[operation](request) !== false &&
            changed.every((name) => userResource.access?.fields?.[name]?.update?.(request) ?? true) &&
            (!fieldAccess || fieldAccess(request))
              ? 'allowed'
              : 'denied';
          const input = target ? { id: target.id, version: target.version, [field]: value(round) } : { ...fresh, [field]: value(round) };
          const answer = await resourceCalls(server.yoga, userResource, { token: tokens.get(caller)!, siteId: SITE, language: 'en' }).save(input);
          const code = answer.errors?.[0]?.extensions?.code;
          const actual = answer.errors === undefined ? 'allowed' : code === 'FORBIDDEN' ? 'denied' : `error ${JSON.stringify(answer.errors)}`;
          if (actual === 'denied') expect(answer.errors?.[0].message).toMatch(/^Permission denied: needs user\./);
          seen[expected] += 1;
          if (actual !== expected) mismatches.push(`${caller} ${operation} with ${field}: expected ${expected}, got ${actual}`);
          if (actual !== 'allowed' && target && (await admin.one(target.id)).data!.user!.version !== target.version) {
            mismatches.push(`${caller} changing ${field}: refused but written`);
          }
          if (actual !== 'allowed' && !target && (await admin.list({ filter: { search: fresh.email } })).data!.users.length > 0) {
            mismatches.push(`${caller} creating with ${field}: refused but written`);
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(seen.allowed).toBeGreaterThan(0);
    expect(seen.denied).toBeGreaterThan(0);
  });

  it('reads: without user.view a user reads their own record and the list holds only them (a row filter)', async () => {
    const reader = resourceCalls(server.yoga, userResource, { token: tokens.get('reader')!, siteId: SITE, language: 'en' });
    const me = await graphqlCall<{ currentUser: { id: string } }>(server.yoga, '{ currentUser { id } }', { token: tokens.get('reader')!, siteId: SITE });
    const ownId = me.data!.currentUser.id;
    const session = { roleIds: [roleOf.reader], permissions: matrix, siteId: SITE };
    const granted = (key: string) => canAccess(session, { resource: key.split('.')[0], action: key.split('.')[1] });
    expect(userResource.operationAccess.read({ userId: ownId, granted })).toEqual({ id: { equals: ownId } });

    expect((await reader.one(ownId)).data!.user).toMatchObject({ id: ownId });
    const other = await reader.one(String((await resourceCalls(server.yoga, userResource, { token: adminToken, siteId: SITE }).list({})).data!.users.find((user) => user.id !== ownId)!.id));
    expect(other.errors?.[0]).toMatchObject({ message: 'Permission denied: needs user.view', extensions: { code: 'FORBIDDEN' } });
    const listed = (await reader.list({})).data!.users;
    expect(listed.map((user) => user.id)).toEqual([ownId]);
    const all = (await resourceCalls(server.yoga, userResource, { token: adminToken, siteId: SITE }).list({})).data!.users;
    expect(all.length).toBeGreaterThan(1);
  });

  it('an editor with user.save alone may change a user’s department but not their e-mail, sites or roles', async () => {
    const admin = resourceCalls(server.yoga, userResource, { token: adminToken, siteId: SITE, language: 'en' });
    const editor = resourceCalls(server.yoga, userResource, { token: tokens.get('editor')!, siteId: SITE, language: 'en' });
    const target = (await admin.save({ name: 'Kept', username: 'kept', email: 'kept@test.example', sites: ['4'], roles: ['4'] })).data!.saveUser;
    for (const field of ['email', 'sites', 'roles']) {
      const refused = await editor.save({ id: target.id, version: target.version, [field]: CHANGES[field](0) });
      expect(refused.errors?.[0]).toMatchObject({ message: 'Permission denied: needs user.permissions', extensions: { code: 'FORBIDDEN' } });
    }
    expect((await editor.save({ id: target.id, version: target.version, department: 'News' })).errors).toBeUndefined();
  });
});
