import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { EventStream } from '../../server/events/eventBus.ts';
import { contentCalls, contentInput, contentReferences } from '../server/support/contentSamples.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { startTestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';

/** Changes before the measured ones: the first go through code not yet optimised. */
const WARM_UP = 5;

const SUBSCRIPTION = 'subscription Fan($resource: String!, $id: ID!) { editPermitChanged(resource: $resource, id: $id) { holder { session } last { kind } } }';
const HOLD = 'mutation Hold($resource: String!, $id: ID!, $session: String!) { holdEditPermit(resource: $resource, id: $id, session: $session) { holder { session } } }';

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * P5: a real edit permit change (the item's holder moving to another tab through `holdEditPermit`:
 * the locked transaction, the publish, each subscriber's own execution) fanned out over graphql-ws
 * to `editors` subscribers of `editPermitChanged`, from the mutation's sending to each client's
 * receipt, p99 over `events` changes; and the RSS each subscriber adds to the server. The clients
 * run in a process of their own (`fanOutClients.ts`), so this process's RSS is the server's; the
 * times are epoch milliseconds in both.
 */
export async function measureRealtimeFanOut(editors = 500, events = 20): Promise<BenchRow[]> {
  const app = await startTestApp('pglite', { rateLimitMax: 10_000_000 });
  let clients: ChildProcess | undefined;
  try {
    const token = await demoToken(app.baseUrl, 'editor');
    const caller = { token, siteId: '4', language: 'en' };
    const admin = { token: await demoToken(app.baseUrl, 'admin'), siteId: '4' };
    const content = (await contentCalls(app.yoga, admin).save(contentInput('news', await contentReferences(app.yoga, admin)))).data!.saveContent!;
    const variables = { resource: 'contents', id: content.id };
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
    const sentAt = new Map<string, number>();
    const arrivals = new Map<string, () => void>();
    const now = () => performance.timeOrigin + performance.now();
    clients = fork(path.join(import.meta.dirname, 'fanOutClients.ts'), [JSON.stringify({ url: `${app.baseUrl.replace('http', 'ws')}/graphql`, token, editors, query: SUBSCRIPTION, variables })], {
      execArgv: process.execArgv,
    });
    clients.on('message', (message: { session?: string; times?: number[]; error?: string }) => {
      if (message.error) console.error('P5: a subscriber ended', message.error);
      const { session, times } = message;
      const sent = session === undefined ? undefined : sentAt.get(session);
      if (!session || !times || sent === undefined) return;
      if (!session.startsWith('warm')) latencies.push(...times.map((at) => at - sent));
      arrivals.get(session)?.();
    });
    while (streams.length < editors) await new Promise((resolve) => setTimeout(resolve, 50));
    await Promise.all(streams);
    const rssPerEditor = (process.memoryUsage().rss - rssBefore) / editors;

    for (let round = 0; round < WARM_UP + events; round++) {
      const session = `${round < WARM_UP ? 'warm' : 'tab'}-${round}`;
      const all = new Promise<void>((resolve) => arrivals.set(session, resolve));
      sentAt.set(session, now());
      const held = await graphqlCall(app.yoga, HOLD, { ...caller, variables: { ...variables, session } });
      if (held.errors) throw new Error(`P5: the hold was refused: ${JSON.stringify(held.errors)}`);
      await all;
    }
    const p99 = percentile(latencies, 99);
    const kb = rssPerEditor / 1024;
    return [
      {
        id: 'P5',
        measure: `an edit permit change (holdEditPermit) to ${editors} graphql-ws subscribers of editPermitChanged, from the mutation to each receipt, p99; server RSS per subscriber (clients in another process)`,
        figure: `${p99.toFixed(1)} ms; ${kb.toFixed(1)} KB`,
        baseline: '-',
        ratio: null,
        goal: '≤ 150 ms; ≤ 40 KB',
        pass: p99 <= 150 && kb <= 40,
      },
    ];
  } finally {
    if (clients?.connected) {
      const exited = new Promise((resolve) => clients!.once('exit', resolve));
      clients.send('close');
      await exited;
    }
    await app.stop();
  }
}
