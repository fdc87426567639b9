/**
 * Old headlines (spec 02 §4, headline-old/list): a category's headlines as they were at an
 * instant, rebuilt from headline_item_history: each item's latest state at or before it, unless
 * that state is its removal. Auto items are not stored, so an old headline shows the manual ones.
 */
import { and, desc, inArray, lte, asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { headlineItemHistory, type HeadlineItemRow } from '../db/headlinesTable.ts';
import { categoryHeadlines, headlineViews, type HeadlineView } from './headlineRead.ts';

const DATE_FIELDS = ['pinnedUntil', 'headlinedAt', 'publishAt', 'updatedAt'] as const;

/** A history state (JSON) as the row it was. */
function rowOf(state: Record<string, unknown>): HeadlineItemRow {
  const row = { ...state } as Record<string, unknown>;
  for (const field of DATE_FIELDS) row[field] = typeof row[field] === 'string' ? new Date(row[field] as string) : null;
  return row as unknown as HeadlineItemRow;
}

export async function oldHeadlines(db: Pick<Db, 'select' | 'selectDistinctOn'>, siteId: number, headlineCategoryId: string, at: Date): Promise<HeadlineView[]> {
  const rows = await categoryHeadlines(db, siteId, headlineCategoryId);
  if (rows.length === 0) return [];
  const latest = await db
    .selectDistinctOn([headlineItemHistory.itemId])
    .from(headlineItemHistory)
    .where(and(inArray(headlineItemHistory.headlineId, rows.map((row) => row.id)), lte(headlineItemHistory.at, at)))
    .orderBy(asc(headlineItemHistory.itemId), desc(headlineItemHistory.at), desc(headlineItemHistory.id));
  const items = latest.filter((entry) => !entry.removed).map((entry) => rowOf(entry.state));
  return headlineViews(db, rows, { now: at, items });
}
