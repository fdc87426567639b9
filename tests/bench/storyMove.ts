import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { stories } from '../../resources/story.ts';
import { demoToken } from '../server/support/demoTokens.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { resourceCalls } from '../server/support/resourceCalls.ts';
import { startTestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

const ITEMS = 100;
const WARM_UP = 5;
const MOVES = 40;
const GOAL_MS = 100;

interface Shown {
  id?: string;
  position?: string;
  items?: number;
  receivedAt: number;
  readAt: number;
  error?: string;
}

const MOVE = 'mutation Move($id: ID!, $afterId: ID) { moveStory(id: $id, afterId: $afterId) { id version position } }';

/**
 * P17: on a board of 100 published stories, a move (moveStory through yoga in-process: the row's and
 * the board's locks, one row, the audit row, the publish) as the server times it, and from the
 * mutation's sending until another editor — a graphql-ws subscriber in a process of its own
 * (`storyBoardClient.ts`) — has the event and has re-read the stories list over HTTP with the story
 * at its new position, as the board does. On PostgreSQL when TEST_DATABASE_URL (or
 * BENCH_DATABASE_URL) names one, else PGlite.
 */
export async function measureStoryMove(): Promise<BenchRow[]> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const app = await startTestApp(database, { rateLimitMax: 10_000_000 });
  let board: ChildProcess | undefined;
  try {
    const admin = { token: await demoToken(app.baseUrl, 'admin'), siteId: '4', language: 'en' };
    const editor = { token: await demoToken(app.baseUrl, 'editor'), siteId: '4', language: 'en' };
    const ids: string[] = [];
    const publishDate = new Date(Date.now() - 3_600_000).toISOString();
    for (let n = 0; n < ITEMS; n++) {
      const frames = [{ image: `images/bench-${n}.jpg`, video: null, duration: null, text: `Story ${n}`, externalLink: null }];
      const saved = await resourceCalls(app.yoga, stories, admin).save({ title: `Story ${n}`, type: 1, categoryIds: [], publishDate, frames });
      if (!saved.data) throw new Error(`P17: a story was refused: ${JSON.stringify(saved.errors)}`);
      ids.push(saved.data.saveStory.id);
    }

    const waiting: { id: string; position: string; resolve: (entry: Shown) => void }[] = [];
    // A re-read may come back before the move's answer is read: kept until asked for.
    const early: Shown[] = [];
    const now = () => performance.timeOrigin + performance.now();
    const connected = new Promise<void>((resolve, reject) => {
      board = fork(path.join(import.meta.dirname, 'storyBoardClient.ts'), [JSON.stringify({ baseUrl: app.baseUrl, token: editor.token })], {
        execArgv: process.execArgv,
      });
      board.on('message', (message: Shown & { connected?: boolean }) => {
        if (message.connected) return resolve();
        if (message.error) return reject(new Error(`P17: the other board ended: ${message.error}`));
        const index = waiting.findIndex((entry) => entry.id === message.id && entry.position === message.position);
        if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
        else early.push(message);
      });
    });
    await connected;
    // The subscription is on the bus once a change reaches it: moves until one does.
    const serverMs: number[] = [];
    const endToEndMs: number[] = [];
    for (let round = 0; round < WARM_UP + MOVES; round++) {
      const id = ids[(round * 37) % ITEMS]!;
      const after = ids[(round * 53 + 11) % ITEMS]!;
      const sentAt = now();
      const moved = await graphqlCall<{ moveStory: { id: string; position: string } }>(app.yoga, MOVE, { ...admin, variables: { id, afterId: after === id ? null : after } });
      const movedAt = now();
      if (!moved.data) throw new Error(`P17: the move was refused: ${JSON.stringify(moved.errors)}`);
      const { position } = moved.data.moveStory;
      const seen = new Promise<Shown>((resolve) => {
        const shown = early.find((entry) => entry.id === id && entry.position === position);
        if (shown) resolve(shown);
        else waiting.push({ id, position, resolve });
      });
      const other = await Promise.race([seen, new Promise<undefined>((resolve) => setTimeout(resolve, round < WARM_UP ? 2000 : 10_000))]);
      waiting.splice(0);
      early.splice(0);
      if (round < WARM_UP) continue;
      if (!other) throw new Error(`P17: the other board did not show story ${id} at its new place`);
      if (other.items !== ITEMS) throw new Error(`P17: the other board listed ${other.items} stories`);
      serverMs.push(movedAt - sentAt);
      endToEndMs.push(other.readAt - sentAt);
    }
    console.log(
      `P17 (${database}): ${ITEMS} stories; move server ms p50 ${median(serverMs).toFixed(1)}, p95 ${p95(serverMs).toFixed(1)}; other board shows it p50 ${median(endToEndMs).toFixed(1)}, p95 ${p95(endToEndMs).toFixed(1)}`,
    );
    return [
      {
        id: 'P17',
        measure: `a story move on a board of ${ITEMS} stories (${database}): the server's time (p50), and until another editor's graphql-ws board has the event and has re-read the stories list (p95)`,
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
