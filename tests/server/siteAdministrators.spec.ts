import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as userResource } from '../../resources/user.ts';
import { hashPassword } from '../../server/db/password.ts';
import { localAccounts, users } from '../../server/db/schema.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * Nobody locks the newsroom out: no change leaves a site without an approved user holding
 * user.permissions, and nobody unapproves themselves. The demo administrator (role 1) is the only
 * one on sites 1-3; a second administrator made here shares sites 4 and 5 with them.
 */
describe.each(testDatabaseKinds())('site administrators on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let adminId: string;
  let second: { id: string; token: string };
  const calls = (token: string, language = 'en') => resourceCalls(server.yoga, userResource, { token, siteId: '4', language });
  const approve = (token: string, id: string, isApproved: boolean, language = 'en') =>
    graphqlCall<{ changeUsersApprovalStatus: ResourceRecord }>(
      server.yoga,
      'mutation ChangeUsersApprovalStatus($input: UserApprovalInput!) { changeUsersApprovalStatus(input: $input) { id version isApproved } }',
      { token, siteId: '4', language, variables: { input: { id, isApproved } } },
    );
  const stored = async (id: string) => (await server.db.select().from(users).where(eq(users.id, Number(id))))[0];

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
    adminId = (await graphqlCall<{ currentUser: { id: string } }>(server.yoga, '{ currentUser { id } }', { token: adminToken, siteId: '4' })).data!.currentUser.id;
    const email = 'second-admin@test.example';
    const [row] = await server.db.insert(users).values({ name: 'Second admin', username: 'second', email, isApproved: true, roles: ['1'], sites: ['4', '5'] }).returning();
    await server.db.insert(localAccounts).values({ userId: row.id, passwordHash: await hashPassword('second-password') });
    second = { id: String(row.id), token: (await loginWithPassword(server.baseUrl, email, 'second-password')).idToken };
  });
  afterAll(() => server?.stop());

  it('refuses unapproving oneself, by the switch and by the form, in the request’s language', async () => {
    const bySwitch = await approve(adminToken, adminId, false);
    expect(bySwitch.errors?.[0]).toMatchObject({
      message: 'You cannot remove your own approval: another administrator has to do it.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const me = (await calls(adminToken).one(adminId)).data!.user!;
    const byForm = await calls(adminToken, 'tr').save({ id: me.id, version: me.version, isApproved: false });
    expect(byForm.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { isApproved: 'Kendi onayınızı kaldıramazsınız: bunu başka bir yönetici yapmalı.' },
    });
    expect((await stored(adminId)).isApproved).toBe(true);
    expect((await stored(adminId)).version).toBe(me.version);
  });

  it('refuses unapproving, demoting or moving the last administrator of a site, naming the sites', async () => {
    const refusedApproval = await approve(second.token, adminId, false);
    expect(refusedApproval.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refusedApproval.errors?.[0].message).toMatch(/^This change would leave .+ without an approved user who can manage users and permissions\.$/);
    const admin = (await calls(second.token).one(adminId)).data!.user!;
    const demoted = await calls(second.token).save({ id: adminId, version: admin.version, roles: ['2'] });
    expect(Object.keys(demoted.errors?.[0].extensions?.fields ?? {})).toEqual(['roles']);
    const moved = await calls(second.token, 'tr').save({ id: adminId, version: admin.version, sites: ['4', '5'] });
    expect(moved.errors?.[0].extensions?.fields?.sites).toMatch(/sitesinde kullanıcıları ve yetkileri yönetebilecek onaylı bir kullanıcı bırakmaz\.$/);
    const row = await stored(adminId);
    expect(row).toMatchObject({ isApproved: true, roles: ['1'], sites: ['1', '2', '3', '4', '5'], version: admin.version });
  });

  it('allows the same changes while another administrator remains on every site concerned', async () => {
    // Sites 4 and 5 keep the demo administrator: the second one may be moved, demoted and unapproved.
    const target = (await calls(adminToken).one(second.id)).data!.user!;
    const moved = await calls(adminToken).save({ id: second.id, version: target.version, sites: ['4'] });
    expect(moved.errors).toBeUndefined();
    const demoted = await calls(adminToken).save({ id: second.id, version: moved.data!.saveUser.version, roles: ['2'] });
    expect(demoted.errors).toBeUndefined();
    expect((await approve(adminToken, second.id, false)).errors).toBeUndefined();
    expect(await stored(second.id)).toMatchObject({ isApproved: false, roles: ['2'], sites: ['4'] });
  });
});
