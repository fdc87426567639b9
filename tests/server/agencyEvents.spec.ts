import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { agencyContents } from '../../server/db/agencyTables.ts';
import type { AgencyItemsAdded } from '../../server/events/agencyItemsAdded.ts';
import type { EventBus, EventStream } from '../../server/events/eventBus.ts';
import { createInProcessEventBus } from '../../server/events/inProcessEventBus.ts';
import { createRedisEventBus } from '../../server/events/redisEventBus.ts';
import { seedAgencyDemo } from '../../server/ingest/demoAgencyItems.ts';
import { dropDirOf, startIngestWatcher } from '../../server/ingest/dropFolder.ts';
import { ingestFiles } from '../../server/ingest/ingestFiles.ts';
import { demoToken } from './support/demoTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { redisAnswers, TEST_REDIS_URL, testChannelPrefix } from './support/testRedis.ts';

const SUBSCRIPTION = 'subscription { agencyItemsAdded { tabName count newestCreatedDate } }';
const redisUp = await redisAnswers();

function ninjs(uri: string, headline: string, type: 'text' | 'video' = 'text', version = 1) {
  return JSON.stringify({
    $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json',
    uri, type, version: String(version), headlines: [{ value: headline }], versionCreated: '2026-11-20T10:00:00Z', language: 'tr',
  });
}

const sample = (count: number, tabName: AgencyItemsAdded['tabName'] = 'contents'): AgencyItemsAdded => ({ tabName, count, newestCreatedDate: new Date().toISOString() });

