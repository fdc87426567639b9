import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, tr } from '../../resources/messages/menu.ts';
import { DELIVERY_CACHE_DEFAULTS } from '../../server/config.ts';
import { createInProcessDeliveryCache, createLocalStore, DeliveryCachePurgeError, type DeliveryCache } from '../../server/contract/deliveryCache.ts';
import { createRedisDeliveryCache, purgeChannel } from '../../server/contract/deliveryCacheRedis.ts';
import { menusTable } from '../../server/engine/resourceTables.ts';
import { ITEM_TYPE } from '../../server/menus/menuTargets.ts';
import { demoToken } from './support/demoTokens.ts';
import { graphqlCall } from './support/graphqlCall.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { createScratchDatabase, type ScratchDatabase } from './support/testDatabase.ts';
import { until } from './support/until.ts';
import { redisAnswers, TEST_REDIS_URL, testChannelPrefix } from './support/testRedis.ts';

/**
 * The delivery cache (server/contract/deliveryCache.ts, deliveryCacheRedis.ts): one build per key,
 * no build stored after a purge it started before, the TTL backstop; purges across servers over
 * Redis with every server's confirmation, refused with the spec's 'menu cache clear error' when one
 * does not confirm; and "clear menu cache" through the app, on one server and across two.
 */
const SITE = '4';
const redis = await redisAnswers();
const twoServers = redis && Boolean(process.env.TEST_DATABASE_URL);

/** A promise and its resolver: a build that finishes when the test says. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const opened = new Promise<T>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the delivery cache in one process', () => {
  it('builds a key once for concurrent readers and serves it with its ETag until purged', async () => {
    const cache = createInProcessDeliveryCache({ ttlMs: 60_000 });
    let builds = 0;
    const release = gate();
    const build = async () => {
      builds += 1;
      await release.opened;
      return { n: builds };
    };
    const readers = [cache.answer('k', ['t'], build), cache.answer('k', ['t'], build), cache.answer('k', ['t'], build)];
    release.open();
    const answers = await Promise.all(readers);
    expect(builds).toBe(1);
    expect(new Set(answers.map((answer) => answer!.etag)).size).toBe(1);
    expect(answers[0]!.json).toBe('{"n":1}');
    expect((await cache.answer('k', ['t'], build))!.json).toBe('{"n":1}');
    expect(await cache.purge(['other'])).toEqual({ servers: 1 });
    expect((await cache.answer('k', ['t'], build))!.json).toBe('{"n":1}');
    await cache.purge(['t']);
    expect((await cache.answer('k', ['t'], build))!.json).toBe('{"n":2}');
  });

  it('never stores a build that started before a purge of its tags, and a reader after the purge builds afresh', async () => {
    const store = createLocalStore({ ttlMs: 60_000 });
    const slow = gate();
    let value = 'old';
    const early = store.answer('k', ['menus:4'], async () => {
      const seen = value;
      await slow.opened;
      return seen;
    });
    value = 'new';
    store.drop(['menus:4']);
    const late = store.answer('k', ['menus:4'], async () => value);
    expect((await late)!.json).toBe('"new"');
    slow.open();
    expect((await early)!.json).toBe('"old"');
    // The late build is what stays.
    expect((await store.answer('k', ['menus:4'], async () => 'never'))!.json).toBe('"new"');
  });

  it('builds afresh after the TTL, and keeps nothing for a build that finds nothing', async () => {
    let now = 1000;
    const store = createLocalStore({ ttlMs: 100, now: () => now });
    let builds = 0;
    const build = async () => ++builds;
    await store.answer('k', [], build);
    now += 99;
    expect((await store.answer('k', [], build))!.json).toBe('1');
    now += 1;
    expect((await store.answer('k', [], build))!.json).toBe('2');
    expect(await store.answer('missing', [], async () => undefined)).toBeUndefined();
    expect(store.size()).toBe(1);
  });
});

describe.runIf(redis)('purges over Redis', () => {
  const prefix = testChannelPrefix();
  const caches: DeliveryCache[] = [];
  const open = (purgeTimeoutMs = DELIVERY_CACHE_DEFAULTS.purgeTimeoutMs) => {
    const cache = createRedisDeliveryCache(TEST_REDIS_URL, { channelPrefix: prefix, ttlMs: 60_000, purgeTimeoutMs });
    caches.push(cache);
    return cache;
  };
  afterAll(async () => {
    await Promise.all(caches.map((cache) => cache.close()));
  });

  it('drops the tagged entries on every server and answers once all confirmed', async () => {
    const a = open();
    const b = open();
    // Once both subscriptions are up, each server hears every purge.
    await until(() => a.purge(['warm-up']), (answer) => answer.servers === 2);
    let version = 1;
    const build = async () => ({ version });
    expect((await b.answer('k', ['menus:4'], build))!.json).toBe('{"version":1}');
    version = 2;
    expect((await b.answer('k', ['menus:4'], build))!.json).toBe('{"version":1}');
    expect(await a.purge(['menus:4'])).toEqual({ servers: 2 });
    expect((await b.answer('k', ['menus:4'], build))!.json).toBe('{"version":2}');
  });

  it('starts empty when its subscription comes back (it may have missed purges)', async () => {
    const own = testChannelPrefix();
    const cache = createRedisDeliveryCache(TEST_REDIS_URL, { channelPrefix: own, ttlMs: 60_000, purgeTimeoutMs: 1000 });
    caches.push(cache);
    await cache.purge(['warm-up']);
    let version = 1;
    const build = async () => ({ version });
    await cache.answer('k', ['t'], build);
    version = 2;
    expect((await cache.answer('k', ['t'], build))!.json).toBe('{"version":1}');
    // Ends this cache's own subscription (found by its name), as a network failure would.
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const clients = (await admin.client('LIST')) as string;
      const line = clients.split('\n').find((entry) => entry.includes(`name=${own}delivery-cache:`) && / sub=[1-9]/.test(entry));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      admin.disconnect();
    }
    await until(() => cache.answer('k', ['t'], build), (answer) => answer!.json === '{"version":2}');
  });

  it('fails when a server does not confirm in time', async () => {
    const a = open(200);
    await a.purge(['warm-up']);
    const silent = new Redis(TEST_REDIS_URL);
    try {
      await silent.subscribe(purgeChannel(prefix));
      await expect(a.purge(['menus:4'])).rejects.toBeInstanceOf(DeliveryCachePurgeError);
    } finally {
      silent.disconnect();
    }
  });
});

/** Menus of the site as the sites read them: name by id. */
async function menuNames(app: TestApp): Promise<Map<number, string>> {
  const response = await fetch(`${app.baseUrl}/api/public/${SITE}/menus`);
  expect(response.status).toBe(200);
  return new Map(((await response.json()) as { items: { id: number; name: string }[] }).items.map((menu) => [menu.id, menu.name]));
}

