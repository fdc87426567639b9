/**
 * The fields stories and reels share (resources/story.ts, resources/reel.ts): what an editor
 * sets on both (title, type, categories, publish date) and what the server writes for the board
 * (state, pin, position; server/stories/README.md).
 */
import { STORY_STATE, STORY_TYPE, type EnumDefinition } from './enums.ts';
import { boolean, dateTime, enumeration, references, text } from './fields.ts';

/** Title, type, categories and publish date, first on both forms. */
export const storyBoardHead = () => ({
  /** The name under the item's circle on the site (ours: the spec names none). */
  title: text({ required: true, maxLength: 80, list: true, search: true }),
  type: enumeration(STORY_TYPE, { required: true, defaultValue: 1, list: true, filter: true }),
  /** None: the item shows in every category (an advertisement's save asks first). */
  categoryIds: references('categories', { list: true, filter: true }),
  /** Ahead: the item waits on the pending list and is published at that time. */
  publishDate: dateTime({ required: true, list: true, filter: true }),
});

/** The board's own fields, written by the server only. */
export const storyBoardPlace = () => ({
  /** Pending or published: the server's, from the publish date and the publishing job. */
  state: enumeration(STORY_STATE, { readOnly: true, list: true, filter: true }),
  /** Pinned items stay on top of the published list, in the order they were pinned. */
  pinned: boolean({ readOnly: true, list: true, filter: true }),
  /**
   * The list's sort key (server/stories/boardKeys.ts): the group (pinned, published, pending) then
   * a fractional key, so a move writes one row; compared as text in any collation.
   */
  position: text({ readOnly: true, delivery: false }),
});

const valueOf = (definition: EnumDefinition, key: string) => definition.values.find((entry) => entry.key === key)!.value;

/** The states a story or reel is in (STORY_STATE), as stored and filtered. */
export const BOARD_STATE = { pending: String(valueOf(STORY_STATE, 'pending')), published: String(valueOf(STORY_STATE, 'published')) } as const;

const ADVERTISEMENT = Number(valueOf(STORY_TYPE, 'advertisement'));

/** Whether a story's or reel's type is an advertisement (STORY_TYPE). */
export const isAdvertisement = (type: unknown): boolean => Number(type) === ADVERTISEMENT;

/** A publish date as given (a Date or ISO text): a time, or undefined while there is none. */
export function publishMoment(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The rule both sides apply at a save: a date ahead of now waits on the pending list (its moment), any other is published at once. */
export function waitsUntil(publishDate: unknown, now: Date): Date | undefined {
  const moment = publishMoment(publishDate);
  return moment && moment.getTime() > now.getTime() ? moment : undefined;
}
