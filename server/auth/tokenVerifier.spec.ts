import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithPassword, signWithForeignKey, signWithProviderKey } from '../../tests/server/support/oidcLogin.ts';
import { loadOrCreateProviderKeys, readEmbeddedPublicJwks } from './providerKeys.ts';
import { startProviderApp, TEST_ACCOUNT, TEST_CLIENT_ID, type ProviderTestApp } from '../../tests/server/support/providerTestApp.ts';
import { createTokenVerifier, InvalidTokenError, type TokenVerifier } from './tokenVerifier.ts';

let server: ProviderTestApp;
let idToken: string;
let viaDiscovery: TokenVerifier;

beforeAll(async () => {
  server = await startProviderApp();
  idToken = (await loginWithPassword(server.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password)).idToken;
  viaDiscovery = createTokenVerifier({ issuer: server.issuer, audience: TEST_CLIENT_ID });
});
afterAll(async () => {
  await server?.close();
});

const claims = () => ({ sub: TEST_ACCOUNT.id, email: TEST_ACCOUNT.email });

async function rejection(verify: TokenVerifier, token: string): Promise<InvalidTokenError> {
  const error = await verify(token).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(InvalidTokenError);
  return error as InvalidTokenError;
}

describe('createTokenVerifier', () => {
  it('accepts a real id_token with keys from discovery, from a jwks URL and from a local key set', async () => {
    await expect(viaDiscovery(idToken)).resolves.toMatchObject({ sub: TEST_ACCOUNT.id, email: TEST_ACCOUNT.email });
    const viaUrl = createTokenVerifier({ issuer: server.issuer, audience: TEST_CLIENT_ID, jwksUrl: `${server.issuer}/jwks` });
    await expect(viaUrl(idToken)).resolves.toMatchObject({ name: TEST_ACCOUNT.name });
    const local = createTokenVerifier({ issuer: server.issuer, audience: TEST_CLIENT_ID, jwks: await readEmbeddedPublicJwks(server.db) });
    await expect(local(idToken)).resolves.toMatchObject({ preferred_username: TEST_ACCOUNT.username });
  });

  it('rejects a forgery signed by another key under the real kid', async () => {
    const { kid } = decodeProtectedHeader(idToken);
    const forged = await signWithForeignKey(claims(), { kid, issuer: server.issuer, audience: TEST_CLIENT_ID });
    expect((await rejection(viaDiscovery, forged)).reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
    const unknownKid = await signWithForeignKey(claims(), { issuer: server.issuer, audience: TEST_CLIENT_ID });
    expect((await rejection(viaDiscovery, unknownKid)).reason).toBe('ERR_JWKS_NO_MATCHING_KEY');
  });

  it('rejects expired tokens beyond a few seconds of clock skew', async () => {
    const sign = (expiresIn: number) =>
      signWithProviderKey(server.db, claims(), { expiresIn, issuer: server.issuer, audience: TEST_CLIENT_ID });
    expect((await rejection(viaDiscovery, await sign(-60))).reason).toBe('ERR_JWT_EXPIRED');
    await expect(viaDiscovery(await sign(-2))).resolves.toMatchObject({ sub: TEST_ACCOUNT.id });
    await expect(viaDiscovery(await sign(600))).resolves.toMatchObject({ sub: TEST_ACCOUNT.id });
  });

  it('rejects a wrong issuer and a wrong audience even when signed with the real key', async () => {
    const wrongIssuer = await signWithProviderKey(server.db, claims(), { issuer: 'http://elsewhere.example/oidc', audience: TEST_CLIENT_ID });
    expect((await rejection(viaDiscovery, wrongIssuer)).reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const wrongAudience = await signWithProviderKey(server.db, claims(), { issuer: server.issuer, audience: 'another-app' });
    expect((await rejection(viaDiscovery, wrongAudience)).reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const noAudience = await signWithProviderKey(server.db, claims(), { issuer: server.issuer });
    expect((await rejection(viaDiscovery, noAudience)).reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
  });

  it('rejects a token without expiry, a stripped signature, garbage and an empty string', async () => {
    const local = createTokenVerifier({ issuer: server.issuer, audience: TEST_CLIENT_ID, jwks: await readEmbeddedPublicJwks(server.db) });
    const { keys } = (await loadOrCreateProviderKeys(server.db)).jwks;
    const neverExpires = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: keys[0]!.kid })
      .setIssuer(server.issuer)
      .setAudience(TEST_CLIENT_ID)
      .sign(await importJWK(keys[0]!, 'RS256'));
    expect((await rejection(local, neverExpires)).reason).toBe('ERR_JWT_CLAIM_VALIDATION_FAILED');
    const [header, payload] = idToken.split('.');
    await rejection(local, `${header}.${payload}.`);
    await rejection(local, 'not-a-jwt');
    await rejection(local, '');
  });

  it('fetches nothing when created and retries discovery after the issuer was unreachable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'oidc-verifier-'));
    const silent = await startProviderApp({ dataDir });
    const port = Number(new URL(silent.baseUrl).port);
    const { issuer } = silent;
    await silent.close();

    // Created while nothing listens: creation alone must not fail or fetch.
    const verify = createTokenVerifier({ issuer, audience: TEST_CLIENT_ID });
    const unreachable = await verify(idToken).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(unreachable).toBeInstanceOf(Error);
    expect(unreachable).not.toBeInstanceOf(InvalidTokenError);

    const back = await startProviderApp({ dataDir, port });
    try {
      const token = await signWithProviderKey(back.db, claims(), { issuer, audience: TEST_CLIENT_ID });
      await expect(verify(token)).resolves.toMatchObject({ sub: TEST_ACCOUNT.id });
    } finally {
      await back.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the verified-token cache', () => {
  const sign = (expiresIn: number) => signWithProviderKey(server.db, claims(), { expiresIn, issuer: server.issuer, audience: TEST_CLIENT_ID });
  const verifierAt = async (clock: { now: number }, cacheSize?: number) =>
    createTokenVerifier({
      issuer: server.issuer,
      audience: TEST_CLIENT_ID,
      jwks: await readEmbeddedPublicJwks(server.db),
      now: () => clock.now,
      cacheSize,
    });

  it('answers a token it verified with the same claims, without checking it again', async () => {
    const clock = { now: Date.now() };
    const verify = await verifierAt(clock);
    const token = await sign(600);
    const first = await verify(token);
    expect(await verify(token)).toBe(first);
    const uncached = await verifierAt(clock, 0);
    expect(await uncached(token)).not.toBe(await uncached(token));
  });

  it('never answers from the cache once the token has expired', async () => {
    const clock = { now: Date.now() };
    const verify = await verifierAt(clock);
    const token = await sign(60);
    await expect(verify(token)).resolves.toMatchObject({ sub: TEST_ACCOUNT.id });
    clock.now += 61_000;
    // jose still allows its 5 s of skew, so the token only fails once past that too.
    await expect(verify(token)).resolves.toMatchObject({ sub: TEST_ACCOUNT.id });
    clock.now += 5_000;
    expect((await rejection(verify, token)).reason).toBe('ERR_JWT_EXPIRED');
  });

  it('keys on the whole token: the same claims under another signature are checked and refused', async () => {
    const verify = await verifierAt({ now: Date.now() });
    const token = await sign(600);
    await verify(token);
    const [header, payload] = token.split('.');
    const foreignSignature = (await signWithForeignKey(claims(), { kid: decodeProtectedHeader(token).kid })).split('.')[2];
    const forged = `${header}.${payload}.${foreignSignature}`;
    expect((await rejection(verify, forged)).reason).toBe('ERR_JWS_SIGNATURE_VERIFICATION_FAILED');
  });
});
