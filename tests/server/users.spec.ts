import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as userResource } from '../../resources/user.ts';
import { hashPassword } from '../../server/db/password.ts';
import { localAccounts, users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { USER_NOT_ACTIVE } from '../../server/contract/apiErrors.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { resourceCalls, type ResourceRecord } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** What the generic suite cannot know of users: the adopted table, sign-in, approval and role rules. */
describe.each(testDatabaseKinds())('users on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let adminId: string;
  const calls = (token: string, language = 'en') => resourceCalls(server.yoga, userResource, { token, siteId: '4', language });

  const approve = (token: string, id: string, isApproved: boolean) =>
    graphqlCall<{ changeUsersApprovalStatus: ResourceRecord }>(
      server.yoga,
      'mutation ChangeUsersApprovalStatus($input: UserApprovalInput!) { changeUsersApprovalStatus(input: $input) { id version isApproved updatedUserId updatedDate } }',
      { token, siteId: '4', variables: { input: { id, isApproved, updatedUserId: '999', updatedDate: '2001-01-01T00:00:00.000Z' } } },
    );

  /** A user with a password, signed in through the embedded provider. */
  async function signedInUser(email: string, roles: string[]) {
    const [row] = await server.db
      .insert(users)
      .values({ name: email, username: email.split('@')[0], email, isApproved: true, roles, sites: ['4'] })
      .returning();
    await server.db.insert(localAccounts).values({ userId: row.id, passwordHash: await hashPassword('user-password') });
    const { idToken } = await loginWithPassword(server.baseUrl, email, 'user-password');
    return { id: String(row.id), token: idToken };
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
    const me = await graphqlCall<{ currentUser: { id: string } }>(server.yoga, '{ currentUser { id } }', { token: adminToken, siteId: '4' });
    adminId = me.data!.currentUser.id;
  });
  afterAll(() => server?.stop());

  it('lists the seeded users 200 to a page by default, filtered by approval, search, site and role', async () => {
    const all = await calls(adminToken).list({});
    expect(all.errors).toBeUndefined();
    const emails = all.data!.users.map((user) => user.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@newsroom.example', 'inactive@newsroom.example']));
    expect(all.data!.users.map((user) => user.name)).toEqual([...all.data!.users.map((user) => user.name as string)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const unapproved = await calls(adminToken).list({ filter: { isApproved: false } });
    expect(unapproved.data!.users.map((user) => user.email)).toContain('inactive@newsroom.example');
    expect(unapproved.data!.users.every((user) => user.isApproved === false)).toBe(true);
    const approved = await calls(adminToken).list({ filter: { isApproved: true } });
    expect(approved.data!.users.map((user) => user.email)).not.toContain('inactive@newsroom.example');

    const searched = await calls(adminToken).list({ filter: { search: 'CHIEF@' } });
    expect(searched.data!.users.map((user) => user.email)).toEqual(['chief@newsroom.example']);
    const admins = await calls(adminToken).list({ filter: { roles: ['1'] } });
    expect(admins.data!.users.map((user) => user.email)).toContain('admin@newsroom.example');
    expect(admins.data!.users.every((user) => (user.roles as string[]).includes('1'))).toBe(true);
    const siteTwo = await calls(adminToken).list({ filter: { sites: ['2'] } });
    expect(siteTwo.data!.users.length).toBeGreaterThan(0);
    expect(siteTwo.data!.users.every((user) => (user.sites as string[]).includes('2'))).toBe(true);

    const page = await graphqlCall<{ users: unknown[] }>(server.yoga, '{ users(limit: 201) { id } }', { token: adminToken, siteId: '4' });
    expect(page.errors).toBeUndefined();
    expect(String(await introspectedDefault())).toContain('200');
  });

  /** The list's description names its default page size; the resolver uses the declaration's. */
  async function introspectedDefault() {
    const schema = await graphqlCall<{ __type: { fields: { name: string; description: string | null }[] } }>(
      server.yoga,
      '{ __type(name: "Query") { fields { name description } } }',
      { token: adminToken, siteId: '4' },
    );
    return schema.data!.__type.fields.find((field) => field.name === 'users')?.description;
  }

  it('adds a user once: the same e-mail in another spelling is refused on its field, and nothing is written', async () => {
    const created = await calls(adminToken).save({ name: 'Nil Muhabir', username: 'nil', email: 'Nil@Newsroom.Example', sites: ['4'], roles: ['5'] });
    expect(created.errors).toBeUndefined();
    expect(created.data!.saveUser).toMatchObject({ email: 'nil@newsroom.example', isApproved: false, sites: ['4'], roles: ['5'], createdUserId: adminId });

    const before = await server.db.select().from(users);
    const again = await calls(adminToken, 'tr').save({ name: 'Nil İkinci', username: 'nil2', email: 'NIL@newsroom.example' });
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: expect.any(String) } });
    expect(await server.db.select().from(users)).toHaveLength(before.length);

    const unknownRole = await calls(adminToken).save({ name: 'Role', username: 'role', email: 'role@newsroom.example', roles: ['77'] });
    expect(unknownRole.errors?.[0].extensions?.fields).toHaveProperty('roles');
  });

  it('changes approval alone, recording the signed-in user and the server’s time, with an audit row', async () => {
    const created = await calls(adminToken).save({ name: 'Onay Bekleyen', username: 'pending', email: 'pending@newsroom.example' });
    const user = created.data!.saveUser;
    const startedAt = Date.now();
    const approved = await approve(adminToken, user.id, true);
    expect(approved.errors).toBeUndefined();
    const record = approved.data!.changeUsersApprovalStatus;
    expect(record).toMatchObject({ id: user.id, isApproved: true, version: user.version + 1, updatedUserId: adminId });
    expect(Date.parse(record.updatedDate as string)).toBeGreaterThanOrEqual(startedAt - 1000);

    // The same state again changes nothing.
    expect((await approve(adminToken, user.id, true)).data!.changeUsersApprovalStatus.version).toBe(record.version);
    const audit = await server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, user.id)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((row) => row.changes)).toContainEqual({ isApproved: { from: false, to: true } });

    // An edit form opened before the approval change cannot undo it silently.
    const stale = await calls(adminToken).save({ id: user.id, version: user.version, department: 'Sports' });
    expect(stale.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  it('unapproving a user stops their very next request', async () => {
    const reporter = await signedInUser('unapproved-next@test.example', ['5']);
    const first = await graphqlCall(server.yoga, '{ currentUser { id isApproved } }', { token: reporter.token, siteId: '4' });
    expect(first.data).toEqual({ currentUser: { id: reporter.id, isApproved: true } });
    await approve(adminToken, reporter.id, false);
    const next = await graphqlCall(server.yoga, '{ currentUser { id } }', { token: reporter.token, siteId: '4' });
    expect(next.errors?.[0].message).toBe(USER_NOT_ACTIVE);
  });

  it('a role given through saveUser holds from the user’s very next request (the afterChange hook)', async () => {
    const reader = await signedInUser('role-next@test.example', ['4']);
    // Without user.view the list holds only one's own record (the read access function's row filter).
    const before = await calls(reader.token).list({});
    expect(before.data!.users.map((user) => user.id)).toEqual([reader.id]);
    const current = (await calls(adminToken).one(reader.id)).data!.user!;
    expect((await calls(adminToken).save({ id: reader.id, version: current.version, roles: ['6'] })).errors).toBeUndefined();
    expect((await calls(reader.token).list({})).data!.users.length).toBeGreaterThan(1);
  });

  it('needs user.approve to change approval and user.permissions to change roles; user.view only reads', async () => {
    const chief = await demoToken(server.baseUrl, 'chief');
    const target = (await calls(adminToken).save({ name: 'Hedef', username: 'target', email: 'target@newsroom.example', roles: ['4'] })).data!.saveUser;

    expect((await calls(chief).list({})).errors).toBeUndefined();
    expect((await approve(chief, target.id, true)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await calls(chief).save({ id: target.id, version: target.version, department: 'News' })).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Someone allowed to save users but not to hand out roles: user.save without user.permissions.
    const saver = await signedInUser('user-saver@test.example', ['2']);
    const matrix = server.db;
    await matrix.execute(`update permissions set role_ids = array_append(role_ids, '2') where site_id = 4 and category = 'user' and keyword in ('view', 'save')`);
    server.lookups.invalidate();
    const current = (await calls(adminToken).one(target.id)).data!.user!;
    const department = await calls(saver.token).save({ id: target.id, version: current.version, department: 'Economy' });
    expect(department.errors).toBeUndefined();
    const roles = await calls(saver.token).save({ id: target.id, version: department.data!.saveUser.version, roles: ['1'] });
    expect(roles.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const approval = await calls(saver.token).save({ id: target.id, version: department.data!.saveUser.version, isApproved: true });
    expect(approval.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await calls(adminToken).one(target.id)).data!.user).toMatchObject({ roles: ['4'], isApproved: false, department: 'Economy' });
    await matrix.execute(`update permissions set role_ids = array_remove(role_ids, '2') where site_id = 4 and category = 'user' and keyword in ('view', 'save')`);
    server.lookups.invalidate();
  });

  it('lets every signed-in user read their own record, and only theirs, without user.view', async () => {
    const reporter = await signedInUser('own-record@test.example', ['5']);
    const own = await calls(reporter.token).one(reporter.id);
    expect(own.data!.user).toMatchObject({ id: reporter.id, email: 'own-record@test.example' });
    const other = await calls(reporter.token).one(adminId);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
