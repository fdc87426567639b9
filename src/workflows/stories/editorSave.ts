/**
 * What the story and reel editors decide around a save (spec 02 §4–§5): whether the publish date
 * keeps the item waiting on the pending list, whether an advertisement of no category asks first
 * and which list tab holds the saved item.
 */
import { BOARD_STATE, isAdvertisement } from '../../../resources/storyBoardFields.ts';
import { FILTER_PARAM, writeFilter } from '../../controls/list/addressFilter.ts';

export { isAdvertisement, waitsUntil } from '../../../resources/storyBoardFields.ts';

export type Board = 'story' | 'reels';

/** An advertisement with no category shows in every category: the save asks first. */
export function asksEveryCategory(values: { type?: unknown; categoryIds?: unknown }): boolean {
  const categories = Array.isArray(values.categoryIds) ? values.categoryIds : [];
  return isAdvertisement(values.type) && categories.length === 0;
}

/** The list tab that holds a saved item: the board's list filtered to its state (pending or published). */
export function listPathOf(board: Board, state: unknown): string {
  const filter = writeFilter({ state: state === BOARD_STATE.pending ? BOARD_STATE.pending : BOARD_STATE.published });
  return `/${board}/list?${new URLSearchParams({ [FILTER_PARAM]: filter! }).toString()}`;
}
