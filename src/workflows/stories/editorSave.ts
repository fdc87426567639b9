/**
 * What the story and reel editors decide around a save (spec 02 §4–§5): whether the publish date
 * keeps the item waiting on the pending list, whether an advertisement of no category asks first
 * and which list tab holds the saved item.
 */
import { STORY_STATE, STORY_TYPE } from '../../../resources/enums.ts';
import { FILTER_PARAM, writeFilter } from '../../controls/list/addressFilter.ts';

export type Board = 'story' | 'reels';

const ADVERTISEMENT = STORY_TYPE.values.find((entry) => entry.key === 'advertisement')!.value;
const PENDING = STORY_STATE.values.find((entry) => entry.key === 'pending')!.value;

/** The publish date read from the form: a time, or undefined while there is none. */
export function publishMoment(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** As the server decides it at the save: a date ahead of now waits on the pending list, any other is published at once. */
export function waitsUntil(publishDate: unknown, now: Date): Date | undefined {
  const moment = publishMoment(publishDate);
  return moment && moment.getTime() > now.getTime() ? moment : undefined;
}

export const isAdvertisement = (type: unknown): boolean => Number(type) === ADVERTISEMENT;

/** An advertisement with no category shows in every category: the save asks first. */
export function asksEveryCategory(values: { type?: unknown; categoryIds?: unknown }): boolean {
  const categories = Array.isArray(values.categoryIds) ? values.categoryIds : [];
  return isAdvertisement(values.type) && categories.length === 0;
}

/** The list tab that holds a saved item: the board's list filtered to its state (pending or published). */
export function listPathOf(board: Board, state: unknown): string {
  const filter = writeFilter({ state: state === PENDING ? PENDING : STORY_STATE.values.find((entry) => entry.key === 'published')!.value });
  return `/${board}/list?${new URLSearchParams({ [FILTER_PARAM]: filter! }).toString()}`;
}
