/** What the board shows of our contents on a headline: title, type, approval, publish date, cover. */
import { inArray } from 'drizzle-orm';
import { APPROVED } from '../../resources/contentHooks.ts';
import type { Db } from '../db/client.ts';
import { contentsTable } from '../engine/resourceTables.ts';

export interface ContentSummary {
  id: string;
  title: string;
  contentType: number;
  isApproved: boolean;
  publishedAt: Date | null;
  coverUrl: string | null;
}

interface CoverEntry {
  image?: { path?: string | null } | null;
  isSelected?: boolean;
}

/** The selected cover's file, served by the storage route; null when the content has none. */
export function coverUrlOf(coverImages: unknown): string | null {
  const covers = (Array.isArray(coverImages) ? coverImages : []) as CoverEntry[];
  const path = (covers.find((cover) => cover.isSelected) ?? covers[0])?.image?.path;
  return path ? `/storage/files/${path.split('/').map(encodeURIComponent).join('/')}` : null;
}

export async function contentSummaries(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<Map<number, ContentSummary>> {
  if (ids.length === 0) return new Map();
  const table = contentsTable;
  const rows = await db
    .select({ id: table.id, title: table.title, type: table.type, status: table.status, publishDate: table.publishDate, coverImages: table.coverImages })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id as number,
      {
        id: String(row.id),
        title: String(row.title ?? ''),
        contentType: Number(row.type),
        isApproved: Number(row.status) === APPROVED,
        publishedAt: (row.publishDate as Date | null) ?? null,
        coverUrl: coverUrlOf(row.coverImages),
      },
    ]),
  );
}
