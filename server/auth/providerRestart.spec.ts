import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oidcStates } from '../db/oidcTables.ts';
import { attemptLogin, CookieJar, refreshTokens } from '../../tests/server/support/oidcLogin.ts';
import { loadOrCreateProviderKeys, legacyProviderDir, readEmbeddedPublicJwks } from './providerKeys.ts';
import { startProviderApp, TEST_ACCOUNT, TEST_CLIENT_ID, type ProviderTestApp } from '../../tests/server/support/providerTestApp.ts';
import { createTokenVerifier } from './tokenVerifier.ts';

let running: ProviderTestApp | undefined;
const dataDirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'oidc-restart-'));
  dataDirs.push(dir);
  return dir;
};
let dataDir: string;
beforeEach(async () => {
  dataDir = await newDataDir();
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  await Promise.all(dataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const publishedKids = async (issuer: string) =>
  ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> }).keys.map((key) => key.kid);

/** The browser comes back with its cookies: a live provider session gives a code without the login form. */
async function signInAgain(baseUrl: string, cookies: CookieJar) {
  const again = await attemptLogin(baseUrl, '', '', { cookies });
  expect(again.html).not.toMatch(/name="password"/);
  expect(again.code).toBeTruthy();
  return again.exchange();
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('embedded provider across a restart on the same database', () => {
  it('keeps its signing key, sessions and refresh tokens, all in the database and none in the data dir', async () => {
    running = await startProviderApp({ dataDir });
    const { issuer } = running;
    const port = Number(new URL(running.baseUrl).port);
    const kidsBefore = await publishedKids(issuer);
    const attempt = await attemptLogin(running.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    const tokens = await attempt.exchange();
    await running.close();
    expect(await exists(legacyProviderDir(dataDir))).toBe(false);

    running = await startProviderApp({ dataDir, port });
    expect(running.issuer).toBe(issuer);
    expect(await publishedKids(running.issuer)).toEqual(kidsBefore);

    // The first run's token, checked against the key set the second run reads from the database.
    const verify = createTokenVerifier({ issuer, audience: TEST_CLIENT_ID, jwks: await readEmbeddedPublicJwks(running.db) });
    await expect(verify(tokens.idToken)).resolves.toMatchObject({ email: TEST_ACCOUNT.email });

    // Sessions and grants are in the database too, so silent renew and the browser's session survive.
    const renewed = await refreshTokens(running.baseUrl, tokens.refreshToken!);
    expect(decodeJwt(renewed.idToken)).toMatchObject({ sub: TEST_ACCOUNT.id, iss: issuer });
    expect(decodeJwt((await signInAgain(running.baseUrl, attempt.cookies)).idToken)).toMatchObject({ sub: TEST_ACCOUNT.id });
  });

  it('makes a different key for a different database', async () => {
    running = await startProviderApp();
    const first = await publishedKids(running.issuer);
    await running.close();
    running = await startProviderApp();
    expect(await publishedKids(running.issuer)).not.toEqual(first);
  });

  it("carries a data dir's earlier key files and sign-ins into a database without keys", async () => {
    running = await startProviderApp({ dataDir });
    const port = Number(new URL(running.baseUrl).port);
    const attempt = await attemptLogin(running.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    const tokens = await attempt.exchange();
    const kids = await publishedKids(running.issuer);
    // What an upgraded data dir holds: the files the provider kept before its state moved into the database.
    const keys = await loadOrCreateProviderKeys(running.db);
    const rows = await running.db.select().from(oidcStates);
    await running.close();
    running = undefined;
    const upgraded = await newDataDir();
    const files = legacyProviderDir(upgraded);
    await mkdir(files, { recursive: true });
    await writeFile(path.join(files, 'jwks.json'), JSON.stringify(keys.jwks));
    await writeFile(path.join(files, 'cookie-keys.json'), JSON.stringify(keys.cookieKeys));
    const state = Object.fromEntries(rows.map((row) => [`${row.model}:${row.id}`, { payload: row.payload, expiresAt: row.expiresAt?.getTime() }]));
    await writeFile(path.join(files, 'state.json'), JSON.stringify(state));

    running = await startProviderApp({ dataDir: upgraded, port, importFrom: upgraded });
    expect(await publishedKids(running.issuer)).toEqual(kids);
    const renewed = await refreshTokens(running.baseUrl, tokens.refreshToken!);
    expect(decodeJwt(renewed.idToken)).toMatchObject({ sub: TEST_ACCOUNT.id });
    await signInAgain(running.baseUrl, attempt.cookies);
  });
});
