import { headlineCalls, newContents, newHeadlineType, type HeadlineData } from '../server/support/headlineCalls.ts';
import { BOARD_BENCH, boardMoveRow, openOtherBoard, shownWithin, startBoardBench, type OtherBoard } from './otherBoard.ts';
import type { BenchRow } from './table.ts';

const { items: ITEMS, warmUp: WARM_UP, moves: MOVES } = BOARD_BENCH;

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
  const { database, app, admin, editor } = await startBoardBench();
  let board: OtherBoard | undefined;
  try {
    const contents = await newContents(app.yoga, admin, ITEMS);
    const { categoryId, headline: empty } = await newHeadlineType(app.yoga, admin, { itemCount: ITEMS });
    const filled = await headlineCalls(app.yoga, admin).save({ id: empty.id, version: empty.version, items: contents.map((contentId, index) => ({ contentId, order: index + 1 })) });
    let headline: HeadlineData = filled.data!.saveHeadline;
    if (headline.items.length !== ITEMS) throw new Error(`P10: the board holds ${headline.items.length} items`);

    const shown = new Map<number, (entry: Shown) => void>();
    const now = () => performance.timeOrigin + performance.now();
    board = openOtherBoard<Shown>('P10', 'headlineBoardClient.ts', { baseUrl: app.baseUrl, token: editor.token, categoryId, headlineId: headline.id }, (message) => {
      if (message.event !== undefined) shown.get(message.event)?.(message);
    });
    await board.connected;
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
      const other = await shownWithin(seen, round < WARM_UP);
      if (round < WARM_UP) continue;
      if (!other || other.version! < version) throw new Error(`P10: the other board did not show version ${version}`);
      serverMs.push(movedAt - sentAt);
      endToEndMs.push(other.readAt - sentAt);
    }
    return [boardMoveRow('P10', { database, board: `${ITEMS} items`, measure: `a headline move on a board of ${ITEMS} items (${database}): the server's time (p50), and until another editor's graphql-ws board has the event and has re-read the headline (p95)`, serverMs, endToEndMs })];
  } finally {
    await board?.close();
    await app.stop();
  }
}
