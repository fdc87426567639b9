import { graphql, HttpResponse } from 'msw';
import type { BoardReelFieldsFragment, BoardStoryFieldsFragment, StoryFilter } from '../../graphql/graphql.ts';
import { movedInGroup, pinnedInGroup } from '../../workflows/stories/boardGroups.ts';
import { BOARD_CATEGORIES, sampleBoardReels, sampleBoardStories } from './samples/storyBoardSamples.ts';

type Record = BoardStoryFieldsFragment | BoardReelFieldsFragment;

export interface StoryBoardApiOptions {
  /** No stories or reels at all. */
  empty?: boolean;
  /** The server refuses moves and pins with this message. */
  refuse?: string;
}

const refusal = (message: string): Response => HttpResponse.json({ data: null, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

const kept = (record: Record, filter: StoryFilter | undefined) =>
  (!filter?.state || filter.state.includes(record.state ?? '')) &&
  (!filter?.type || filter.type.includes(record.type ?? 0)) &&
  (!filter?.categoryIds || filter.categoryIds.some((id) => record.categoryIds?.map(String).includes(String(id)))) &&
  (!filter?.publishDateFrom || (record.publishDate ?? '') >= filter.publishDateFrom) &&
  (!filter?.publishDateTo || (record.publishDate ?? '') <= filter.publishDateTo);

/**
 * The stories' and reels' boards over records in memory, for one story or spec: moves and pins
 * keep the groups as the server does (pinned on top), and are recorded.
 */
export function storyBoardApi(options: StoryBoardApiOptions = {}) {
  const boards = { stories: options.empty ? [] : sampleBoardStories(), reels: options.empty ? [] : sampleBoardReels() } as { stories: Record[]; reels: Record[] };
  const writes: { operation: string; id: string; afterId?: string | null; pinned?: boolean }[] = [];
  const published = (board: Record[]) => board.filter((record) => record.state === 'PUBLISHED');
  const pending = (board: Record[]) => board.filter((record) => record.state !== 'PUBLISHED');

  const write = (kind: 'stories' | 'reels', field: string, reorder: (board: Record[], variables: { [key: string]: unknown }) => Record[] | undefined) =>
    ({ variables }: { variables: { [key: string]: unknown } }): Response => {
      writes.push({ operation: field, id: String(variables.id), afterId: variables.afterId as string | null | undefined, pinned: variables.pinned as boolean | undefined });
      if (options.refuse) return refusal(options.refuse);
      const board = boards[kind];
      const next = reorder(published(board), variables);
      if (!next) return refusal('Not found');
      boards[kind] = [...next, ...pending(board)];
      return HttpResponse.json({ data: { [field]: boards[kind].find((record) => record.id === variables.id) } });
    };
  const remove = (kind: 'stories' | 'reels', field: string) => ({ variables }: { variables: { [key: string]: unknown } }): Response => {
    writes.push({ operation: field, id: String(variables.id) });
    boards[kind] = boards[kind].filter((record) => record.id !== variables.id);
    return HttpResponse.json({ data: { [field]: { __typename: kind === 'stories' ? 'Story' : 'Reel', id: variables.id } } });
  };

  const handlers = [
    graphql.query('GetBoardCategories', () => HttpResponse.json({ data: { allCategories: BOARD_CATEGORIES } })),
    graphql.query('GetBoardStories', ({ variables }) => HttpResponse.json({ data: { stories: boards.stories.filter((record) => kept(record, variables.filter as StoryFilter)) } })),
    graphql.query('GetBoardReels', ({ variables }) => HttpResponse.json({ data: { reels: boards.reels.filter((record) => kept(record, variables.filter as StoryFilter)) } })),
    graphql.mutation('MoveStory', write('stories', 'moveStory', (board, { id, afterId }) => movedInGroup(board, String(id), (afterId as string | null) ?? null))),
    graphql.mutation('MoveReel', write('reels', 'moveReel', (board, { id, afterId }) => movedInGroup(board, String(id), (afterId as string | null) ?? null))),
    graphql.mutation('PinStory', write('stories', 'pinStory', (board, { id, pinned }) => pinnedInGroup(board, String(id), Boolean(pinned)))),
    graphql.mutation('PinReel', write('reels', 'pinReel', (board, { id, pinned }) => pinnedInGroup(board, String(id), Boolean(pinned)))),
    graphql.mutation('DeleteBoardStory', remove('stories', 'deleteStory')),
    graphql.mutation('DeleteBoardReel', remove('reels', 'deleteReel')),
  ];
  return { handlers, boards, writes };
}
