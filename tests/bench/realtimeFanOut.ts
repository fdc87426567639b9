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

/**
 * The process's memory once its garbage is collected and its heap compacted (V8's last-resort
 * collection, which also hands free pages back): RSS, and what V8 holds live (heap and external).
 * Without a collection the reading before the subscribers still held whatever the run had left (a
 * whole bench run's rows before this one), and its collection while they connected made the growth
 * negative. Even after one, the subscribers' objects can fill pages that were already resident, so
 * the RSS may grow by less than they hold: the V8 figure is printed beside it.
 */
function settledMemory() {
  if (!global.gc) throw new Error('P5 measures memory after a full collection: run it with --expose-gc (run.ts does)');
  global.gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, live: heapUsed + external };
}

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

/**
 * P5: a real edit permit change (the item's holder moving to another tab through `holdEditPermit`:
 * the locked transaction, the publish, each subscriber's own execution) fanned out over graphql-ws
 * to `editors` subscribers of `editPermitChanged`, from the mutation's sending to each client's
 * receipt, p99 over `events` changes; and the RSS each subscriber adds to the server, read after a
 * full collection on both sides. The clients run in a process of their own (`fanOutClients.ts`) and
 * run.ts runs this row in a fresh process, so this process's RSS is the server's and the server's
 * only; the times are epoch milliseconds in both.
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
    const before = settledMemory();
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
    const after = settledMemory();
    const rssPerEditor = (after.rss - before.rss) / editors;
    const livePerEditor = (after.live - before.live) / editors;
    if (rssPerEditor <= 0 || livePerEditor <= 0) {
      throw new Error(`P5: ${editors} subscribers changed the server's RSS by ${((after.rss - before.rss) / 1024).toFixed(0)} KB and its live V8 memory by ${((after.live - before.live) / 1024).toFixed(0)} KB: not a reading of what they hold`);
    }

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
    const liveKb = livePerEditor / 1024;
    return [
      {
        id: 'P5',
        measure: `an edit permit change (holdEditPermit) to ${editors} graphql-ws subscribers of editPermitChanged, from the mutation to each receipt, p99; server RSS per subscriber after a full collection (clients in another process; V8 heap + external beside it)`,
        figure: `${p99.toFixed(1)} ms; ${kb.toFixed(1)} KB (V8 ${liveKb.toFixed(1)} KB)`,
        baseline: '-',
        ratio: null,
        goal: '≤ 150 ms; ≤ 40 KB',
        // The larger of the two is held to the goal (see settledMemory).
        pass: p99 <= 150 && Math.max(kb, liveKb) <= 40,
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
