import { readFile } from 'node:fs/promises';
import { importPKCS8, SignJWT } from 'jose';
import type { DeliveryOutcome } from './channel.ts';
import { errorText, httpOutcome, networkOutcome } from './httpOutcome.ts';

/** The fields of a Google service account's JSON key that the OAuth 2.0 JWT bearer flow (RFC 7523) needs. */
export interface ServiceAccount {
  client_email: string;
  private_key: string;
  token_uri: string;
}

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const JWT_BEARER_GRANT = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
const TOKEN_TIMEOUT_MS = 10_000;
/** A token is renewed this long before Google says it expires, so none is sent just as it lapses. */
const EXPIRY_MARGIN_MS = 60_000;

/** The service account of FCM_CREDENTIALS: the JSON itself, or the path of its file. */
export async function readServiceAccount(value: string): Promise<ServiceAccount> {
  const text = value.trim().startsWith('{') ? value : await readFile(value.trim(), 'utf8');
  const account = JSON.parse(text) as Partial<ServiceAccount>;
  for (const field of ['client_email', 'private_key', 'token_uri'] as const) {
    if (typeof account[field] !== 'string' || !account[field]) throw new Error(`The FCM service account has no ${field}`);
  }
  return account as ServiceAccount;
}

/** The token could not be had: what that means for the row being delivered. */
export class AccessTokenError extends Error {
  constructor(readonly outcome: DeliveryOutcome) {
    super('reason' in outcome ? outcome.reason : 'no access token');
  }
}

export interface AccessTokens {
  /** A valid bearer token, from the cache or a new exchange (one at a time however many ask). Throws AccessTokenError. */
  get(): Promise<string>;
  /** Forgets `token` (the API answered 401 with it): the next `get` exchanges a new assertion. */
  invalidate(token: string): void;
}

/**
 * OAuth 2.0 access tokens for FCM from a service account: a JWT (RS256; iss the account, aud its
 * token_uri, the messaging scope, one hour) exchanged at token_uri, kept until shortly before it expires.
 */
export function createAccessTokens(account: ServiceAccount): AccessTokens {
  let key: ReturnType<typeof importPKCS8> | undefined;
  let cached: { token: string; expiresAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function exchange(): Promise<string> {
    key ??= importPKCS8(account.private_key, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(await key);
    let response: Response;
    try {
      response = await fetch(account.token_uri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }),
        signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      });
    } catch (error) {
      throw new AccessTokenError(networkOutcome(error));
    }
    const text = await response.text().catch((error: unknown) => errorText(error));
    let answer: { access_token?: string; expires_in?: number; error?: string; error_description?: string } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // Not JSON: the text itself is the reason.
    }
    if (!response.ok || !answer.access_token) {
      const reason = `OAuth token ${response.status}: ${answer.error ? [answer.error, answer.error_description].filter(Boolean).join(' ') : text.slice(0, 500)}`;
      throw new AccessTokenError(httpOutcome(response.ok ? { status: 502, headers: response.headers } : response, reason));
    }
    const lifetimeMs = (Number(answer.expires_in) || 3600) * 1000;
    cached = { token: answer.access_token, expiresAt: Date.now() + Math.max(lifetimeMs - EXPIRY_MARGIN_MS, lifetimeMs / 2) };
    return answer.access_token;
  }

  return {
    get() {
      if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.token);
      pending ??= exchange().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
