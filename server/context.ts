import type { JWTPayload } from 'jose';
import { PERMIT_DEFAULTS, type PermitsConfig } from './config.ts';
import type { DisabledFeatures } from '../resources/knownFeatureFlags.ts';
import type { SitePermissions } from '../resources/permissions.ts';
import { InvalidTokenError } from './auth/tokenVerifier.ts';
import type { Db } from './db/client.ts';
import type { SiteRow, UserRow } from './db/schema.ts';
import type { SessionLookups } from './db/sessionLookups.ts';
import type { EventBus } from './events/eventBus.ts';
import { apiError, USER_NOT_ACTIVE } from './contract/apiErrors.ts';
import type { Language } from './contract/language.ts';

export type { Language };

/**
 * The services features hand every request (the picker's recipe service): each feature declares its
 * own in its folder (`declare module '../context.ts' { interface RequestServices { … } }`) and the app
 * passes them to createContextFactory, so the context names no feature.
 */
export interface RequestServices {}

/** What every resolver gets: the signed-in, approved user and the site of the request. */
export interface RequestContext {
  db: Db;
  /** Publishing and subscribing to the server's events (subscriptions' sources). */
  events: EventBus;
  user: UserRow;
  /** The `siteid` header (or connection parameter); not yet checked against the user's sites. */
  siteId: string | undefined;
  /** `siteId` parsed once: a positive integer, or undefined when missing or malformed. */
  siteNumber: number | undefined;
  language: Language;
  /** The request's site row, loaded once per request. */
  site(): Promise<SiteRow | undefined>;
  /** The permission matrix of the request's site, loaded once per request. */
  sitePermissions(): Promise<SitePermissions | undefined>;
  /** The edit permits' timings (server settings). */
  permits: PermitsConfig;
  /** The feature flags switched off, from the session lookups' cache. */
  disabledFeatures(): Promise<DisabledFeatures>;
  /** After writing users, sites, the permission matrix or a feature flag: the next request reads them afresh. */
  invalidateLookups(): void;
  /** The features' services (RequestServices), read through `serviceOf`; the system actor (the seed) has none. */
  services?: RequestServices;
}

/** A feature's service of the request; refused in a context without services (the system actor calls none). */
export function serviceOf<Name extends keyof RequestServices>(context: Pick<RequestContext, 'services'>, name: Name): RequestServices[Name] {
  if (!context.services) throw new Error(`The system context calls no service (${String(name)})`);
  return context.services[name];
}

/** The three values every call carries, as HTTP headers or graphql-ws connection parameters. */
export interface RequestCredentials {
  authorization?: string;
  siteid?: string;
  language?: string;
  /** The token's verification when the request already started it (its rate limit key did): not verified again. */
  claims?: Promise<JWTPayload>;
}

export type VerifyToken = (token: string) => Promise<JWTPayload>;

/** A `siteid` as a number: a positive integer, else undefined. */
export function parseSiteId(siteId: string | undefined): number | undefined {
  return siteId && /^\d{1,9}$/.test(siteId) && Number(siteId) > 0 ? Number(siteId) : undefined;
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

async function findUser(lookups: SessionLookups, claims: JWTPayload, subjectIsUserId: boolean): Promise<UserRow | undefined> {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined;
  if (email) {
    const user = await lookups.userByEmail(email);
    if (user) return user;
  }
  if (subjectIsUserId && typeof claims.sub === 'string' && /^\d{1,9}$/.test(claims.sub)) {
    return lookups.userById(Number(claims.sub));
  }
  return undefined;
}

/**
 * Token → verified claims → user row. `subjectIsUserId` is true for the embedded provider, whose
 * `sub` is our user id; an external IdP's subjects are its own and are never matched to ids.
 */
export function createContextFactory(options: { db: Db; events: EventBus; lookups: SessionLookups; verifyToken: VerifyToken; subjectIsUserId: boolean; services: RequestServices; permits?: PermitsConfig }) {
  const { db, events, lookups, verifyToken, subjectIsUserId, services, permits = PERMIT_DEFAULTS } = options;
  // The same for every request: made once here rather than per call.
  const disabledFeatures = () => lookups.disabledFeatures();
  const invalidateLookups = () => lookups.invalidate();
  return async function createContext(credentials: RequestCredentials): Promise<RequestContext> {
    let verification = credentials.claims;
    if (!verification) {
      const token = bearerToken(credentials.authorization);
      if (!token) throw apiError('UNAUTHENTICATED', 'Authentication required: send Authorization: Bearer <id token>');
      verification = verifyToken(token);
    }
    let claims: JWTPayload;
    try {
      claims = await verification;
    } catch (error) {
      // Any other failure (the IdP's keys cannot be fetched) is the server's fault, not the caller's.
      if (error instanceof InvalidTokenError) throw apiError('UNAUTHENTICATED', `Invalid token: ${error.reason}`);
      throw error;
    }
    const user = await findUser(lookups, claims, subjectIsUserId);
    if (!user || !user.isApproved) throw apiError('FORBIDDEN', USER_NOT_ACTIVE);

    const siteId = credentials.siteid?.trim() || undefined;
    const siteNumber = parseSiteId(siteId);
    const site = once(async () => (siteNumber === undefined ? undefined : lookups.site(siteNumber)));
    return {
      db,
      events,
      user,
      siteId,
      siteNumber,
      language: credentials.language === 'en' ? 'en' : 'tr',
      site,
      sitePermissions: once(async () => (siteId ? lookups.sitePermissions(siteId) : undefined)),
      permits,
      disabledFeatures,
      invalidateLookups,
      services,
    };
  };
}
