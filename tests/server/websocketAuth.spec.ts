import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../../server/db/schema.ts';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHENTICATED } from '../../server/graphql/websocket.ts';
import { demoToken } from './support/demoTokens.ts';
import { startTestApp, type TestApp } from './support/testApp.ts';
import { testDatabaseKinds } from './support/testDatabase.ts';

describe.each(testDatabaseKinds())('who may keep a websocket open, on %s', (database) => {
  let server: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestApp(database);
    for (const account of ['editor', 'agency', 'inactive'] as const) tokens[account] = await demoToken(server.baseUrl, account);
  });
  afterAll(() => server?.stop());

  const url = () => `${server.baseUrl.replace('http', 'ws')}/graphql`;

  /** A raw graphql-ws handshake: what the server answers `connection_init` with, an ack or a close. */
  function handshake(payload?: Record<string, string>) {
    return new Promise<{ acknowledged: boolean; code?: number }>((resolve, reject) => {
      const socket = new WebSocket(url(), 'graphql-transport-ws');
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', ...(payload ? { payload } : {}) })));
      socket.on('message', (data) => {
        if (JSON.parse(String(data)).type === 'connection_ack') {
          socket.close();
          resolve({ acknowledged: true });
        }
      });
      socket.on('close', (code) => resolve({ acknowledged: false, code }));
      socket.on('error', reject);
    });
  }

  it('closes a connection without a valid token with 4401', async () => {
    expect(await handshake()).toEqual({ acknowledged: false, code: CLOSE_UNAUTHENTICATED });
    expect(await handshake({ authorization: 'Bearer nonsense', siteid: '4' })).toEqual({ acknowledged: false, code: CLOSE_UNAUTHENTICATED });
  });

  it('closes a connection of a user who is not approved with 4403', async () => {
    expect(await handshake({ authorization: `Bearer ${tokens.inactive}`, siteid: '4' })).toEqual({ acknowledged: false, code: CLOSE_FORBIDDEN });
  });

  it('acknowledges an approved user', async () => {
    expect(await handshake({ authorization: `Bearer ${tokens.editor}`, siteid: '4' })).toEqual({ acknowledged: true });
  });

  it('ends the running subscriptions of a user deactivated meanwhile (4403 at the next event)', async () => {
    let closedWith: number | undefined;
    const client = createClient({
      url: url(),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.agency}`, siteid: '4' },
      retryAttempts: 0,
      on: { closed: (event) => (closedWith = (event as { code: number }).code) },
    });
    const [agencyUser] = await server.db.select().from(users).where(eq(users.email, 'agency@newsroom.example'));
    const received: unknown[] = [];
    let ended = false;
    const ending = new Promise<void>((resolve) => {
      client.subscribe(
        { query: 'subscription Realtime($topic: String!) { realtimeEvents(topic: $topic) { type } }', variables: { topic: 'agencyItems' } },
        { next: (value) => received.push(value), error: () => resolve(), complete: () => resolve() },
      );
    }).then(() => {
      ended = true;
    });
    /** Publishes until the subscriber has seen `count` events or the subscription has ended (the server subscribes asynchronously). */
    const publishUntil = async (done: () => boolean) => {
      for (let attempt = 0; attempt < 100 && !done(); attempt++) {
        await server.events.publish({ topic: 'agencyItems', site: 4 }, { tabName: 'contents', count: 1 });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await publishUntil(() => received.length > 0);
      expect(received.length).toBeGreaterThan(0);
      // Deactivated outside the API: the session lookups are told, as the API tells them.
      await server.db.update(users).set({ isApproved: false }).where(eq(users.id, agencyUser!.id));
      server.lookups.invalidate();
      await publishUntil(() => ended);
      expect(ended).toBe(true);
      expect(closedWith).toBe(CLOSE_FORBIDDEN);
    } finally {
      await client.dispose();
      await server.db.update(users).set({ isApproved: true }).where(eq(users.id, agencyUser!.id));
      server.lookups.invalidate();
    }
  });
});
