/**
 * A board's order in one text column, `position` (README.md, "The model"): a group digit, then
 *   '0' + hex(fractional key)  pinned published items, in pin order;
 *   '1' + hex(fractional key)  the other published items, in the editors' order;
 *   '2' + zero-padded epoch ms of the publish date  pending items, soonest first.
 * A fractional key (`fractional-indexing`) sits between two others, so a move writes one row. Its
 * characters are base-62 ASCII, whose order differs between the C collation and linguistic ones
 * ('a' < 'B' in one, not in the other); two hex digits per character keep the byte order and use
 * only [0-9a-f], ordered alike in every collation, so the database's `ORDER BY position` is the board.
 */
import { generateKeyBetween } from 'fractional-indexing';

export type BoardGroup = '0' | '1' | '2';

export const PINNED: BoardGroup = '0';
export const PUBLISHED: BoardGroup = '1';
export const PENDING: BoardGroup = '2';

/** Wide enough for any date a dateTime holds (up to the year 275760). */
const MS_DIGITS = 15;

const toHex = (key: string) => Array.from(key, (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');

function fromHex(hex: string): string {
  let key = '';
  for (let index = 0; index + 1 < hex.length; index += 2) key += String.fromCharCode(parseInt(hex.slice(index, index + 2), 16));
  return key;
}

export const groupOf = (position: string | null | undefined): BoardGroup | undefined =>
  position && (position[0] === PINNED || position[0] === PUBLISHED || position[0] === PENDING) ? (position[0] as BoardGroup) : undefined;

/** The fractional key of a published item's position (undefined for a pending one). */
export function keyOf(position: string | null | undefined): string | undefined {
  const group = groupOf(position);
  return group === PINNED || group === PUBLISHED ? fromHex(position!.slice(1)) : undefined;
}

/** A pending item's position: by its publish date (equal dates: by id, the list's tie-break). */
export function pendingPosition(publishDate: Date): string {
  return PENDING + String(Math.max(0, publishDate.getTime())).padStart(MS_DIGITS, '0');
}

/**
 * The position of a published item in `group` between the positions `before` and `after` (either
 * null: the end of the group). Positions from another group are ignored.
 */
export function positionBetween(group: typeof PINNED | typeof PUBLISHED, before: string | null | undefined, after: string | null | undefined): string {
  const low = groupOf(before) === group ? keyOf(before)! : null;
  const high = groupOf(after) === group ? keyOf(after)! : null;
  // Keys are written under the board's lock, so two are never equal; a tie would still sort by id.
  const key = low !== null && high !== null && low >= high ? generateKeyBetween(low, null) : generateKeyBetween(low, high);
  return group + toHex(key);
}
