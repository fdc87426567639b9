import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Db } from '../db/client.ts';
import { oidcKeys, oidcStates } from '../db/oidcTables.ts';

/** The embedded provider's signing keys and cookie-signing secrets, one row of `oidc_keys` shared by every server. */
export interface ProviderKeys {
  /** Private RS256 keys; the first one signs. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/**
 * Where a data dir kept the provider's keys and state before they moved into the database
 * (`oidc/jwks.json`, `oidc/cookie-keys.json`, `oidc/state.json`): read once, by the first server
 * on a database without keys, so an upgraded single server signs nobody out.
 */
export function legacyProviderDir(dataDir: string): string {
  return path.join(dataDir, 'oidc');
}

async function readJson(file: string): Promise<unknown | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // Missing or damaged: there is nothing to carry over.
    return undefined;
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

function isCookieKeyList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.length >= 32);
}

/** The keys a data dir kept, when it kept usable ones. */
async function legacyKeys(dataDir: string): Promise<ProviderKeys | undefined> {
  const jwks = await readJson(path.join(legacyProviderDir(dataDir), 'jwks.json'));
  const cookieKeys = await readJson(path.join(legacyProviderDir(dataDir), 'cookie-keys.json'));
  if (!isPrivateRsaJwks(jwks) || !isCookieKeyList(cookieKeys)) return undefined;
  return { jwks, cookieKeys };
}

interface LegacyEntry {
  payload: Record<string, unknown>;
  /** Epoch milliseconds; absent = no expiry. */
  expiresAt?: number;
}

/** The sessions, grants and refresh tokens a data dir's `oidc/state.json` kept (`Model:id` → entry), the live ones. */
async function importLegacyState(db: Db, dataDir: string): Promise<void> {
  const stored = await readJson(path.join(legacyProviderDir(dataDir), 'state.json'));
  if (!stored || typeof stored !== 'object') return;
  const now = Date.now();
  const rows = Object.entries(stored as Record<string, LegacyEntry>).flatMap(([key, entry]) => {
    const colon = key.indexOf(':');
    if (colon <= 0 || !entry?.payload || typeof entry.payload !== 'object') return [];
    if (typeof entry.expiresAt === 'number' && entry.expiresAt <= now) return [];
    const { payload } = entry;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return [
      {
        model: key.slice(0, colon),
        id: key.slice(colon + 1),
        payload,
        grantId: text(payload.grantId),
        uid: text(payload.uid),
        userCode: text(payload.userCode),
        expiresAt: typeof entry.expiresAt === 'number' ? new Date(entry.expiresAt) : null,
        consumedAt: typeof payload.consumed === 'number' ? new Date(payload.consumed * 1000) : null,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(oidcStates).values(rows.slice(start, start + 500)).onConflictDoNothing();
  }
}

async function readKeys(db: Db): Promise<ProviderKeys | undefined> {
  const [row] = await db.select().from(oidcKeys).where(eq(oidcKeys.id, 1));
  if (!row) return undefined;
  if (!isPrivateRsaJwks(row.jwks) || !isCookieKeyList(row.cookieKeys)) {
    throw new Error('the oidc_keys row does not hold what the embedded OpenID provider expects');
  }
  return { jwks: row.jwks, cookieKeys: row.cookieKeys };
}

/**
 * The keys every server signs with, read from the database. The first server on a database makes
 * them: a data dir's earlier keys (and its sessions and refresh tokens) when it has them, else new
 * ones, inserted with `on conflict do nothing` so servers starting together agree on the row that
 * won, which each one then reads back.
 */
export async function loadOrCreateProviderKeys(db: Db, options: { importFrom?: string } = {}): Promise<ProviderKeys> {
  const existing = await readKeys(db);
  if (existing) return existing;
  const imported = options.importFrom ? await legacyKeys(options.importFrom) : undefined;
  const created = imported ?? { jwks: await createSigningKeys(), cookieKeys: [randomBytes(32).toString('base64url')] };
  const inserted = await db
    .insert(oidcKeys)
    .values({ id: 1, jwks: created.jwks as { keys: Array<Record<string, unknown>> }, cookieKeys: created.cookieKeys })
    .onConflictDoNothing()
    .returning({ id: oidcKeys.id });
  // Only the server whose keys won carries the data dir's sign-ins over: they were signed with those keys.
  if (inserted.length > 0 && imported && options.importFrom) await importLegacyState(db, options.importFrom);
  const keys = await readKeys(db);
  if (!keys) throw new Error('the embedded OpenID provider could not store its keys');
  return keys;
}

/** Only the public members, what the provider publishes at its jwks_uri. */
export function publicJwksOf(jwks: { keys: JWK[] }): JSONWebKeySet {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

/**
 * The embedded provider's public keys straight from the database (made when missing), so a server
 * verifies tokens signed by any server of the database without calling a provider over HTTP.
 */
export async function readEmbeddedPublicJwks(db: Db): Promise<JSONWebKeySet> {
  return publicJwksOf((await loadOrCreateProviderKeys(db)).jwks);
}
