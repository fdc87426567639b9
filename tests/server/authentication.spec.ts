import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_NOT_ACTIVE } from '../../server/contract/apiErrors.ts';
import { DEMO_PASSWORD } from '../../server/db/demoUsers.ts';
import { loginWithPassword, signWithForeignKey, signWithProviderKey } from './support/oidcLogin.ts';
import { errorCodes, graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

const CURRENT_USER = '{ currentUser { email } }';

describe.each(testDatabaseKinds())('token and user checks on %s', (database) => {
  let server: TestApp;
  let issuer: string;
  const audience = 'backoffice';
  const editorClaims = { sub: '3', email: 'editor@newsroom.example', name: 'Elif Editör' };

  beforeAll(async () => {
    server = await startTestApp(database);
    issuer = `${server.baseUrl}/oidc`;
  });
  afterAll(() => server?.stop());

  it('accepts an id_token from the real sign-in flow and maps it to the user row', async () => {
    const { idToken } = await loginWithPassword(server.baseUrl, 'editor@newsroom.example', DEMO_PASSWORD);
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token: idToken, siteId: '4' });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ currentUser: { email: 'editor@newsroom.example' } });
  });

  it('accepts a token signed with the provider key when issuer, audience and expiry are right (the control case)', async () => {
    const token = await signWithProviderKey(server.db, editorClaims, { issuer, audience });
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token, siteId: '4' });
    expect(response.data).toEqual({ currentUser: { email: 'editor@newsroom.example' } });
  });

  const rejected: [string, () => Promise<string | undefined>][] = [
    ['no token', async () => undefined],
    ['a token that is not a JWT', async () => 'not-a-jwt'],
    ['a forged token (a key nobody published)', () => signWithForeignKey(editorClaims, { issuer, audience })],
    ['an expired token', () => signWithProviderKey(server.db, editorClaims, { issuer, audience, expiresIn: -600 })],
    ['a token from another issuer', () => signWithProviderKey(server.db, editorClaims, { issuer: 'https://idp.example/other', audience })],
    ['a token for another audience', () => signWithProviderKey(server.db, editorClaims, { issuer, audience: 'another-client' })],
  ];
  it.each(rejected)('rejects %s with UNAUTHENTICATED', async (_label, makeToken) => {
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token: await makeToken(), siteId: '4' });
    expect(response.data ?? null).toBeNull();
    expect(errorCodes(response)).toEqual(['UNAUTHENTICATED']);
  });

  it('rejects a forged token even under the real key id', async () => {
    const { keys } = await (await fetch(`${issuer}/jwks`)).json() as { keys: { kid: string }[] };
    const token = await signWithForeignKey(editorClaims, { issuer, audience, kid: keys[0].kid });
    expect(errorCodes(await graphqlCall(server.yoga, CURRENT_USER, { token, siteId: '4' }))).toEqual(['UNAUTHENTICATED']);
  });

  it("answers an inactive user exactly 'Context creation failed: User is not active'", async () => {
    const { idToken } = await loginWithPassword(server.baseUrl, 'inactive@newsroom.example', DEMO_PASSWORD);
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token: idToken, siteId: '4' });
    expect(response.errors?.map((error) => error.message)).toEqual([USER_NOT_ACTIVE]);
    expect(USER_NOT_ACTIVE).toBe('Context creation failed: User is not active');
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
  });

  it('treats a valid token of a person without a user row as not active', async () => {
    const token = await signWithProviderKey(server.db, { sub: '999999', email: 'stranger@newsroom.example' }, { issuer, audience });
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token, siteId: '4' });
    expect(response.errors?.map((error) => error.message)).toEqual([USER_NOT_ACTIVE]);
  });

  it('matches the e-mail claim case-insensitively', async () => {
    const token = await signWithProviderKey(server.db, { ...editorClaims, email: 'Editor@NewsRoom.example' }, { issuer, audience });
    const response = await graphqlCall(server.yoga, CURRENT_USER, { token, siteId: '4' });
    expect(response.data).toEqual({ currentUser: { email: 'editor@newsroom.example' } });
  });

  describe('a site the user does not belong to', () => {
    let agencyToken: string;
    beforeAll(async () => {
      agencyToken = (await loginWithPassword(server.baseUrl, 'agency@newsroom.example', DEMO_PASSWORD)).idToken;
    });

    it('refuses site-scoped operations with FORBIDDEN', async () => {
      const response = await graphqlCall(server.yoga, '{ permissions { siteId } }', { token: agencyToken, siteId: '5' });
      expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      const onOwnSite = await graphqlCall(server.yoga, '{ permissions { siteId } }', { token: agencyToken, siteId: '4' });
      expect(onOwnSite.data).toEqual({ permissions: [{ siteId: '4' }] });
    });

    it('refuses a missing or unknown siteid the same way', async () => {
      for (const siteId of [undefined, '999', 'abc']) {
        const response = await graphqlCall(server.yoga, '{ currentTime }', { token: agencyToken, siteId });
        expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      }
    });

    it('still answers sites and currentUser so the app can bootstrap and switch', async () => {
      const response = await graphqlCall(server.yoga, '{ sites { id } currentUser { email } }', { token: agencyToken, siteId: '5' });
      expect(response.errors).toBeUndefined();
      expect(response.data).toEqual({ sites: [{ id: '4' }], currentUser: { email: 'agency@newsroom.example' } });
    });
  });
});
