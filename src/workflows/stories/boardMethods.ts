import type { BoardReelFieldsFragment, BoardStoryFieldsFragment, StoryFilter } from '../../graphql/graphql.ts';
import type { WorkflowClient } from '../../providers/featureMethods.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import {
  DELETE_BOARD_REEL,
  DELETE_BOARD_STORY,
  GET_BOARD_CATEGORIES,
  GET_BOARD_REELS,
  GET_BOARD_STORIES,
  MOVE_REEL,
  MOVE_STORY,
  PIN_REEL,
  PIN_STORY,
  REELS_CHANGED,
  STORIES_CHANGED,
} from './boardDocuments.ts';

/** The two boards: one screen, one set of methods, told which. */
export type BoardKind = 'stories' | 'reels';

/** A story or a reel as its board shows it. */
export interface BoardRow {
  id: string;
  version: number;
  title: string;
  type: number | null;
  categoryIds: string[];
  publishDate: string | null;
  state: string | null;
  pinned: boolean;
  position: string | null;
  /** The stored path of its picture: the first frame's, or the reel's poster. */
  picture: string | null;
  /** A story's frames; none for a reel. */
  framesCount?: number;
}

/** The board's filter (the declared resources' StoryFilter and ReelFilter are the same). */
export type BoardFilter = StoryFilter;

export interface BoardChange {
  id: string;
  kind: string;
  byUserId?: string | null;
  at: string;
}

/** A page this long, asked until a shorter one: a board shows every story it holds, to be ordered. */
const BOARD_PAGE = 200;

/** The board tells a refused write itself, not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

const common = (record: BoardStoryFieldsFragment | BoardReelFieldsFragment) => ({
  id: record.id,
  version: record.version,
  title: record.title ?? '',
  type: record.type ?? null,
  categoryIds: record.categoryIds ?? [],
  publishDate: record.publishDate ?? null,
  state: record.state ?? null,
  pinned: record.pinned,
  position: record.position ?? null,
});

export const storyRow = (story: BoardStoryFieldsFragment): BoardRow => ({
  ...common(story),
  picture: story.frames?.[0]?.image || null,
  framesCount: story.frames?.length ?? 0,
});

export const reelRow = (reel: BoardReelFieldsFragment): BoardRow => ({ ...common(reel), picture: reel.shownPosterPath || null });

/**
 * The stories' and reels' boards' named data provider methods (spec 02 §3–§5, §8): the list in the
 * board's order (the server sorts by `position`), one-row moves and pins, a delete, and the
 * board's changes. Each takes the board's kind.
 */
export const boardMethods = (client: WorkflowClient) => {
  const page = async (kind: BoardKind, filter: BoardFilter, number: number): Promise<BoardRow[]> => {
    const variables = { filter, page: number, limit: BOARD_PAGE };
    if (kind === 'stories') return dataOrThrow(await client.query({ query: GET_BOARD_STORIES, variables, fetchPolicy: 'no-cache' })).stories.map(storyRow);
    return dataOrThrow(await client.query({ query: GET_BOARD_REELS, variables, fetchPolicy: 'no-cache' })).reels.map(reelRow);
  };
  return {
    /** Every story (reel) the filter keeps, in the board's order: pinned, published, then pending soonest first. */
    async getBoard(kind: BoardKind, filter: BoardFilter): Promise<BoardRow[]> {
      const rows: BoardRow[] = [];
      for (let number = 1; ; number += 1) {
        const next = await page(kind, filter, number);
        rows.push(...next);
        if (next.length < BOARD_PAGE) return rows;
      }
    },
    /** The site's categories, for the filter and the rows' names. */
    async getBoardCategories(): Promise<{ id: string; name: string }[]> {
      return dataOrThrow(await client.query({ query: GET_BOARD_CATEGORIES })).allCategories.map((category) => ({ id: category.id, name: category.name ?? category.id }));
    },
    /** Puts a published one right after `afterId` (null: first of its group). */
    async moveOnBoard(kind: BoardKind, id: string, afterId: string | null): Promise<BoardRow> {
      if (kind === 'stories') return storyRow(dataOrThrow(await client.mutate({ mutation: MOVE_STORY, variables: { id, afterId }, context: QUIET })).moveStory);
      return reelRow(dataOrThrow(await client.mutate({ mutation: MOVE_REEL, variables: { id, afterId }, context: QUIET })).moveReel);
    },
    /** Pins (last of the pinned) or unpins (first of the others) a published one. */
    async pinOnBoard(kind: BoardKind, id: string, pinned: boolean): Promise<BoardRow> {
      if (kind === 'stories') return storyRow(dataOrThrow(await client.mutate({ mutation: PIN_STORY, variables: { id, pinned }, context: QUIET })).pinStory);
      return reelRow(dataOrThrow(await client.mutate({ mutation: PIN_REEL, variables: { id, pinned }, context: QUIET })).pinReel);
    },
    async deleteFromBoard(kind: BoardKind, id: string, version: number): Promise<void> {
      if (kind === 'stories') dataOrThrow(await client.mutate({ mutation: DELETE_BOARD_STORY, variables: { id, version }, context: QUIET }));
      else dataOrThrow(await client.mutate({ mutation: DELETE_BOARD_REEL, variables: { id, version }, context: QUIET }));
    },
    /** Calls `onChange` with every change of the board on the working site until the returned function is called. */
    async watchBoard(kind: BoardKind, onChange: (change: BoardChange) => void): Promise<() => void> {
      const subscription =
        kind === 'stories'
          ? client.subscribe({ query: STORIES_CHANGED }).subscribe({
              next: ({ data }) => {
                if (data?.storiesChanged) onChange(data.storiesChanged);
              },
              error: (error: unknown) => console.warn('The stories are no longer followed', error),
            })
          : client.subscribe({ query: REELS_CHANGED }).subscribe({
              next: ({ data }) => {
                if (data?.reelsChanged) onChange(data.reelsChanged);
              },
              error: (error: unknown) => console.warn('The reels are no longer followed', error),
            });
      return () => subscription.unsubscribe();
    },
  };
};

export type BoardMethods = ReturnType<typeof boardMethods>;
