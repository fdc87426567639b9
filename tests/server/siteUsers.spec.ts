import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import type { ResourceResponse } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/** addSiteUsers: users picked from the search join the request's site, under the declared addedUsers rule (resources/siteUsers.ts). */
const ADD = 'mutation AddSiteUsers($userIds: [ID!]!) { addSiteUsers(userIds: $userIds) }';
const SITE = '4';

describe.each(testDatabaseKinds())('adding users to a site on %s', (database) => {
  let server: TestApp;
  let admin: string;

  beforeAll(async () => {
    server = await startTestApp(database);
    admin = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  const add = (userIds: unknown[], language = 'en', token = admin) =>
    graphqlCall<{ addSiteUsers: string[] }>(server.yoga, ADD, { token, siteId: SITE, language, variables: { userIds } }) as Promise<ResourceResponse<{ addSiteUsers: string[] }>>;
  const newUser = async (email: string) =>
    (await server.db.insert(users).values({ name: email, username: email, email, isApproved: true, roles: ['2'], sites: ['1'] }).returning())[0]!;
  const stored = async (id: number) => (await server.db.select({ sites: users.sites, version: users.version }).from(users).where(eq(users.id, id)))[0];
  const audits = async (id: number) => (await server.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.recordId, String(id))))).length;

  it('adds users picked from the search: their sites gain the site, one audited update each', async () => {
    const [first, second] = [await newUser('first@site-users.example'), await newUser('second@site-users.example')];
    const added = await add([String(first.id), String(second.id)]);
    expect(added.errors).toBeUndefined();
    expect(added.data!.addSiteUsers).toEqual([String(first.id), String(second.id)]);
    expect(await stored(first.id)).toEqual({ sites: ['1', SITE], version: 2 });
    expect(await audits(second.id)).toBe(1);
  });

  it.each([
    ['a user already on the site', async (user: { id: number }) => [String(user.id)], 'This user has already been added.', 'Bu kullanıcı zaten eklenmiş.'],
    ['a user given twice', async () => [String((await newUser('twice@site-users.example')).id), null], 'This user has already been added.', 'Bu kullanıcı zaten eklenmiş.'],
    ['text typed instead of a pick', async () => ['Ayşe Yılmaz'], 'Please select a user from the search.', 'Lütfen aramadan bir kullanıcı seçiniz.'],
    ['an id that names no user', async () => ['999999'], 'Please select a user from the search.', 'Lütfen aramadan bir kullanıcı seçiniz.'],
  ] as const)('refuses %s in English and Turkish, changing nothing', async (_name, idsOf, en, tr) => {
    const member = await newUser(`member-${Math.random().toString(36).slice(2)}@site-users.example`);
    expect((await add([String(member.id)])).errors).toBeUndefined();
    const given = await idsOf(member);
    // "Given twice": the same id again in place of the null.
    const userIds = given.map((id, index) => id ?? given[index - 1]);
    const before = { member: await stored(member.id), others: await Promise.all(userIds.filter((id) => /^\d+$/.test(id!)).map((id) => stored(Number(id)))) };
    for (const [language, message] of [
      ['en', en],
      ['tr', tr],
    ]) {
      const refused = await add(userIds, language);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { userIds: message } });
    }
    expect({ member: await stored(member.id), others: await Promise.all(userIds.filter((id) => /^\d+$/.test(id!)).map((id) => stored(Number(id)))) }).toEqual(before);
  });

  it('is for the site’s administrators: an editor is refused', async () => {
    const user = await newUser('editor-tries@site-users.example');
    const refused = await add([String(user.id)], 'en', await demoToken(server.baseUrl, 'editor'));
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stored(user.id)).toEqual({ sites: ['1'], version: 1 });
  });
});
