/**
 * The auto headline (spec 02 §3): with auto settings, a headline shows its manual items first,
 * then the newest approved, published contents of that category and type (either may be unset)
 * not already on it, up to the total content count. Computed on every read, never stored, so it
 * follows publishing without a job; such items carry `auto` and cannot be moved.
 */
import { and, desc, eq, notInArray, type SQL } from 'drizzle-orm';
import { APPROVED } from '../../resources/contentHooks.ts';
import type { Db } from '../db/client.ts';
import type { HeadlineItemRow, HeadlineRow } from '../db/headlinesTable.ts';
import { contentsTable } from '../engine/resourceTables.ts';

export const isAuto = (headline: Pick<HeadlineRow, 'autoTotalCount' | 'autoCategoryId' | 'autoContentType'>) =>
  headline.autoTotalCount !== null && (headline.autoCategoryId !== null || headline.autoContentType !== null);

export async function autoItems(db: Pick<Db, 'select'>, headline: HeadlineRow, own: readonly HeadlineItemRow[]): Promise<HeadlineItemRow[]> {
  if (!isAuto(headline)) return [];
  const live = own.filter((item) => item.state === 'LIVE');
  const wanted = headline.autoTotalCount! - live.length;
  if (wanted <= 0) return [];
  const table = contentsTable;
  const taken = own.flatMap((item) => (item.contentId === null ? [] : [item.contentId]));
  const conditions: SQL[] = [eq(table.siteId, headline.siteId), eq(table.status, APPROVED), eq(table.isPublished, true)];
  if (headline.autoCategoryId !== null) conditions.push(eq(table.categoryId, headline.autoCategoryId));
  if (headline.autoContentType !== null) conditions.push(eq(table.type, headline.autoContentType));
  if (taken.length > 0) conditions.push(notInArray(table.id, taken));
  const rows = await db
    .select({ id: table.id, title: table.title, spot: table.spot, publishDate: table.publishDate })
    .from(table)
    .where(and(...conditions))
    .orderBy(desc(table.publishDate), desc(table.id))
    .limit(wanted);
  return rows.map((row) => ({
    // Not a stored item: negative, so it never meets a real id.
    id: -(row.id as number),
    headlineId: headline.id,
    siteId: headline.siteId,
    contentId: row.id as number,
    external: null,
    provider: 'contents',
    sortKey: '',
    pin: 'NONE',
    pinnedOrder: null,
    pinnedUntil: null,
    title: String(row.title ?? ''),
    titleHidden: false,
    spot: (row.spot as string | null) ?? null,
    spotHidden: false,
    manualUrl: null,
    images: {},
    archive: false,
    tagId: null,
    headlinedAt: (row.publishDate as Date | null) ?? null,
    state: 'LIVE',
    publishAt: null,
    pendingOrder: null,
    version: 0,
    updatedAt: headline.updatedAt,
    updatedBy: null,
  }));
}
