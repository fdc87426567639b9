import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { EventStream } from '../../server/events/eventBus.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { startTestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';

/** Events before the measured ones: the first go through code not yet optimised. */
const WARM_UP = 5;

const SUBSCRIPTION = 'subscription Fan($topic: String!) { realtimeEvents(topic: $topic) { payload } }';

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * P5 as far as it is built: one event of a site's topic fanned out over graphql-ws to `editors`
 * subscribers, from publish to each client's receipt, p99 over `events` events; and the RSS each
 * subscriber adds. The permit change itself is not built yet, so the event is published on the bus.
 * Clients and server share this process: the RSS figure is an upper bound for the server's.
 */
export async function measureRealtimeFanOut(editors = 500, events = 20): Promise<BenchRow[]> {
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000 });
  const clients: Client[] = [];
  try {
    const token = await demoToken(app.baseUrl, 'agency');
    const streams: Promise<EventStream<unknown>>[] = [];
    const subscribe = app.events.subscribe.bind(app.events);
    app.events.subscribe = (address) => {
      const stream = subscribe(address);
      streams.push(stream.ready.then(() => stream));
      return stream as never;
    };
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const latencies: number[] = [];
    const arrivals = new Map<number, () => void>();
    let received = 0;
    for (let n = 0; n < editors; n++) {
      const client = createClient({
        url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}`, siteid: '4', language: 'en' },
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe<{ realtimeEvents: { payload: { sentAt: number; round: number } } }>(
        { query: SUBSCRIPTION, variables: { topic: 'agencyItems' } },
        {
          next: ({ data }) => {
            const payload = data?.realtimeEvents.payload;
            if (!payload) return;
            if (payload.round >= WARM_UP) latencies.push(performance.now() - payload.sentAt);
            if (++received % editors === 0) arrivals.get(payload.round)?.();
          },
          error: (error) => console.error('P5: a subscriber ended', error),
          complete: () => undefined,
        },
      );
    }
    while (streams.length < editors) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(streams);
    const rssPerEditor = (process.memoryUsage().rss - rssBefore) / editors;

    for (let round = 0; round < WARM_UP + events; round++) {
      const all = new Promise<void>((resolve) => arrivals.set(round, resolve));
      await app.events.publish({ topic: 'agencyItems', site: 4 }, { type: 'added', payload: { sentAt: performance.now(), round } });
      await all;
    }
    const p99 = percentile(latencies, 99);
    const kb = rssPerEditor / 1024;
    return [
      {
        id: 'P5',
        measure: `one event to ${editors} graphql-ws subscribers (the permit change is not built: published on the bus), p99; RSS per subscriber, client included`,
        figure: `${p99.toFixed(1)} ms; ${kb.toFixed(1)} KB`,
        baseline: '-',
        ratio: null,
        goal: '≤ 150 ms; ≤ 40 KB',
        pass: p99 <= 150 && kb <= 40,
      },
    ];
  } finally {
    await Promise.all(clients.map((client) => client.dispose()));
    await app.stop();
  }
}
