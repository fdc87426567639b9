import { stories } from '../../resources/story.ts';
import { graphqlCall } from '../server/support/graphqlCall.ts';
import { resourceCalls } from '../server/support/resourceCalls.ts';
import { BOARD_BENCH, boardMoveRow, openOtherBoard, shownWithin, startBoardBench, type OtherBoard } from './otherBoard.ts';
import type { BenchRow } from './table.ts';

const { items: ITEMS, warmUp: WARM_UP, moves: MOVES } = BOARD_BENCH;

interface Shown {
  id?: string;
  position?: string;
  items?: number;
  receivedAt: number;
  readAt: number;
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
  const { database, app, admin, editor } = await startBoardBench();
  let board: OtherBoard | undefined;
  try {
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
    board = openOtherBoard<Shown>('P17', 'storyBoardClient.ts', { baseUrl: app.baseUrl, token: editor.token }, (message) => {
      const index = waiting.findIndex((entry) => entry.id === message.id && entry.position === message.position);
      if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
      else early.push(message);
    });
    await board.connected;
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
      const other = await shownWithin(seen, round < WARM_UP);
      waiting.splice(0);
      early.splice(0);
      if (round < WARM_UP) continue;
      if (!other) throw new Error(`P17: the other board did not show story ${id} at its new place`);
      if (other.items !== ITEMS) throw new Error(`P17: the other board listed ${other.items} stories`);
      serverMs.push(movedAt - sentAt);
      endToEndMs.push(other.readAt - sentAt);
    }
    return [boardMoveRow('P17', { database, board: `${ITEMS} stories`, measure: `a story move on a board of ${ITEMS} stories (${database}): the server's time (p50), and until another editor's graphql-ws board has the event and has re-read the stories list (p95)`, serverMs, endToEndMs })];
  } finally {
    await board?.close();
    await app.stop();
  }
}
