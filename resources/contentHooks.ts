/**
 * What the server computes on every content save (spec 02 §3): the content date when none was
 * given, and `isPublished` — approved, and its publish date (if any) come. An approved item whose
 * publish date is still ahead is published at that moment by a job (server/content/scheduledPublish.ts).
 */
import type { BeforeChangeArgs } from './resourceHooks.ts';
import { asTime, isBlank } from './validationRule.ts';

export const APPROVED = 1;

/** Whether a content with these values is visible on the sites at `now`. */
export function isPublishedAt(values: Readonly<Record<string, unknown>>, now: Date): boolean {
  if (Number(values.status) !== APPROVED) return false;
  const publishAt = asTime(values.publishDate);
  return publishAt === undefined || publishAt <= now.getTime();
}

export function computeContentValues({ data }: Pick<BeforeChangeArgs, 'data'>, now = new Date()): Record<string, unknown> {
  return {
    ...data,
    contentDate: isBlank(data.contentDate) ? now.toISOString() : data.contentDate,
    isPublished: isPublishedAt(data, now),
  };
}