/** The next event, or 'nothing' when none comes within `ms`. */
async function nextWithin<T>(stream: AsyncIterator<T>, ms = 1000): Promise<T | 'nothing'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'nothing'>((resolve) => (timer = setTimeout(() => resolve('nothing'), ms)));
  const next = stream.next().then((result) => (result.done ? ('nothing' as const) : result.value));
  try {
    return await Promise.race([next, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What every bus does, whatever carries the events. */
function busContract(open: () => EventBus) {
  it('delivers to every stream of a topic, in order, and nothing after a stream is left', async () => {
    const bus = open();
    try {
      const first = bus.subscribe('agencyItemsAdded');
      const second = bus.subscribe('agencyItemsAdded');
      await Promise.all([first.ready, second.ready]);
      const [one, two] = [sample(1), sample(2, 'video')];
      await bus.publish('agencyItemsAdded', one);
      await bus.publish('agencyItemsAdded', two);
      expect([await nextWithin(first), await nextWithin(first)]).toEqual([one, two]);
      expect(await nextWithin(second)).toEqual(one);
      await first.return!();
      expect(await first.next()).toEqual({ value: undefined, done: true });
      expect(await nextWithin(second)).toEqual(two);
    } finally {
      await bus.close();
    }
  });

  it('ends open streams on close', async () => {
    const bus = open();
    const stream = bus.subscribe('agencyItemsAdded');
    await stream.ready;
    const pending = stream.next();
    await bus.close();
    expect(await pending).toEqual({ value: undefined, done: true });
  });
}

describe('the in-process event bus', () => {
  busContract(createInProcessEventBus);
});

describe.skipIf(!redisUp)(`the Redis event bus (${TEST_REDIS_URL})`, () => {
  const channelPrefix = testChannelPrefix();
  busContract(() => createRedisEventBus(TEST_REDIS_URL, { channelPrefix }));

  it('carries events between processes: a publisher-only bus (the ingest CLI) reaches another bus, which leaves the channel with its last stream', async () => {
    const cli = createRedisEventBus(TEST_REDIS_URL, { channelPrefix });
    const server = createRedisEventBus(TEST_REDIS_URL, { channelPrefix });
    const observer = new Redis(TEST_REDIS_URL);
    const subscribers = async () => ((await observer.pubsub('NUMSUB', `${channelPrefix}agencyItemsAdded`)) as [string, number])[1];
    try {
      const stream = server.subscribe('agencyItemsAdded');
      await stream.ready;
      expect(await subscribers()).toBe(1);
      const event = sample(3);
      await cli.publish('agencyItemsAdded', event);
      expect(await nextWithin(stream)).toEqual(event);
      await stream.return!();
      await vi.waitFor(async () => expect(await subscribers()).toBe(0));
    } finally {
      await Promise.all([cli.close(), server.close(), observer.quit()]);
    }
  });

  it('rejects a publish when Redis cannot be reached, instead of waiting for it', async () => {
    const bus = createRedisEventBus('redis://127.0.0.1:1', { channelPrefix });
    try {
      await expect(bus.publish('agencyItemsAdded', sample(1))).rejects.toThrow();
    } finally {
      await bus.close();
    }
  });
});

describe('agency items announced by the ingest', () => {
  let app: TestApp;
  let folder: string;
  let stream: EventStream<AgencyItemsAdded>;
  let fileNumber = 0;

  async function wireFile(content: string) {
    const file = path.join(folder, `wire-${++fileNumber}.json`);
    await writeFile(file, content);
    return file;
  }

  /** Everything announced so far, up to a marker published after it: proves nothing else came. */
  async function announced(): Promise<AgencyItemsAdded[]> {
    const marker = sample(-1);
    await app.events.publish('agencyItemsAdded', marker);
    const events: AgencyItemsAdded[] = [];
    for (;;) {
      const next = await nextWithin(stream);
      if (next === 'nothing') throw new Error('the marker never came');
      if (next.count === marker.count) return events;
      events.push(next);
    }
  }

  beforeAll(async () => {
    app = await startTestApp('pglite');
    folder = await mkdtemp(path.join(tmpdir(), 'agency-events-'));
    stream = app.events.subscribe('agencyItemsAdded');
  });
  afterAll(async () => {
    await stream?.return?.();
    await app?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('the demo seed announces what it adds to an empty desk, per tab', async () => {
    await seedAgencyDemo(app.db, 20, { events: app.events });
    const events = await announced();
    expect(events.map((event) => event.tabName).sort()).toEqual(['contents', 'video']);
    expect(events.find((event) => event.tabName === 'contents')!.count).toBeGreaterThan(20);
  });

  it('a new item is announced once with its createdDate; the same file again, and a newer version, announce nothing', async () => {
    const file = await wireFile(ninjs('urn:events:1', 'First of its kind'));
    const report = await ingestFiles(app.db, [file], { events: app.events });
    expect(report).toMatchObject({ added: 1, announceFailure: undefined });
    const [row] = await app.db.select({ createdDate: agencyContents.createdDate }).from(agencyContents).where(eq(agencyContents.agencyContentId, 'urn:events:1'));
    expect(await announced()).toEqual([{ tabName: 'contents', count: 1, newestCreatedDate: row!.createdDate.toISOString() }]);

    expect(await ingestFiles(app.db, [file], { events: app.events })).toMatchObject({ added: 0, unchanged: 1 });
    expect(await ingestFiles(app.db, [await wireFile(ninjs('urn:events:1', 'Second version', 'text', 2))], { events: app.events })).toMatchObject({ added: 0, updated: 1 });
    expect(await announced()).toEqual([]);
  });

  it('a batch announces once per tab with the count and the newest createdDate', async () => {
    const files = [
      await wireFile(ninjs('urn:events:batch:1', 'Batch text one')),
      await wireFile(ninjs('urn:events:batch:2', 'Batch text two')),
      await wireFile(ninjs('urn:events:batch:3', 'Batch video', 'video')),
    ];
    await ingestFiles(app.db, files, { events: app.events });
    const [newest] = await app.db.select({ createdDate: agencyContents.createdDate }).from(agencyContents).where(eq(agencyContents.agencyContentId, 'urn:events:batch:2'));
    const events = await announced();
    expect(events).toHaveLength(2);
    expect(events).toEqual(
      expect.arrayContaining([
        { tabName: 'contents', count: 2, newestCreatedDate: newest!.createdDate.toISOString() },
        { tabName: 'video', count: 1, newestCreatedDate: expect.any(String) },
      ]),
    );
  });

  it('the drop folder announces what it takes', async () => {
    const config = { ...app.config.ingest, root: path.join(folder, 'watched'), dropIntervalMs: 0 };
    const watcher = await startIngestWatcher(app.db, config, { events: app.events });
    try {
      await writeFile(path.join(dropDirOf(config), 'dropped.json'), ninjs('urn:events:drop:1', 'Dropped'));
      await watcher.poll();
      await watcher.poll();
      expect(await announced()).toEqual([expect.objectContaining({ tabName: 'contents', count: 1 })]);
    } finally {
      await watcher.stop();
    }
  });
});

/** Subscribes over graphql-ws as the browser does: `received` collects the events, `ended` settles with the errors or at completion. */
function subscribeOverWebSocket(baseUrl: string, token: string) {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, siteid: '4', language: 'en' },
    retryAttempts: 0,
  });
  const received: unknown[] = [];
  const ended = new Promise<{ errors?: unknown }>((resolve) => {
    client.subscribe(
      { query: SUBSCRIPTION },
      {
        next: (result) => (result.errors ? resolve({ errors: result.errors }) : received.push(result)),
        error: (errors) => resolve({ errors }),
        complete: () => resolve({}),
      },
    );
  });
  return { received, ended, close: () => client.dispose() };
}

/** The server's side of a websocket subscription has joined its topic (and, on Redis, its channel). */
async function serverListening(subscribe: ReturnType<typeof vi.spyOn>) {
  await vi.waitFor(() => expect(subscribe).toHaveBeenCalled());
  await (subscribe.mock.results[0]!.value as EventStream<unknown>).ready;
}

function subscriptionOverTheServer(label: string, options: { skip: boolean; channelPrefix?: string }) {
  describe.skipIf(options.skip)(label, () => {
    let app: TestApp;
    let folder: string;
    let publisher: EventBus;

    beforeAll(async () => {
      const events = options.channelPrefix ? { redisUrl: TEST_REDIS_URL, channelPrefix: options.channelPrefix } : undefined;
      app = await startTestApp('pglite', events ? { events } : {});
      // With Redis, the ingest runs as `npm run ingest` would: through a bus of its own.
      publisher = events ? createRedisEventBus(TEST_REDIS_URL, { channelPrefix: events.channelPrefix }) : app.events;
      folder = await mkdtemp(path.join(tmpdir(), 'agency-events-ws-'));
    });
    afterAll(async () => {
      if (publisher !== app?.events) await publisher?.close();
      await app?.stop();
      if (folder) await rm(folder, { recursive: true, force: true });
    });

    it('delivers a new item to a subscriber with agency.view', async () => {
      const subscribe = vi.spyOn(app.events, 'subscribe');
      const subscriber = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'agency'));
      try {
        await serverListening(subscribe);
        const file = path.join(folder, 'new.json');
        await writeFile(file, ninjs('urn:events:ws:1', 'Over the socket'));
        await ingestFiles(app.db, [file], { events: publisher });
        await vi.waitFor(() => expect(subscriber.received).toHaveLength(1), { timeout: 5000 });
        expect(subscriber.received[0]).toEqual({ data: { agencyItemsAdded: { tabName: 'contents', count: 1, newestCreatedDate: expect.any(String) } } });
      } finally {
        subscribe.mockRestore();
        subscriber.close();
      }
    });

    it('refuses the reader, who lacks agency.view', async () => {
      const subscriber = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'reader'));
      try {
        expect(await subscriber.ended).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
      } finally {
        subscriber.close();
      }
    });
  });
}

subscriptionOverTheServer('Subscription.agencyItemsAdded over graphql-ws', { skip: false });
subscriptionOverTheServer('Subscription.agencyItemsAdded with REDIS_URL, announced by another process', { skip: !redisUp, channelPrefix: testChannelPrefix() });
