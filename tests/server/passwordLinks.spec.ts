import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users as userResource } from '../../resources/user.ts';
import { createPasswordLink, PASSWORD_LINK_TTL_MS } from '../../server/db/passwordLinks.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { loginWithPassword } from './support/oidcLogin.ts';
import { resourceCalls } from './support/resourceCalls.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

/**
 * A user created in the admin has no password at the embedded provider: the administrator makes
 * a one-time link (24 hours, single use), the user sets a password on its page and signs in.
 */
describe.each(testDatabaseKinds())('set-password links on %s', (database) => {
  let server: TestApp;
  let adminToken: string;
  let round = 0;

  const createLink = (userId: string, token = adminToken) =>
    graphqlCall<{ createPasswordLink: { token: string; expiresAt: string } }>(
      server.yoga,
      'mutation ($userId: ID!) { createPasswordLink(userId: $userId) { token expiresAt } }',
      { token, siteId: '4', variables: { userId } },
    );
  const pageUrl = (token: string, lang = 'en') => `${server.baseUrl}/oidc/set-password/${token}?lang=${lang}`;
  const submit = (token: string, password: string, repeat = password, lang = 'en') =>
    fetch(`${server.baseUrl}/oidc/set-password/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ lang, password, repeat }).toString(),
    });

  async function newUser() {
    round += 1;
    const email = `new-${round}@test.example`;
    const saved = await resourceCalls(server.yoga, userResource, { token: adminToken, siteId: '4' }).save({
      name: `New ${round}`,
      username: `new${round}`,
      email,
      sites: ['4'],
      roles: ['5'],
      isApproved: true,
    });
    return { id: saved.data!.saveUser.id, email };
  }

  beforeAll(async () => {
    server = await startTestApp(database);
    adminToken = await demoToken(server.baseUrl, 'admin');
  });
  afterAll(() => server?.stop());

  it('lets a user created in the admin set a password once through the link, then sign in', async () => {
    const user = await newUser();
    await expect(loginWithPassword(server.baseUrl, user.email, 'a long new password')).rejects.toThrow();

    const link = await createLink(user.id);
    expect(link.errors).toBeUndefined();
    const { token, expiresAt } = link.data!.createPasswordLink;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(PASSWORD_LINK_TTL_MS - 60_000);

    const page = await fetch(pageUrl(token, 'tr'));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Parola belirle');
    expect(html).toContain(user.email);

    const short = await submit(token, 'short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('The password must have at least 10 characters.');
    const differ = await submit(token, 'a long new password', 'another long password');
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain('The passwords are not the same.');

    const saved = await submit(token, 'a long new password');
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Password saved');
    const { idToken } = await loginWithPassword(server.baseUrl, user.email, 'a long new password');
    expect(idToken).toBeTruthy();

    // Single use.
    expect((await fetch(pageUrl(token))).status).toBe(404);
    expect((await submit(token, 'yet another password')).status).toBe(404);
    await expect(loginWithPassword(server.baseUrl, user.email, 'yet another password')).rejects.toThrow();
  });

  it('refuses an expired link, a replaced one and an unknown one', async () => {
    const user = await newUser();
    const old = await createPasswordLink(server.db, Number(user.id), 1, new Date(Date.now() - PASSWORD_LINK_TTL_MS - 1000));
    const expired = await fetch(pageUrl(old.token));
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain('This link is not valid');

    const first = (await createLink(user.id)).data!.createPasswordLink.token;
    const second = (await createLink(user.id)).data!.createPasswordLink.token;
    expect((await fetch(pageUrl(first))).status).toBe(404);
    expect((await fetch(pageUrl(second))).status).toBe(200);
    expect((await fetch(pageUrl('no-such-token'))).status).toBe(404);
  });

  it('needs user.permissions: whoever holds a link can sign in as the user', async () => {
    const user = await newUser();
    const chief = await demoToken(server.baseUrl, 'chief');
    const refused = await createLink(user.id, chief);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Permission denied: needs user.permissions', extensions: { code: 'FORBIDDEN' } });
    expect((await createLink('999999')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});
