/**
 * What the delivery API keeps built between reads (docs/delivery-api.md, "Cached answers"): an
 * answer's JSON and its ETag, made once and served until something it shows changes. Each entry
 * carries tags (`menus:4`); a write purges its tags, here and on every server
 * (deliveryCacheRedis.ts), so a site never reads an answer older than the last purge that returned.
 *
 * - One build at a time per key: readers arriving during a build wait for it.
 * - A build that started before a purge of one of its tags is never stored (a generation counter
 *   per tag, and one for the whole cache), so a purge cannot be undone by a slow build.
 * - A TTL backstop: an entry is built afresh after `ttlMs` even when no purge came (a change made
 *   outside the API, a purge lost while a server was unreachable).
 * - At most MAX_ENTRIES entries, the oldest dropped first.
 */
import { createHash } from 'node:crypto';

/** An answer as the route sends it: the JSON text, its UTF-8 bytes and its strong ETag (each made once, at build). */
export interface CachedAnswer {
  json: string;
  bytes: Buffer;
  etag: string;
}

export interface DeliveryCache {
  /**
   * The cached answer of `key`, else `build()`'s, stored under `tags`. A build answering undefined
   * (not found) is not stored and answers undefined.
   */
  answer(key: string, tags: readonly string[], build: () => Promise<unknown>): Promise<CachedAnswer | undefined>;
  /**
   * Drops the entries carrying any of `tags` on every server and answers how many servers confirmed
   * it (1 without Redis); refused (DeliveryCachePurgeError) when one did not in time.
   */
  purge(tags: readonly string[]): Promise<{ servers: number }>;
  /** `purge` for a write that already committed: a failure is logged and the TTL backstop stays, the write stands. */
  purgeAfterWrite(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A purge some server did not confirm in time (or Redis refused it). */
export class DeliveryCachePurgeError extends Error {}

/** The request services' name of the cache (server/app.ts builds it; hooks and resolvers read it with `serviceOf`). */
declare module '../context.ts' {
  interface RequestServices {
    deliveryCache: DeliveryCache;
  }
}

export const MAX_ENTRIES = 10_000;

/** The JSON text of a body and its strong ETag. */
export function answerOf(body: unknown): CachedAnswer {
  const json = JSON.stringify(body);
  const bytes = Buffer.from(json);
  return { json, bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url')}"` };
}

interface Entry {
  answer: CachedAnswer;
  tags: readonly string[];
  expires: number;
}

interface Building {
  answer: Promise<CachedAnswer | undefined>;
  tags: readonly string[];
}

/** The entries of this process: what every server keeps, whatever carries its purges. */
export interface LocalStore {
  answer: DeliveryCache['answer'];
  /** Drops the tagged entries and the builds under way for them here. */
  drop(tags: readonly string[]): void;
  /** Drops everything (a server that may have missed purges). */
  dropAll(): void;
  /** While false, answers are built but not kept (the purges may not reach this server). */
  setKeeping(keeping: boolean): void;
  size(): number;
}

export function createLocalStore(options: { ttlMs: number; now?: () => number; maxEntries?: number }): LocalStore {
  const { ttlMs, now = Date.now, maxEntries = MAX_ENTRIES } = options;
  const entries = new Map<string, Entry>();
  const building = new Map<string, Building>();
  const generations = new Map<string, number>();
  let everything = 0;
  let keeping = true;

  const generationOf = (tags: readonly string[]) => [everything, ...tags.map((tag) => generations.get(tag) ?? 0)].join(',');
  const touches = (tags: readonly string[], dropped: ReadonlySet<string>) => tags.some((tag) => dropped.has(tag));

  async function build(key: string, tags: readonly string[], make: () => Promise<unknown>): Promise<CachedAnswer | undefined> {
    const startedAt = generationOf(tags);
    const body = await make();
    if (body === undefined) return undefined;
    const answer = answerOf(body);
    if (keeping && generationOf(tags) === startedAt) {
      entries.delete(key);
      entries.set(key, { answer, tags, expires: now() + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    return answer;
  }

  function dropAll() {
    everything += 1;
    entries.clear();
    building.clear();
  }

  return {
    async answer(key, tags, make) {
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.answer;
      const pending = building.get(key);
      if (pending) return pending.answer;
      const started: Building = { answer: build(key, tags, make), tags };
      building.set(key, started);
      try {
        return await started.answer;
      } finally {
        if (building.get(key) === started) building.delete(key);
      }
    },
    drop(tags) {
      const dropped = new Set(tags);
      for (const tag of dropped) generations.set(tag, (generations.get(tag) ?? 0) + 1);
      for (const [key, entry] of entries) if (touches(entry.tags, dropped)) entries.delete(key);
      // A reader arriving after the purge starts its own build rather than wait for one that is out of date.
      for (const [key, pending] of building) if (touches(pending.tags, dropped)) building.delete(key);
    },
    dropAll,
    setKeeping(value) {
      keeping = value;
      if (!value) dropAll();
    },
    size: () => entries.size,
  };
}

/** The cache of a server alone (no REDIS_URL): a purge is this process's, done at once. */
export function createInProcessDeliveryCache(options: { ttlMs: number; log?: (message: string) => void }): DeliveryCache {
  const store = createLocalStore(options);
  return {
    answer: store.answer,
    async purge(tags) {
      store.drop(tags);
      return { servers: 1 };
    },
    async purgeAfterWrite(tags) {
      store.drop(tags);
    },
    async close() {
      store.dropAll();
    },
  };
}
