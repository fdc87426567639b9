/**
 * What the server computes on every content save and status change (spec 02 §3): the content date
 * when none was given; the publish date, when an item becomes approved without one, is now (the
 * editor's Publish and the list's switch alike); and `isPublished` — approved, and its publish date come. An approved item whose
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

/** Becoming approved (created approved, or approved now) with no publish date: it is published now. */
function publishDateOf({ data, originalDoc }: Pick<BeforeChangeArgs, 'data' | 'originalDoc'>, now: Date): unknown {
  const approving = Number(data.status) === APPROVED && Number(originalDoc?.status) !== APPROVED;
  return approving && isBlank(data.publishDate) ? now.toISOString() : data.publishDate;
}

export function computeContentValues({ data, originalDoc }: Pick<BeforeChangeArgs, 'data' | 'originalDoc'>, now = new Date()): Record<string, unknown> {
  const values = { ...data, publishDate: publishDateOf({ data, originalDoc }, now) };
  return {
    ...values,
    contentDate: isBlank(data.contentDate) ? now.toISOString() : data.contentDate,
    isPublished: isPublishedAt(values, now),
  };
}
