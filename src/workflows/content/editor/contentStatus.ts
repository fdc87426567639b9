export type ContentStatus = 'approved' | 'unapproved' | 'scheduled';

const APPROVED = 1;

/** What the sites make of the item: approved with a publish date ahead is scheduled (spec 02 §4). */
export function contentStatus(values: { status?: unknown; publishDate?: unknown }, now: Date): ContentStatus {
  if (Number(values.status) !== APPROVED) return 'unapproved';
  const publishAt = values.publishDate ? new Date(String(values.publishDate)) : undefined;
  return publishAt && !Number.isNaN(publishAt.getTime()) && publishAt > now ? 'scheduled' : 'approved';
}

export const PUBLISHED_STATUS = APPROVED;
