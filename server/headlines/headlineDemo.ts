/**
 * The demo's headlines on a demo site, so a fresh start shows a full board: the "Ana Sayfa"
 * category's Manşet (the newest published contents, two of them pinned, the scheduled content
 * waiting in the pending list for its publish date) and Sürmanşet (news and video only), and a
 * "Spor" category whose headline is an auto one. Written through the headline operations as the
 * system, once: a site whose headlines ever held an item is left alone, so a data dir from before
 * the headlines gets them at its next start and an editor's later work is never overwritten.
 * With `recipe` (the embedded recipe service's newest), the Manşet's fourth item is that recipe,
 * kept as the content picker keeps one: the picker's headline item whole as `external`.
 * The Manşet's top item carries the site's first approved headline tag ("Son Dakika" and two more
 * are made when the site has no approved tag).
 */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { APPROVED } from '../../resources/contentHooks.ts';
import { CONTENT_TYPE } from '../../resources/enums.ts';
import { recipeToHeadlineItem } from '../../resources/picker/providers/recipes.ts';
import type { RecipeItem } from '../../resources/picker/recipeService.ts';
import { headlineCategories } from '../../resources/headlineCategory.ts';
import { headlineTags } from '../../resources/headlineTag.ts';
import { headlineTypes } from '../../resources/headlineType.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { Db } from '../db/client.ts';
import { headlineItemHistory, headlines } from '../db/headlinesTable.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { categoriesTable, contentsTable, headlineCategoriesTable, headlineTagsTable, headlineTypesTable } from '../engine/resourceTables.ts';
import { systemContext } from '../engine/systemActor.ts';
import { pinHeadlineItem } from './headlineMoves.ts';
import { readHeadline } from './headlineRead.ts';
import { saveHeadline } from './headlineSave.ts';
import type { HeadlineEnv } from './headlineTransaction.ts';

const type = (key: string) => CONTENT_TYPE.values.find((value) => value.key === key)!.value as number;

interface DemoType {
  category: string;
  name: string;
  input: Record<string, unknown>;
}

const DEMO_TYPES: DemoType[] = [
  { category: 'Ana Sayfa', name: 'Manşet', input: { itemCount: 8, coverCropWidth: 1200, coverCropHeight: 675 } },
  { category: 'Ana Sayfa', name: 'Sürmanşet', input: { itemCount: 4, supportedContentTypes: [type('news'), type('video')] } },
  { category: 'Spor', name: 'Spor Manşeti', input: { itemCount: 5 } },
];

/** The headline of each demo type on the site, its category and type made when missing. */
async function demoHeadlines(db: Db, siteId: number): Promise<Record<string, number>> {
  const context = systemContext(db, siteId);
  const ids: Record<string, number> = {};
  for (const demo of DEMO_TYPES) {
    const [category] = await db
      .select({ id: headlineCategoriesTable.id })
      .from(headlineCategoriesTable)
      .where(and(eq(headlineCategoriesTable.siteId, siteId), eq(headlineCategoriesTable.name, demo.category)));
    const categoryId = category?.id ?? (await saveRecord(headlineCategories, { name: demo.category, isApproved: true }, context, RESOURCES)).id;
    const [existing] = await db
      .select({ id: headlineTypesTable.id })
      .from(headlineTypesTable)
      .where(and(eq(headlineTypesTable.siteId, siteId), eq(headlineTypesTable.name, demo.name), eq(headlineTypesTable.categoryId, categoryId as number)));
    const typeId = existing?.id ?? (await saveRecord(headlineTypes, { name: demo.name, categoryId: String(categoryId), isApproved: true, ...demo.input }, context, RESOURCES)).id;
    const [headline] = await db.select({ id: headlines.id }).from(headlines).where(eq(headlines.headlineTypeId, typeId as number));
    ids[demo.name] = headline!.id;
  }
  return ids;
}

const DEMO_TAGS = ['Son Dakika', 'Özel Haber', 'Canlı'];

