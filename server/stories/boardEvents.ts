/**
 * A board's changes on the event bus (this process, or Redis across servers), one topic per board
 * ('stories', 'reels') and site, published after the change's commit: the open lists read the board again.
 */
import type { EventBus, EventStream } from '../events/eventBus.ts';
import type { BoardName } from './boards.ts';

export type BoardChangeKind = 'saved' | 'moved' | 'pinned' | 'published' | 'deleted';

export interface BoardChange {
  id: string;
  kind: BoardChangeKind;
  /** Null for the publishing job. */
  byUserId: string | null;
  at: string;
}

/** Resolves to why it could not (Redis unreachable), never rejects: the change is committed either way. */
export async function publishBoardChange(
  events: EventBus,
  board: BoardName,
  site: number,
  change: { id: number | string; kind: BoardChangeKind; byUserId: number | null; at?: Date },
): Promise<string | undefined> {
  const payload: BoardChange = {
    id: String(change.id),
    kind: change.kind,
    byUserId: change.byUserId === null ? null : String(change.byUserId),
    at: (change.at ?? new Date()).toISOString(),
  };
  try {
    await events.publish({ topic: board, site }, payload);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export const boardChanges = (events: EventBus, board: BoardName, site: number): EventStream<BoardChange> => events.subscribe<BoardChange>({ topic: board, site });
