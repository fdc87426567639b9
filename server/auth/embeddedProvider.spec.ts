import { decodeJwt } from 'jose';
import providerRequestContext from 'oidc-provider/lib/helpers/als.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptLogin, loginWithPassword, refreshTokens } from '../../tests/server/support/oidcLogin.ts';
import { startProviderApp, TEST_ACCOUNT, TEST_CLIENT_ID, type ProviderTestApp } from '../../tests/server/support/providerTestApp.ts';

const DEV_ORIGIN = 'http://localhost:5173';
let server: ProviderTestApp;

beforeAll(async () => {
  server = await startProviderApp({ extraOrigins: [DEV_ORIGIN] });
});
afterAll(async () => {
  await server?.close();
});

function hiddenInputs(html: string): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) inputs[name!] = value!;
  return inputs;
}

describe('embedded OpenID provider', () => {
  it('publishes discovery under the issuer path with code + S256 only', async () => {
    const response = await fetch(`${server.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = await response.json();
    expect(metadata.issuer).toBe(server.issuer);
    expect(metadata.authorization_endpoint).toBe(`${server.issuer}/auth`);
    expect(metadata.token_endpoint).toBe(`${server.issuer}/token`);
    expect(metadata.jwks_uri).toBe(`${server.issuer}/jwks`);
    expect(metadata.end_session_endpoint).toBe(`${server.issuer}/session/end`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'User.Read', 'User.Read.All']));
    const jwks = await (await fetch(metadata.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  it('signs in through the login page and puts the profile into the id_token', async () => {
    const tokens = await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    const claims = decodeJwt(tokens.idToken);
    expect(claims).toMatchObject({
      iss: server.issuer,
      aud: TEST_CLIENT_ID,
      sub: TEST_ACCOUNT.id,
      email: TEST_ACCOUNT.email,
      name: TEST_ACCOUNT.name,
      preferred_username: TEST_ACCOUNT.username,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
  });

  it("leaves the provider's request store switched off after a sign-in, so the process's promises pay no hooks for it", async () => {
    await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    // Node's AsyncLocalStorage tells whether it tracks asynchronous work (`enabled`).
    expect((providerRequestContext as unknown as { enabled: boolean }).enabled).toBe(false);
  });

  it('renews by refresh token, rotating it', async () => {
    const first = await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    expect(first.scope?.split(' ').sort()).toEqual(['User.Read', 'User.Read.All', 'email', 'openid', 'profile']);
    const renewed = await refreshTokens(server.baseUrl, first.refreshToken!, { scope: first.scope });
    expect(decodeJwt(renewed.idToken)).toMatchObject({ sub: TEST_ACCOUNT.id, email: TEST_ACCOUNT.email, name: TEST_ACCOUNT.name });
    expect(renewed.refreshToken).toBeTruthy();
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    await expect(refreshTokens(server.baseUrl, first.refreshToken!)).rejects.toThrow(/invalid_grant/);
  });

  it('shows the error on a wrong password, issues no code, and the same form still works', async () => {
    const attempt = await attemptLogin(server.baseUrl, TEST_ACCOUNT.email, 'wrong password');
    expect(attempt.code).toBeUndefined();
    expect(attempt.status).toBe(401);
    expect(attempt.html).toContain('<html lang="tr">');
    expect(attempt.html).toMatch(/role="alert">E-posta veya parola hatalı</);
    expect(attempt.html).toContain(`value="${TEST_ACCOUNT.email}"`);

    const unknown = await attemptLogin(server.baseUrl, 'nobody@newsroom.test', TEST_ACCOUNT.password, { uiLocales: 'en' });
    expect(unknown.code).toBeUndefined();
    expect(unknown.html).toMatch(/role="alert">Wrong e-mail or password</);
  });

  it('refuses an address + e-mail pair after ten wrong passwords, even with the right one', async () => {
    const guessed = 'guessed@newsroom.test';
    for (let i = 0; i < 10; i++) {
      expect((await attemptLogin(server.baseUrl, guessed, `guess ${i}`)).status).toBe(401);
    }
    const blocked = await attemptLogin(server.baseUrl, guessed, 'another guess');
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBeUndefined();
    expect(blocked.html).toMatch(/role="alert">Çok fazla hatalı deneme/);
    const other = await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    expect(other.idToken).toBeTruthy();
  });

  it('renders an accessible form in Turkish by default and English on request', async () => {
    const page = async (opts: { uiLocales?: string; acceptLanguage?: string }) => {
      const attempt = await attemptLogin(server.baseUrl, '', '', opts);
      expect(attempt.status).toBe(400);
      return attempt.html;
    };
    const turkish = await page({});
    expect(turkish).toContain('<label for="email">E-posta</label>');
    expect(turkish).toContain('<label for="password">Parola</label>');
    expect(turkish).toMatch(/<input id="email" name="email" type="email"/);
    expect(turkish).toMatch(/<input id="password" name="password" type="password"/);
    expect(turkish).toContain('<button type="submit">Oturum aç</button>');

    expect(await page({ uiLocales: 'en-GB tr' })).toContain('<label for="password">Password</label>');
    expect(await page({ acceptLanguage: 'de-DE, en;q=0.8, tr;q=0.5' })).toContain('<html lang="en">');
    expect(await page({ acceptLanguage: 'tr-TR,en;q=0.9' })).toContain('<html lang="tr">');
  });

  it('answers an unknown or stale interaction with an explanation, not a crash', async () => {
    const response = await fetch(`${server.issuer}/interaction/not-a-real-one`, { headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });

  it('allows the token endpoint from registered origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.issuer}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight(DEV_ORIGIN)).headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN);

    const fromDevServer = await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password, {
      redirectUri: `${DEV_ORIGIN}/auth/callback`,
    });
    expect(fromDevServer.idToken).toBeTruthy();

    const tokens = await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    await expect(refreshTokens(server.baseUrl, tokens.refreshToken!, { origin: 'http://evil.example' })).rejects.toThrow(
      /not allowed/,
    );
  });

  it('signs out through end_session straight back to the post-logout URI and ends the refresh token', async () => {
    const attempt = await attemptLogin(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    const tokens = await attempt.exchange();
    const endSession = new URL(`${server.issuer}/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${server.baseUrl}/`,
      client_id: TEST_CLIENT_ID,
    }).toString();
    const page = await fetch(endSession, { headers: { cookie: attempt.cookies.header(endSession.href) } });
    attempt.cookies.store(page);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    expect(action).toBeDefined();
    const inputs = hiddenInputs(html);
    expect(inputs.logout).toBe('yes');

    const confirm = await fetch(action!, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: attempt.cookies.header(action!) },
      body: new URLSearchParams(inputs).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${server.baseUrl}/`);
    await expect(refreshTokens(server.baseUrl, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
  });
});