/** The id of the tag the demo puts on an item: the site's "Son Dakika", else its first approved tag; the demo's tags made when it has none. */
async function demoTag(db: Db, siteId: number): Promise<string> {
  const approved = () =>
    db
      .select({ id: headlineTagsTable.id, name: headlineTagsTable.name })
      .from(headlineTagsTable)
      .where(and(eq(headlineTagsTable.siteId, siteId), eq(headlineTagsTable.isApproved, true)))
      .orderBy(asc(headlineTagsTable.name));
  let tags = await approved();
  if (tags.length === 0) {
    const context = systemContext(db, siteId);
    for (const name of DEMO_TAGS) await saveRecord(headlineTags, { name, isApproved: true }, context, RESOURCES);
    tags = await approved();
  }
  return String((tags.find((tag) => tag.name === DEMO_TAGS[0]) ?? tags[0])!.id);
}

export async function seedHeadlineDemo(db: Db, siteId: number, options: { recipe?: RecipeItem } = {}): Promise<void> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(headlineItemHistory)
    .innerJoin(headlines, eq(headlines.id, headlineItemHistory.headlineId))
    .where(eq(headlines.siteId, siteId));
  if (count > 0) return;
  const table = contentsTable;
  const approved = and(eq(table.siteId, siteId), eq(table.status, APPROVED));
  const published = await db.select({ id: table.id, type: table.type }).from(table).where(and(approved, eq(table.isPublished, true))).orderBy(desc(table.publishDate), desc(table.id)).limit(8);
  if (published.length < 3) return;
  const [scheduled] = await db
    .select({ id: table.id, publishDate: table.publishDate })
    .from(table)
    .where(and(approved, eq(table.isPublished, false), gt(table.publishDate, new Date())))
    .limit(1);
  const ids = await demoHeadlines(db, siteId);
  const env: HeadlineEnv = { db, events: systemContext(db, siteId).events, siteId, userId: null, language: 'en' };
  const version = async (headlineId: number) => (await readHeadline(db, siteId, headlineId))!.version;

  const contents: Record<string, unknown>[] = published.map((content) => ({ contentId: String(content.id) }));
  if (options.recipe) {
    const built = recipeToHeadlineItem(options.recipe);
    const recipeItem = { provider: 'recipes', external: built, title: built.title, spot: built.spot || null, images: { ...built.coverImage } };
    contents.splice(3, contents.length > 3 ? 1 : 0, recipeItem);
  }
  const tagId = await demoTag(db, siteId);
  const live = contents.map((item, index) => ({ ...item, order: index + 1, ...(index === 0 ? { tagId } : {}) }));
  const pending = scheduled ? [{ contentId: String(scheduled.id), publishAt: (scheduled.publishDate as Date).toISOString(), order: 1 }] : [];
  await saveHeadline(env, { id: String(ids['Manşet']), version: await version(ids['Manşet']!), items: [...live, ...pending] });
  const manset = (await readHeadline(db, siteId, ids['Manşet']!))!;
  await pinHeadlineItem(env, { headlineId: manset.id, itemId: manset.items[0]!.id, pin: 'PERMANENT', version: manset.version });
  await pinHeadlineItem(env, { headlineId: manset.id, itemId: manset.items[2]!.id, pin: 'PINNED', version: manset.version + 1 });

  const supported = published.filter((content) => [type('news'), type('video')].includes(Number(content.type))).slice(0, 4);
  await saveHeadline(env, {
    id: String(ids['Sürmanşet']),
    version: await version(ids['Sürmanşet']!),
    items: supported.reverse().map((content, index) => ({ contentId: String(content.id), order: index + 1 })),
  });

  const [spor] = await db.select({ id: categoriesTable.id }).from(categoriesTable).where(and(eq(categoriesTable.siteId, siteId), eq(categoriesTable.linkName, 'spor')));
  await saveHeadline(env, {
    id: String(ids['Spor Manşeti']),
    version: await version(ids['Spor Manşeti']!),
    ...(spor ? { autoCategoryId: String(spor.id) } : { autoContentType: type('news') }),
    autoTotalCount: 5,
    items: [{ contentId: String(published[0]!.id), order: 1 }],
  });
}
