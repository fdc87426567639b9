import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { LRUCache } from 'lru-cache';

export interface TokenVerifierOptions {
  /** Compared exactly with the token's `iss` (some IdPs end it with a slash). */
  issuer: string;
  /** The token's `aud` must contain it (the client id for id_tokens). */
  audience: string;
  /**
   * Key source, first match wins:
   * - `jwks`: a key set in hand. For the embedded provider the server passes the public keys of
   *   the database's `oidc_keys` row (`readEmbeddedPublicJwks(db)`), the same on every server, so it
   *   never calls a provider over HTTP (and `yoga.fetch` tests work without a listening socket).
   * - `jwksUrl`: fetched and cached by jose (refetched when an unknown `kid` shows up).
   * - neither: `jwks_uri` from `${issuer}/.well-known/openid-configuration`, discovered on the
   *   first verification (never at construction: the issuer may be this very process, not yet
   *   listening) and cached; a failed discovery is retried on the next call.
   */
  jwks?: JSONWebKeySet;
  jwksUrl?: string;
  /** Seconds of clock skew accepted on `exp`/`nbf`/`iat`; default 5. */
  clockTolerance?: number;
  /**
   * How many verified tokens to remember (their claims, until their `exp`, never beyond), so a
   * session's requests skip the signature check after the first; default 1000, 0 turns it off.
   */
  cacheSize?: number;
  /** The clock the cache compares `exp` with (tests move it). */
  now?: () => number;
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

/**
 * The token itself is bad (signature, issuer, audience, expiry, shape): the caller answers
 * UNAUTHENTICATED. Any other error (the IdP cannot be reached) is the server's problem.
 */
export class InvalidTokenError extends Error {
  constructor(
    readonly reason: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

function isTokenFault(error: unknown): error is errors.JOSEError {
  if (!(error instanceof errors.JOSEError)) return false;
  // Failing to get the keys says nothing about the token.
  return !(error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === 'ERR_JOSE_GENERIC');
}

async function discoverJwksUri(issuer: string): Promise<string> {
  const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`OpenID discovery failed: GET ${url} answered HTTP ${response.status}`);
  const document = (await response.json()) as { jwks_uri?: unknown };
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery at ${url} has no jwks_uri`);
  return document.jwks_uri;
}

async function resolveKeySet(opts: TokenVerifierOptions): Promise<JWTVerifyGetKey> {
  if (opts.jwks) return createLocalJWKSet(opts.jwks);
  const jwksUrl = opts.jwksUrl ?? (await discoverJwksUri(opts.issuer));
  return createRemoteJWKSet(new URL(jwksUrl));
}

export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  const now = opts.now ?? Date.now;
  const cacheSize = opts.cacheSize ?? 1000;
  const verified = cacheSize > 0 ? new LRUCache<string, JWTPayload>({ max: cacheSize }) : undefined;

  // The last token verified, compared before the cache is asked: a session sends the same token on
  // every call, and comparing it costs less than hashing its kilobyte for the cache's lookup.
  let last: { token: string; claims: JWTPayload } | undefined;

  let keySet: Promise<JWTVerifyGetKey> | undefined;
  const keys = () => {
    keySet ??= resolveKeySet(opts).catch((error: unknown) => {
      keySet = undefined;
      throw error;
    });
    return keySet;
  };

  return async (token) => {
    if (typeof token !== 'string' || token.length === 0) throw new InvalidTokenError('ERR_JWT_MISSING', 'no token');
    if (last !== undefined && last.token === token && (last.claims.exp as number) * 1000 > now()) return last.claims;
    // Keyed by the token itself: hashing it on every call cost more than the whole lookup.
    const known = verified?.get(token);
    if (known) {
      if ((known.exp as number) * 1000 > now()) {
        last = { token, claims: known };
        return known;
      }
      verified!.delete(token);
    }
    const getKey = await keys();
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: opts.issuer,
        audience: opts.audience,
        clockTolerance: opts.clockTolerance ?? 5,
        requiredClaims: ['exp', 'sub'],
        currentDate: opts.now ? new Date(now()) : undefined,
      });
      const lifetime = (payload.exp as number) * 1000 - now();
      if (verified && lifetime > 0) {
        verified.set(token, Object.freeze(payload), { ttl: lifetime });
        last = { token, claims: payload };
      }
      return payload;
    } catch (error) {
      if (isTokenFault(error)) throw new InvalidTokenError(error.code, error.message, { cause: error });
      throw error;
    }
  };
}
