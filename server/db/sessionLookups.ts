import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DisabledFeatures } from '../../resources/knownFeatureFlags.ts';
import type { SitePermissions } from '../../resources/permissions.ts';
import { loadSitePermissions } from './sitePermissions.ts';
import type { Db } from './client.ts';
import { sites, users, type SiteRow, type UserRow } from './schema.ts';

/**
 * The three rows every request needs before its resolver runs — the user, the site and the site's
 * permission matrix — and the feature flags switched off (the session's and the delivery API's), kept for `ttlMs` so a busy editor's calls do not each cost three queries.
 * Writes through this server call `invalidate()`; another server sees a change within `ttlMs`
 * (docs/configuration.md: LOOKUP_CACHE_TTL_MS). `ttlMs` 0 turns the cache off.
 */
export interface SessionLookups {
  userByEmail(email: string): Promise<UserRow | undefined>;
  userById(id: number): Promise<UserRow | undefined>;
  site(id: number): Promise<SiteRow | undefined>;
  sitePermissions(siteId: string): Promise<SitePermissions | undefined>;
  /** The feature flags switched off (resources/knownFeatureFlags.ts); a flag's save invalidates. */
  disabledFeatures(): Promise<DisabledFeatures>;
  invalidate(): void;
}

type Cached<T> = { value: T | undefined };

function cachedLoader<K extends string | number, T>(ttlMs: number, load: (key: K) => Promise<T | undefined>) {
  if (ttlMs <= 0) return { get: load, clear: () => {} };
  const cache = new LRUCache<K, Cached<T>>({
    max: 5000,
    ttl: ttlMs,
    fetchMethod: async (key) => ({ value: await load(key) }),
  });
  return {
    // A fresh entry is answered by `get`; `fetch` (one load for concurrent misses) only on a miss:
    // it costs several promises more on every call, and these run on every request.
    get: async (key: K) => (cache.get(key) ?? (await cache.fetch(key)))?.value,
    clear: () => cache.clear(),
  };
}

/** `loadDisabledFeatures` reads the flags switched off (a resource's table, server/featureFlags). */
export function createSessionLookups(db: Db, ttlMs: number, loadDisabledFeatures: () => Promise<DisabledFeatures>): SessionLookups {
  const byEmail = cachedLoader(ttlMs, async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]);
  const byId = cachedLoader(ttlMs, async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]);
  const siteRows = cachedLoader(ttlMs, async (id: number) => (await db.select().from(sites).where(eq(sites.id, id)))[0]);
  const matrices = cachedLoader(ttlMs, (siteId: string) => loadSitePermissions(db, siteId));
  const flags = cachedLoader(ttlMs, (_all: 'all') => loadDisabledFeatures());
  return {
    userByEmail: byEmail.get,
    userById: byId.get,
    site: siteRows.get,
    sitePermissions: matrices.get,
    disabledFeatures: async () => (await flags.get('all')) ?? new Set(),
    invalidate() {
      for (const loader of [byEmail, byId, siteRows, matrices, flags]) loader.clear();
    },
  };
}
