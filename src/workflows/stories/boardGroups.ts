import { BOARD_STATE } from '../../../resources/storyBoardFields.ts';
import { movedAfter } from '../../controls/board/boardOrder.ts';
import type { BoardFilter } from './boardMethods.ts';

/** What the board's order needs of a row. */
interface Grouped {
  id: string;
  pinned: boolean;
}

/** The board's two tabs: the ordered published list, and the pending one by publish date. */
export type BoardTab = 'published' | 'pending';

/** The board's filters, in the address (`?filter=`). */
export interface BoardChoices {
  category?: string;
  type?: string;
  startDate?: string;
  endDate?: string;
}

/** The board's address (`?filter=`): its filters, and the tab as the state it lists ('PENDING': the pending tab), where an editor's save sends back to. */
export interface BoardAddress extends BoardChoices {
  state?: string;
}

/** The tab an address shows. */
export const tabOf = (address: BoardAddress): BoardTab => (address.state === BOARD_STATE.pending ? 'pending' : 'published');

/** The pinned ones on top, then the others, each group in the order given. */
export const splitGroups = <T extends Grouped>(rows: readonly T[]) => ({ pinned: rows.filter((row) => row.pinned), unpinned: rows.filter((row) => !row.pinned) });

/**
 * The published rows with `id` put right after `afterId` within its own group, as the server's
 * moveStory / moveReel do: null, or a row of the other group, clamps it to the edge of its group
 * that faces the other (a pinned one goes last of the pinned, an unpinned one first of the others).
 */
export function movedInGroup<T extends Grouped>(rows: readonly T[], id: string, afterId: string | null): T[] | undefined {
  const moved = rows.find((row) => row.id === id);
  if (!moved || (afterId !== null && !rows.some((row) => row.id === afterId))) return undefined;
  const { pinned, unpinned } = splitGroups(rows);
  const group = moved.pinned ? pinned : unpinned;
  const inGroup = afterId === null || group.some((row) => row.id === afterId);
  const clamped = inGroup ? afterId : moved.pinned ? (group.filter((row) => row.id !== id).at(-1)?.id ?? null) : null;
  const reordered = movedAfter(group, id, clamped);
  if (!reordered) return undefined;
  return moved.pinned ? [...reordered, ...unpinned] : [...pinned, ...reordered];
}

/** The published rows after a pin (it goes last of the pinned) or an unpin (first of the others), as pinStory / pinReel do. */
export function pinnedInGroup<T extends Grouped>(rows: readonly T[], id: string, pinned: boolean): T[] | undefined {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row || row.pinned === pinned) return undefined;
  const groups = splitGroups(rows.filter((candidate) => candidate.id !== id));
  // Either way it lands on the line between the groups: under the pinned ones, above the others.
  return [...groups.pinned, { ...row, pinned }, ...groups.unpinned];
}

/** Any filter chosen: the list is then a part of the board, so its order and pins are not changed from it (spec 02 §4). */
export const isFiltered = (choices: BoardChoices) => Boolean(choices.category || choices.type || (choices.startDate && choices.endDate));

/** The server's filter of a tab under the choices. */
export function boardFilterOf(choices: BoardChoices, tab: BoardTab): BoardFilter {
  return {
    state: [tab === 'pending' ? BOARD_STATE.pending : BOARD_STATE.published],
    ...(choices.category ? { categoryIds: [choices.category] } : {}),
    ...(choices.type ? { type: [Number(choices.type)] } : {}),
    ...(choices.startDate && choices.endDate ? { publishDateFrom: choices.startDate, publishDateTo: choices.endDate } : {}),
  };
}
