import { eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { SitePermissions } from '../resources/permissions.ts';
import { InvalidTokenError } from './auth/tokenVerifier.ts';
import type { Db } from './db/client.ts';
import { sites, users, type SiteRow, type UserRow } from './db/schema.ts';
import { apiError, USER_NOT_ACTIVE } from './graphql/errors.ts';
import { loadSitePermissions } from './graphql/permissions.ts';

export type Language = 'tr' | 'en';

/** What every resolver gets: the signed-in, approved user and the site of the request. */
export interface RequestContext {
  db: Db;
  user: UserRow;
  /** The `siteid` header (or connection parameter); not yet checked against the user's sites. */
  siteId: string | undefined;
  language: Language;
  /** The request's site row, loaded once per request. */
  site(): Promise<SiteRow | undefined>;
  /** The permission matrix of the request's site, loaded once per request. */
  sitePermissions(): Promise<SitePermissions | undefined>;
}

/** The three values every call carries, as HTTP headers or graphql-ws connection parameters. */
export interface RequestCredentials {
  authorization?: string;
  siteid?: string;
  language?: string;
}

export type VerifyToken = (token: string) => Promise<JWTPayload>;

function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

async function findUser(db: Db, claims: JWTPayload, subjectIsUserId: boolean): Promise<UserRow | undefined> {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  if (email) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (user) return user;
  }
  if (subjectIsUserId && typeof claims.sub === 'string' && /^\d{1,9}$/.test(claims.sub)) {
    const [user] = await db.select().from(users).where(eq(users.id, Number(claims.sub)));
    return user;
  }
  return undefined;
}

/**
 * Token → verified claims → user row. `subjectIsUserId` is true for the embedded provider, whose
 * `sub` is our user id; an external IdP's subjects are its own and are never matched to ids.
 */
export function createContextFactory(options: { db: Db; verifyToken: VerifyToken; subjectIsUserId: boolean }) {
  const { db, verifyToken, subjectIsUserId } = options;
  return async function createContext(credentials: RequestCredentials): Promise<RequestContext> {
    const token = bearerToken(credentials.authorization);
    if (!token) throw apiError('UNAUTHENTICATED', 'Authentication required: send Authorization: Bearer <id token>');
    let claims: JWTPayload;
    try {
      claims = await verifyToken(token);
    } catch (error) {
      // Any other failure (the IdP's keys cannot be fetched) is the server's fault, not the caller's.
      if (error instanceof InvalidTokenError) throw apiError('UNAUTHENTICATED', `Invalid token: ${error.reason}`);
      throw error;
    }
    const user = await findUser(db, claims, subjectIsUserId);
    if (!user || !user.isApproved) throw apiError('FORBIDDEN', USER_NOT_ACTIVE);

    const siteId = credentials.siteid?.trim() || undefined;
    const site = once(async () => {
      if (!siteId || !/^\d{1,9}$/.test(siteId)) return undefined;
      const [row] = await db.select().from(sites).where(eq(sites.id, Number(siteId)));
      return row;
    });
    return {
      db,
      user,
      siteId,
      language: credentials.language === 'en' ? 'en' : 'tr',
      site,
      sitePermissions: once(async () => (siteId ? loadSitePermissions(db, siteId) : undefined)),
    };
  };
}
