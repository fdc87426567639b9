import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginWithPassword, refreshTokens } from '../../tests/server/support/oidcLogin.ts';
import { providerJwksFile, readEmbeddedPublicJwks } from './providerKeys.ts';
import { startProviderApp, TEST_ACCOUNT, TEST_CLIENT_ID, type ProviderTestApp } from '../../tests/server/support/providerTestApp.ts';
import { createTokenVerifier } from './tokenVerifier.ts';

let running: ProviderTestApp | undefined;
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'oidc-restart-'));
});
afterEach(async () => {
  await running?.close();
  running = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

const publishedKids = async (issuer: string) =>
  ((await (await fetch(`${issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> }).keys.map((key) => key.kid);

describe('embedded provider across a restart on the same data dir', () => {
  it('keeps its signing key, so earlier tokens stay valid, and keeps refresh tokens working', async () => {
    running = await startProviderApp({ dataDir });
    const { issuer } = running;
    const port = Number(new URL(running.baseUrl).port);
    const kidsBefore = await publishedKids(issuer);
    const tokens = await loginWithPassword(running.baseUrl, TEST_ACCOUNT.email, TEST_ACCOUNT.password);
    await running.close();

    const stored = JSON.parse(await readFile(providerJwksFile(dataDir), 'utf8'));
    expect(stored.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: kidsBefore[0] });
    expect(typeof stored.keys[0].d).toBe('string');
    expect((await stat(providerJwksFile(dataDir))).mode & 0o077).toBe(0);

    running = await startProviderApp({ dataDir, port });
    expect(running.issuer).toBe(issuer);
    expect(await publishedKids(running.issuer)).toEqual(kidsBefore);

    // The first run's token, checked against the key set the second run publishes and keeps on disk.
    const verify = createTokenVerifier({ issuer, audience: TEST_CLIENT_ID, jwks: await readEmbeddedPublicJwks(dataDir) });
    await expect(verify(tokens.idToken)).resolves.toMatchObject({ email: TEST_ACCOUNT.email });

    // Sessions and grants live in the data dir too, so silent renew survives the restart.
    const renewed = await refreshTokens(running.baseUrl, tokens.refreshToken!);
    expect(decodeJwt(renewed.idToken)).toMatchObject({ sub: TEST_ACCOUNT.id, iss: issuer });
  });

  it('makes a different key for a different data dir', async () => {
    running = await startProviderApp();
    const first = await publishedKids(running.issuer);
    await running.close();
    running = await startProviderApp();
    expect(await publishedKids(running.issuer)).not.toEqual(first);
  });
});