async function clearMenuCache(app: TestApp, token: string, language = 'en') {
  return graphqlCall<{ clearMenuCache: { clearedAt: string; servers: number } }>(app.yoga, 'mutation { clearMenuCache { clearedAt servers } }', { token, siteId: SITE, language });
}

async function addMenu(app: TestApp, name: string): Promise<number> {
  const [row] = await app.db
    .insert(menusTable)
    .values({ siteId: Number(SITE), name, position: 1, isApproved: true, items: [{ key: 'a', type: ITEM_TYPE.link, title: 'A', url: '/a' }] } as never)
    .returning();
  return Number(row!.id);
}
const rename = (app: TestApp, id: number, name: string) => app.db.update(menusTable).set({ name } as never).where(eq(menusTable.id!, id));

describe('clear menu cache on one server without Redis', () => {
  let app: TestApp;
  let token = '';
  beforeAll(async () => {
    app = await startTestApp('pglite');
    token = await demoToken(app.baseUrl, 'admin');
  }, 60_000);
  afterAll(() => app?.stop());

  it('serves the built menu until cleared, then the database’s', async () => {
    const id = await addMenu(app, 'İlk');
    await clearMenuCache(app, token);
    expect((await menuNames(app)).get(id)).toBe('İlk');
    // Changed outside the API: no purge, the entry stays.
    await rename(app, id, 'İkinci');
    expect((await menuNames(app)).get(id)).toBe('İlk');
    const answer = await clearMenuCache(app, token);
    expect(answer.data?.clearMenuCache.servers).toBe(1);
    expect((await menuNames(app)).get(id)).toBe('İkinci');
  });
});

describe.runIf(redis)('clear menu cache when a server does not confirm', () => {
  let app: TestApp;
  let token = '';
  let silent: Redis;
  const prefix = testChannelPrefix();
  beforeAll(async () => {
    app = await startTestApp('pglite', { events: { redisUrl: TEST_REDIS_URL, channelPrefix: prefix }, deliveryCache: { ttlMs: 60_000, purgeTimeoutMs: 300 } });
    token = await demoToken(app.baseUrl, 'admin');
    silent = new Redis(TEST_REDIS_URL);
  }, 60_000);
  afterAll(async () => {
    silent?.disconnect();
    await app?.stop();
  });

  it('answers the spec’s menu cache clear error in tr and en', async () => {
    expect((await clearMenuCache(app, token)).data?.clearMenuCache.servers).toBe(1);
    await silent.subscribe(purgeChannel(prefix));
    for (const [language, messages] of [['tr', tr], ['en', en]] as const) {
      const answer = await clearMenuCache(app, token, language);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toBe(messages.menus.errors.cacheClear);
    }
  });
});

describe.runIf(twoServers)('clear menu cache across two servers (PostgreSQL and Redis)', () => {
  let database: ScratchDatabase;
  let a: TestApp;
  let b: TestApp;
  let token = '';
  beforeAll(async () => {
    database = await createScratchDatabase({ seeded: true });
    const shared = { databaseUrl: database.url, events: { redisUrl: TEST_REDIS_URL, channelPrefix: testChannelPrefix() } };
    a = await startTestApp('pglite', shared);
    b = await startTestApp('pglite', shared);
    token = await demoToken(a.baseUrl, 'admin');
    await until(() => clearMenuCache(a, token), (answer) => answer.data?.clearMenuCache.servers === 2);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('a site reading through B sees the change made on A right after clearMenuCache returns', async () => {
    const id = await addMenu(a, 'Önce');
    await clearMenuCache(a, token);
    expect((await menuNames(b)).get(id)).toBe('Önce');
    await rename(a, id, 'Sonra');
    expect((await menuNames(b)).get(id)).toBe('Önce');
    const answer = await clearMenuCache(a, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.clearMenuCache.servers).toBe(2);
    expect((await menuNames(b)).get(id)).toBe('Sonra');
  });

  it('a menu saved through A is what B serves when the save returns', async () => {
    await menuNames(b);
    const saved = await graphqlCall<{ saveMenu: { id: string } }>(a.yoga, 'mutation ($input: MenuInput!) { saveMenu(input: $input) { id } }', {
      token,
      siteId: SITE,
      variables: { input: { name: 'Kaydedilen', position: 1, isApproved: true, items: [{ key: 'a', type: ITEM_TYPE.link, title: 'A', url: '/a' }] } },
    });
    expect(saved.errors).toBeUndefined();
    expect((await menuNames(b)).get(Number(saved.data!.saveMenu.id))).toBe('Kaydedilen');
  });
});
