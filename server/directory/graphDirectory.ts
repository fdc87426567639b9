/**
 * Microsoft Graph as the directory (DIRECTORY=graph): the app's client-credentials token (scope
 * `https://graph.microsoft.com/.default`), kept until a minute before it expires, then
 * `GET /users/{upn}?$select=displayName,mail,userPrincipalName,department` and
 * `GET /users/{upn}/photo/$value`. Our users carry no Entra object id: the user's e-mail is used as
 * their user principal name. A 404 on the user is "not in the directory", on the photo "no picture".
 */
import type { DirectoryConfig } from '../config.ts';
import { DirectoryUnavailable, type DirectoryAdapter, type DirectoryEntry, type DirectoryPicture } from './directoryAdapter.ts';

type GraphConfig = Extract<DirectoryConfig, { kind: 'graph' }>;

const SCOPE = 'https://graph.microsoft.com/.default';
/** A token is not used in its last minute: a call made with it must not arrive after it expired. */
const EXPIRY_MARGIN_MS = 60_000;
/** A picture larger than this is not a profile photo. */
const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

interface GraphUser {
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
  department?: string | null;
}

export function createGraphDirectory(config: GraphConfig, now: () => number = Date.now): DirectoryAdapter {
  let cached: { token: string; until: number } | undefined;
  let pending: Promise<string> | undefined;

  async function call(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const cause = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${config.timeoutMs} ms` : (error as Error).message;
      throw new DirectoryUnavailable(`${new URL(url).origin}: ${cause}`);
    }
  }

  async function requestToken(): Promise<string> {
    const response = await call(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, scope: SCOPE, grant_type: 'client_credentials' }),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!response.ok || typeof body.access_token !== 'string') {
      throw new DirectoryUnavailable(`the token endpoint answered ${response.status}${body.error ? ` (${body.error})` : ''}`);
    }
    const lifetimeMs = (Number(body.expires_in) || 3600) * 1000;
    cached = { token: body.access_token, until: now() + lifetimeMs - EXPIRY_MARGIN_MS };
    return body.access_token;
  }

  /** One token request at a time: two refreshes at once share it. */
  async function token(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    pending ??= requestToken().finally(() => (pending = undefined));
    return pending;
  }

  /** A Graph call with the app's token; one new token when Graph says the cached one is no longer good. */
  async function graph(path: string): Promise<Response> {
    let response = await call(`${config.baseUrl}${path}`, { headers: { authorization: `Bearer ${await token()}` } });
    if (response.status === 401) {
      cached = undefined;
      response = await call(`${config.baseUrl}${path}`, { headers: { authorization: `Bearer ${await token()}` } });
    }
    return response;
  }

  async function picture(userPath: string): Promise<DirectoryPicture | null> {
    const response = await graph(`${userPath}/photo/$value`);
    if (response.status === 404) return null;
    if (!response.ok) throw new DirectoryUnavailable(`the photo answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length === 0 || bytes.length > MAX_PICTURE_BYTES) return null;
    return { bytes, contentType: response.headers.get('content-type')?.split(';')[0]?.trim() || 'image/jpeg' };
  }

  return {
    async lookup(user): Promise<DirectoryEntry | null> {
      const userPath = `/users/${encodeURIComponent(user.email)}`;
      const response = await graph(`${userPath}?$select=displayName,mail,userPrincipalName,department`);
      if (response.status === 404) return null;
      if (!response.ok) throw new DirectoryUnavailable(`/users answered ${response.status}`);
      const found = (await response.json()) as GraphUser;
      return {
        name: found.displayName?.trim() || null,
        email: (found.mail || found.userPrincipalName)?.trim().toLowerCase() || null,
        department: found.department?.trim() || null,
        picture: await picture(userPath),
      };
    },
  };
}
