/** graphql-ws clients of a test server, and the moment their subscriptions have reached the event bus. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './testApp.ts';

export function busSubscriptions(server: TestApp, siteId: string) {
  const ready: Promise<unknown>[] = [];
  const subscribe = server.events.subscribe.bind(server.events);
  server.events.subscribe = ((address) => {
    const stream = subscribe(address);
    ready.push(stream.ready);
    return stream;
  }) as typeof server.events.subscribe;
  const clients: Client[] = [];
  return {
    open<T>(token: string, query: string, variables: Record<string, unknown>) {
      const client = createClient({
        url: `${server.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}`, siteid: siteId, language: 'en' },
        retryAttempts: 0,
      });
      clients.push(client);
      return client.iterate<T>({ query, variables });
    },
    /** Once a subscription has asked the bus, until every one asked is listening. */
    async listening() {
      while (ready.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await Promise.all(ready);
    },
    async close() {
      server.events.subscribe = subscribe;
      await Promise.all(clients.map((client) => client.dispose()));
    },
  };
}
