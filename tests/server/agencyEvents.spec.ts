import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { agencyContents } from '../../server/db/agencyTables.ts';
import type { AgencyItemsAdded, AgencyItemsEvent } from '../../server/events/agencyItemsAdded.ts';
import type { EventAddress, EventBus, EventStream } from '../../server/events/eventBus.ts';
import { createRedisEventBus } from '../../server/events/redisEventBus.ts';
import { seedAgencyDemo } from '../../server/ingest/demoAgencyItems.ts';
import { dropDirOf, startIngestWatcher } from '../../server/ingest/dropFolder.ts';
import { ingestFiles } from '../../server/ingest/ingestFiles.ts';
import { demoToken } from './support/demoTokens.ts';
import { nextWithin } from './support/nextWithin.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { redisAnswers, TEST_REDIS_URL, testChannelPrefix } from './support/testRedis.ts';

const SUBSCRIPTION = 'subscription Realtime($topic: String!) { realtimeEvents(topic: $topic) { topic type payload } }';
const agencyItemsOf = (site: number): EventAddress => ({ topic: 'agencyItems', site });
const added = (payload: AgencyItemsAdded): AgencyItemsEvent => ({ type: 'added', payload });
const redisUp = await redisAnswers();

function ninjs(uri: string, headline: string, type: 'text' | 'video' = 'text', version = 1) {
  return JSON.stringify({
    $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_3.0.json',
    uri, type, version: String(version), headlines: [{ value: headline }], versionCreated: '2026-11-20T10:00:00Z', language: 'tr',
  });
}

const sample = (count: number, tabName: AgencyItemsAdded['tabName'] = 'contents'): AgencyItemsAdded => ({ tabName, count, newestCreatedDate: new Date().toISOString() });

describe('agency items announced by the ingest', () => {
  let app: TestApp;
  let folder: string;
  let stream: EventStream<AgencyItemsEvent>;
  let fileNumber = 0;

  async function wireFile(content: string) {
    const file = path.join(folder, `wire-${++fileNumber}.json`);
    await writeFile(file, content);
    return file;
  }

  /** Everything announced so far, up to a marker published after it: proves nothing else came. */
  async function announced(): Promise<AgencyItemsAdded[]> {
    const marker = sample(-1);
    await app.events.publish(agencyItemsOf(4), added(marker));
    const events: AgencyItemsAdded[] = [];
    for (;;) {
      const next = await nextWithin(stream);
      if (next === 'nothing') throw new Error('the marker never came');
      expect(next.type).toBe('added');
      if (next.payload.count === marker.count) return events;
      events.push(next.payload);
    }
  }

  beforeAll(async () => {
    app = await startTestApp('pglite');
    folder = await mkdtemp(path.join(tmpdir(), 'agency-events-'));
    stream = app.events.subscribe(agencyItemsOf(4));
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
function subscribeOverWebSocket(baseUrl: string, token: string, siteid = '4', topic = 'agencyItems', request: { query: string; variables?: Record<string, string> } = { query: SUBSCRIPTION, variables: { topic } }) {
  const client = createClient({
    url: `${baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}`, siteid, language: 'en' },
    retryAttempts: 0,
  });
  const received: unknown[] = [];
  const ended = new Promise<{ errors?: unknown }>((resolve) => {
    client.subscribe(
      request,
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
        expect(subscriber.received[0]).toEqual({
          data: { realtimeEvents: { topic: 'agencyItems', type: 'added', payload: { tabName: 'contents', count: 1, newestCreatedDate: expect.any(String) } } },
        });
      } finally {
        subscribe.mockRestore();
        subscriber.close();
      }
    });

    it('reads a topic written into the document, or sent in a variable named otherwise, as the field\'s argument', async () => {
      const token = await demoToken(app.baseUrl, 'agency');
      for (const request of [
        { query: 'subscription { realtimeEvents(topic: "agencyItems") { topic type payload } }' },
        { query: 'subscription Renamed($which: String!) { realtimeEvents(topic: $which) { topic type payload } }', variables: { which: 'agencyItems' } },
      ]) {
        const subscribe = vi.spyOn(app.events, 'subscribe');
        const subscriber = subscribeOverWebSocket(app.baseUrl, token, '4', 'agencyItems', request);
        try {
          await serverListening(subscribe);
          expect(subscribe.mock.calls[0]![0]).toEqual(agencyItemsOf(4));
        } finally {
          subscribe.mockRestore();
          subscriber.close();
        }
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

    it('refuses a site that is not one of the user\'s, and a topic that does not exist', async () => {
      const foreign = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'agency'), '5');
      const unknown = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'agency'), '4', 'nothingHere');
      try {
        expect(await foreign.ended).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
        expect(await unknown.ended).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
      } finally {
        foreign.close();
        unknown.close();
      }
    });

    it('delivers an event of site 4 to the subscribers of site 4 only', async () => {
      const subscribe = vi.spyOn(app.events, 'subscribe');
      const site4 = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'agency'), '4');
      const site5 = subscribeOverWebSocket(app.baseUrl, await demoToken(app.baseUrl, 'admin'), '5');
      try {
        await vi.waitFor(() => expect(subscribe).toHaveBeenCalledTimes(2));
        await Promise.all(subscribe.mock.results.map((result) => (result.value as EventStream<unknown>).ready));
        const forSite4 = { tabName: 'contents', count: 4, newestCreatedDate: new Date().toISOString() } as const;
        await publisher.publish({ topic: 'agencyItems', site: 4 }, { type: 'added', payload: forSite4 });
        await publisher.publish({ topic: 'agencyItems', site: 5 }, { type: 'added', payload: { ...forSite4, count: 5 } });
        // The one site 5 event arriving first proves that site 4's never came.
        await vi.waitFor(() => expect(site5.received).toHaveLength(1), { timeout: 5000 });
        await vi.waitFor(() => expect(site4.received).toHaveLength(1), { timeout: 5000 });
        expect(site5.received).toMatchObject([{ data: { realtimeEvents: { payload: { count: 5 } } } }]);
        expect(site4.received).toMatchObject([{ data: { realtimeEvents: { payload: { count: 4 } } } }]);
      } finally {
        subscribe.mockRestore();
        site4.close();
        site5.close();
      }
    });
  });
}

subscriptionOverTheServer('Subscription.realtimeEvents(agencyItems) over graphql-ws', { skip: false });
subscriptionOverTheServer('Subscription.realtimeEvents(agencyItems) with REDIS_URL, announced by another process', { skip: !redisUp, channelPrefix: testChannelPrefix() });
