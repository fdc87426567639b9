import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

/** The embedded provider's signing keys and cookie-signing secrets, kept under the data dir. */
export interface ProviderKeys {
  /** Private RS256 keys; the first one signs. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

export function providerKeyDir(dataDir: string): string {
  return path.join(dataDir, 'oidc');
}

/** `${dataDir}/oidc/jwks.json`: a private JWKS (tests sign expired tokens with it). */
export function providerJwksFile(dataDir: string): string {
  return path.join(providerKeyDir(dataDir), 'jwks.json');
}

function cookieKeysFile(dataDir: string): string {
  return path.join(providerKeyDir(dataDir), 'cookie-keys.json');
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

async function readJson(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return undefined;
    throw new Error(`cannot read ${file}: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Reads the file, or creates it. The new content is written to a temporary file and hard-linked
 * into place so two processes starting on one data dir never see half a file, and the second
 * one adopts the first one's keys instead of overwriting them.
 */
async function readOrCreate<T>(file: string, create: () => Promise<T>, check: (value: unknown) => value is T): Promise<T> {
  const existing = await readJson(file);
  if (existing !== undefined) {
    if (!check(existing)) throw new Error(`${file} does not hold what the embedded OpenID provider expects`);
    return existing;
  }
  const created = await create();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600 });
  try {
    await link(temporary, file);
    return created;
  } catch (error) {
    if (!isErrno(error, 'EEXIST')) throw error;
    return readOrCreate(file, create, check);
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

async function createSigningKeys(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] };
}

function isPrivateRsaJwks(value: unknown): value is { keys: JWK[] } {
  const keys = (value as { keys?: unknown } | null)?.keys;
  return (
    Array.isArray(keys) &&
    keys.length > 0 &&
    keys.every((key: JWK) => key?.kty === 'RSA' && typeof key.d === 'string' && typeof key.kid === 'string')
  );
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.length >= 32);
}

export async function loadOrCreateProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const jwks = await readOrCreate(providerJwksFile(dataDir), createSigningKeys, isPrivateRsaJwks);
  const cookieKeys = await readOrCreate(
    cookieKeysFile(dataDir),
    async () => [randomBytes(32).toString('base64url')],
    isStringList,
  );
  return { jwks, cookieKeys };
}

/** Only the public members, what the provider publishes at its jwks_uri. */
export function publicJwksOf(jwks: { keys: JWK[] }): JSONWebKeySet {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

/**
 * The embedded provider's public keys straight from the data dir (created when missing), so the
 * server can verify tokens without calling its own /oidc/jwks over HTTP.
 */
export async function readEmbeddedPublicJwks(dataDir: string): Promise<JSONWebKeySet> {
  return publicJwksOf((await loadOrCreateProviderKeys(dataDir)).jwks);
}
