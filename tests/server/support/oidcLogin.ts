import { createHash, randomBytes } from 'node:crypto';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { loadOrCreateProviderKeys } from '../../../server/auth/providerKeys.ts';
import type { Db } from '../../../server/db/client.ts';

/** What the browser app receives from the token endpoint. */
export interface OidcTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
  /** The granted scope; oidc-client-ts sends it back on refresh. */
  scope?: string;
}

export interface LoginOptions {
  clientId?: string;
  /** Default `${origin of baseUrl}/auth/callback`. */
  redirectUri?: string;
  uiLocales?: string;
  acceptLanguage?: string;
  /** A browser's cookies from an earlier sign-in (its provider session): default none. */
  cookies?: CookieJar;
}

/** Cookies the way a browser keeps them for one host: by name and path, sent where the path matches. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('=')).trim();
      const value = pair.slice(pair.indexOf('=') + 1).trim();
      const attribute = (key: string) =>
        attributes.map((part) => part.trim().split('=')).find(([k]) => k?.toLowerCase() === key)?.[1];
      const cookiePath = attribute('path') ?? '/';
      const expires = attribute('expires');
      const gone = !value || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (gone) this.cookies.delete(`${name};${cookiePath}`);
      else this.cookies.set(`${name};${cookiePath}`, { name, value, path: cookiePath });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((cookie) => pathname === cookie.path || pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`))
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }
}

/** `baseUrl` is the server origin (the issuer is then `${baseUrl}/oidc`) or the issuer itself. */
export async function discover(baseUrl: string): Promise<Record<string, string> & { issuer: string }> {
  const trimmed = baseUrl.replace(/\/+$/, '');
  const issuer = /\/oidc$/.test(trimmed) ? trimmed : `${trimmed}/oidc`;
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery failed: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string> & { issuer: string };
}

export interface LoginAttempt {
  /** Set when the provider redirected back to the app with a code. */
  code?: string;
  /** The last response: the login page again (401) when the password was wrong. */
  status: number;
  html: string;
  cookies: CookieJar;
  /** Exchanges the code like the browser app does (PKCE verifier, Origin header). */
  exchange(): Promise<OidcTokens>;
}

/** Authorization code + PKCE over HTTP: authorize → login form → (auto consent) → code. */
export async function attemptLogin(baseUrl: string, email: string, password: string, opts: LoginOptions = {}): Promise<LoginAttempt> {
  const metadata = await discover(baseUrl);
  const clientId = opts.clientId ?? 'backoffice';
  const redirectUri = opts.redirectUri ?? `${new URL(baseUrl).origin}/auth/callback`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const cookies = opts.cookies ?? new CookieJar();
  const headers = (url: string): Record<string, string> => ({
    cookie: cookies.header(url),
    ...(opts.acceptLanguage ? { 'accept-language': opts.acceptLanguage } : {}),
  });

  const authorize = new URL(metadata.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email User.Read User.Read.All',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
    ...(opts.uiLocales ? { ui_locales: opts.uiLocales } : {}),
  }).toString();

  let url = authorize.href;
  let init: RequestInit = {};
  let submitted = false;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...headers(url), ...(init.headers as object) } });
    cookies.store(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) {
        if (next.searchParams.get('state') !== state) throw new Error('state mismatch in the authorization response');
        const code = next.searchParams.get('code') ?? undefined;
        if (!code) throw new Error(`authorization failed: ${next.searchParams.get('error_description') ?? next.href}`);
        return { code, status: response.status, html: '', cookies, exchange: () => exchangeCode(metadata, { clientId, redirectUri, verifier, code }) };
      }
      url = next.href;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1];
    if (submitted || !action || !/name="password"/.test(html)) {
      return { status: response.status, html, cookies, exchange: () => Promise.reject(new Error(`no code (HTTP ${response.status})`)) };
    }
    submitted = true;
    url = new URL(action.replace(/&amp;/g, '&'), url).href;
    init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    };
  }
  throw new Error('too many redirects in the sign-in flow');
}

async function postToken(metadata: Record<string, string>, origin: string, form: Record<string, string>): Promise<OidcTokens> {
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await response.json()) as Record<string, string>;
  if (!response.ok) throw new Error(`token endpoint: HTTP ${response.status} ${body.error}: ${body.error_description}`);
  return { idToken: body.id_token, accessToken: body.access_token, refreshToken: body.refresh_token, scope: body.scope };
}

function exchangeCode(metadata: Record<string, string>, args: { clientId: string; redirectUri: string; verifier: string; code: string }) {
  return postToken(metadata, new URL(args.redirectUri).origin, {
    grant_type: 'authorization_code',
    code: args.code,
    redirect_uri: args.redirectUri,
    client_id: args.clientId,
    code_verifier: args.verifier,
  });
}

export async function loginWithPassword(baseUrl: string, email: string, password: string, opts: LoginOptions = {}): Promise<OidcTokens> {
  const attempt = await attemptLogin(baseUrl, email, password, opts);
  if (!attempt.code) throw new Error(`sign-in as ${email} failed (HTTP ${attempt.status})`);
  return attempt.exchange();
}

/** The refresh_token grant as oidc-client-ts's silent renew sends it (with the granted scope when given). */
export async function refreshTokens(
  baseUrl: string,
  refreshToken: string,
  opts: { clientId?: string; origin?: string; scope?: string } = {},
): Promise<OidcTokens> {
  const metadata = await discover(baseUrl);
  return postToken(metadata, opts.origin ?? new URL(baseUrl).origin, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: opts.clientId ?? 'backoffice',
    ...(opts.scope ? { scope: opts.scope } : {}),
  });
}

export interface SignOptions {
  /** Seconds from now (negative = already expired) or a jose time span such as '1h' or '-10m'. Default 1 hour. */
  expiresIn?: string | number;
  issuer?: string;
  audience?: string;
}

async function sign(key: Parameters<SignJWT['sign']>[0], kid: string, claims: Record<string, unknown>, opts: SignOptions) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = opts.expiresIn ?? 3600;
  const exp = typeof expiresIn === 'number' ? now + expiresIn : expiresIn;
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).setIssuedAt(now - 120).setExpirationTime(exp);
  if (opts.issuer) jwt.setIssuer(opts.issuer);
  if (opts.audience) jwt.setAudience(opts.audience);
  return jwt.sign(key);
}

/** Signs with the embedded provider's real key from the database's `oidc_keys` row (expired / wrong-audience tokens). */
export async function signWithProviderKey(db: Db, claims: Record<string, unknown>, opts: SignOptions = {}): Promise<string> {
  const jwk = (await loadOrCreateProviderKeys(db)).jwks.keys[0]!;
  return sign(await importJWK(jwk, 'RS256'), jwk.kid!, claims, opts);
}

let foreignKey: Promise<Awaited<ReturnType<typeof generateKeyPair>>> | undefined;

/** A forgery: a key nobody published, under `kid` (pass the real key's kid to get past the key lookup). */
export async function signWithForeignKey(claims: Record<string, unknown>, opts: SignOptions & { kid?: string } = {}): Promise<string> {
  foreignKey ??= generateKeyPair('RS256');
  return sign((await foreignKey).privateKey, opts.kid ?? 'forged', claims, opts);
}
