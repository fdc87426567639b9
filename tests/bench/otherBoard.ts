import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { demoToken } from '../server/support/demoTokens.ts';
import type { CallOptions } from '../server/support/graphqlCall.ts';
import { startTestApp, type TestApp } from '../server/support/testApp.ts';
import type { BenchRow } from './table.ts';
import { median, p95 } from './timing.ts';

/** What the board benches (P10, P17) share: their sizes, their server, another editor's board in a process of its own, and their row. */

/** Items on the board, moves not measured while the subscription settles, moves measured, the goal end to end (ms). */
export const BOARD_BENCH = { items: 100, warmUp: 5, moves: 40, goalMs: 100 } as const;

/** The server, on PostgreSQL when TEST_DATABASE_URL (or BENCH_DATABASE_URL) names one, else PGlite, with an administrator and an editor of site 4. */
export async function startBoardBench(): Promise<{ database: 'postgres' | 'pglite'; app: TestApp; admin: CallOptions; editor: CallOptions }> {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  const app = await startTestApp(database, { rateLimitMax: 10_000_000 });
  try {
    const admin = { token: await demoToken(app.baseUrl, 'admin'), siteId: '4', language: 'en' };
    const editor = { token: await demoToken(app.baseUrl, 'editor'), siteId: '4', language: 'en' };
    return { database, app, admin, editor };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

export interface OtherBoard {
  connected: Promise<void>;
  close(): Promise<void>;
}

/** Forks `script` (a board client of this folder) with `options`; its messages other than connected / error go to `onShown`. */
export function openOtherBoard<M>(id: string, script: string, options: unknown, onShown: (message: M) => void): OtherBoard {
  let board: ChildProcess | undefined;
  const connected = new Promise<void>((resolve, reject) => {
    board = fork(path.join(import.meta.dirname, script), [JSON.stringify(options)], { execArgv: process.execArgv });
    board.on('message', (message: M & { connected?: boolean; error?: string }) => {
      if (message.connected) return resolve();
      if (message.error) return reject(new Error(`${id}: the other board ended: ${message.error}`));
      onShown(message);
    });
  });
  return {
    connected,
    async close() {
      if (!board?.connected) return;
      const exited = new Promise((resolve) => board!.once('exit', resolve));
      board.send('close');
      await exited;
    },
  };
}

/** The other board's answer, or undefined when it did not come in time (a warm-up move may go unseen while the subscription settles). */
export const shownWithin = <T>(seen: Promise<T>, warmUp: boolean): Promise<T | undefined> =>
  Promise.race([seen, new Promise<undefined>((resolve) => setTimeout(resolve, warmUp ? 2000 : 10_000))]);

/** A board move's row, logged too: the server's time (p50) and until the other board shows it (p95), held to the goal. */
export function boardMoveRow(id: string, run: { database: string; board: string; measure: string; serverMs: number[]; endToEndMs: number[] }): BenchRow {
  const { serverMs, endToEndMs } = run;
  console.log(
    `${id} (${run.database}): ${run.board}; move server ms p50 ${median(serverMs).toFixed(1)}, p95 ${p95(serverMs).toFixed(1)}; other board shows it p50 ${median(endToEndMs).toFixed(1)}, p95 ${p95(endToEndMs).toFixed(1)}`,
  );
  return {
    id,
    measure: run.measure,
    figure: `${median(serverMs).toFixed(1)} ms; ${p95(endToEndMs).toFixed(1)} ms`,
    baseline: '-',
    ratio: null,
    goal: `≤ ${BOARD_BENCH.goalMs} ms end to end`,
    pass: p95(endToEndMs) <= BOARD_BENCH.goalMs,
  };
}
