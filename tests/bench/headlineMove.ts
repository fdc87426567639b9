import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { demoToken } from '../server/support/demoTokens.ts';
import { headlineCalls, newContents, newHeadlineType, type HeadlineData } from '../server/support/headlineCalls.ts';
import { startTestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const ITEMS = 100;
const WARM_UP = 5;
const MOVES = 40;
const GOAL_MS = 100;

interface Shown {
  event?: number;
  version?: number;
  items?: number;
  receivedAt: number;
  readAt: number;
  error?: string;
}

/**
 * P10: on a board of 100 items, a move (moveHeadlineItem through yoga in-process: the locked
 * transaction, one row, the history, the publish, the headline read back) as the server times it,
 * and from the mutation's sending until another editor — a graphql-ws subscriber in a process of its
 * own (`headlineBoardClient.ts`) — has the event and has re-read the headline over HTTP, as the
 * board does. On PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureHeadlineMove(): Promise<BenchRow[]> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const app = await startTestApp(database, { rateLimitMax: 10_000_000 });
  let board: ChildProcess | undefined;
  try {
    const admin = { token: await demoToken(app.baseUrl, 'admin'), siteId: '4', language: 'en' };
    const editor = { token: await demoToken(app.baseUrl, 'editor'), siteId: '4', language: 'en' };
    const contents = await newContents(app.yoga, admin, ITEMS);
    const { categoryId, headline: empty } = await newHeadlineType(app.yoga, admin, { itemCount: ITEMS });
    const filled = await headlineCalls(app.yoga, admin).save({ id: empty.id, version: empty.version, items: contents.map((contentId, index) => ({ contentId, order: index + 1 })) });
    let headline: HeadlineData = filled.data!.saveHeadline;
    if (headline.items.length !== ITEMS) throw new Error(`P10: the board holds ${headline.items.length} items`);

    const shown = new Map<number, (entry: Shown) => void>();
    const now = () => performance.timeOrigin + performance.now();
    const connected = new Promise<void>((resolve, reject) => {
      board = fork(path.join(import.meta.dirname, 'headlineBoardClient.ts'), [JSON.stringify({ baseUrl: app.baseUrl, token: editor.token, categoryId, headlineId: headline.id })], {
        execArgv: process.execArgv,
      });
      board.on('message', (message: Shown & { connected?: boolean }) => {
        if (message.connected) return resolve();
        if (message.error) return reject(new Error(`P10: the other board ended: ${message.error}`));
        if (message.event !== undefined) shown.get(message.event)?.(message);
      });
    });
    await connected;
    // The subscription is on the bus once a change reaches it: moves until one does.
    const serverMs: number[] = [];
    const endToEndMs: number[] = [];
    for (let round = 0; round < WARM_UP + MOVES; round++) {
      const items = headline.items;
      const item = items[(round * 37) % ITEMS]!;
      const after = items[(round * 53 + 11) % ITEMS]!;
      const version = headline.version + 1;
      const seen = new Promise<Shown>((resolve) => shown.set(version, resolve));
      const sentAt = now();
      const moved = await headlineCalls(app.yoga, admin).move({ headlineId: headline.id, itemId: item.id, afterItemId: after.id === item.id ? null : after.id, version: headline.version });
      const movedAt = now();
      if (!moved.data) throw new Error(`P10: the move was refused: ${JSON.stringify(moved.errors)}`);
      headline = moved.data.moveHeadlineItem;
      const other = await Promise.race([seen, new Promise<undefined>((resolve) => setTimeout(resolve, round < WARM_UP ? 2000 : 10_000))]);
      if (round < WARM_UP) continue;
      if (!other || other.version! < version) throw new Error(`P10: the other board did not show version ${version}`);
      serverMs.push(movedAt - sentAt);
      endToEndMs.push(other.readAt - sentAt);
    }
    console.log(
      `P10 (${database}): ${ITEMS} items; move server ms p50 ${median(serverMs).toFixed(1)}, p95 ${p95(serverMs).toFixed(1)}; other board shows it p50 ${median(endToEndMs).toFixed(1)}, p95 ${p95(endToEndMs).toFixed(1)}`,
    );
    return [
      {
        id: 'P10',
        measure: `a headline move on a board of ${ITEMS} items (${database}): the server's time (p50), and until another editor's graphql-ws board has the event and has re-read the headline (p95)`,
        figure: `${median(serverMs).toFixed(1)} ms; ${p95(endToEndMs).toFixed(1)} ms`,
        baseline: '-',
        ratio: null,
        goal: `≤ ${GOAL_MS} ms end to end`,
        pass: p95(endToEndMs) <= GOAL_MS,
      },
    ];
  } finally {
    if (board?.connected) {
      const exited = new Promise((resolve) => board!.once('exit', resolve));
      board.send('close');
      await exited;
    }
    await app.stop();
  }
}
