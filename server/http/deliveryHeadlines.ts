/**
 * A site's current headlines for its websites (docs/delivery-api.md, "Headlines"): each approved headline
 * type's list as the site shows it, read only. An item of ours goes out only while its content is
 * delivered (approved, published, not expired), as that content's teaser; an outside item (a
 * recipe) as the picker made it. Hidden titles and spots go out as null; at most the type's item count.
 * An item's headline tag goes out while the tag is approved (`{ id, name }`, the name as plain text), else null.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { headlines } from '../db/headlinesTable.ts';
import { headlineCategoriesTable, headlineTypesTable } from '../engine/resourceTables.ts';
import { headlineViews } from '../headlines/headlineRead.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { deliveredUrl } from './deliveryValues.ts';

/** An outside item as the picker kept it, made safe for a site: its links by the URL rule, its other texts as plain text, at any depth. */
function deliveredExternal(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return /(?:url|path|link)$/i.test(key) ? deliveredUrl(value) : withoutMarkup(value);
  if (Array.isArray(value)) return value.map((item) => deliveredExternal(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, deliveredExternal(item, name)]));
  return value;
}

type Teasers = (ids: readonly number[]) => Promise<Map<number, Record<string, unknown>>>;

export async function deliveredHeadlines(db: Db, siteId: number, teasers: Teasers) {
  const rows = await db
    .select({ headline: headlines, categoryId: headlineCategoriesTable.id, categoryName: headlineCategoriesTable.name })
    .from(headlines)
    .innerJoin(headlineTypesTable, eq(headlineTypesTable.id, headlines.headlineTypeId))
    .leftJoin(headlineCategoriesTable, and(eq(headlineCategoriesTable.id, headlineTypesTable.categoryId), eq(headlineCategoriesTable.isApproved, true)))
    .where(and(eq(headlines.siteId, siteId), eq(headlineTypesTable.isApproved, true)))
    .orderBy(asc(headlineTypesTable.name), asc(headlines.id));
  const views = await headlineViews(db, rows.map((row) => row.headline));
  const contentIds = views.flatMap((view) => view.items.flatMap((item) => (item.contentId === null ? [] : [Number(item.contentId)])));
  const delivered = await teasers(contentIds);
  return {
    headlines: views.map((view, index) => {
      const items = view.items.filter((item) => item.contentId === null || delivered.has(Number(item.contentId))).slice(0, (view.headlineType.itemCount as number | null) ?? undefined);
      return {
        id: view.id,
        type: { id: view.headlineType.id, name: view.headlineType.name },
        category: rows[index]!.categoryId === null ? null : { id: String(rows[index]!.categoryId), name: rows[index]!.categoryName as string },
        updatedAt: view.updatedAt.toISOString(),
        items: items.map((item, position) => ({
          order: position + 1,
          // Checked on save; read again here for what was stored before the rules held.
          title: item.titleHidden ? null : withoutMarkup(item.title),
          spot: item.spotHidden || item.spot === null ? null : withoutMarkup(item.spot),
          url: deliveredUrl(item.manualUrl),
          images: item.images,
          pinned: item.pin !== 'NONE',
          tag: item.tag?.isApproved ? { id: item.tag.id, name: withoutMarkup(item.tag.name) } : null,
          provider: item.provider,
          content: item.contentId === null ? null : delivered.get(Number(item.contentId))!,
          external: deliveredExternal(item.external),
        })),
      };
    }),
  };
}
