/** A headline as the API shows it (server/headlines/README.md): its type, LIVE items in order, the pending list. */
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { headlineTypes } from '../../resources/headlineType.ts';
import type { Db } from '../db/client.ts';
import { headlineItems, headlines, type HeadlineItemRow, type HeadlineRow } from '../db/headlinesTable.ts';
import { users } from '../db/schema.ts';
import { recordOutput } from '../engine/records.ts';
import { headlineTagsTable, headlineTypesTable } from '../engine/resourceTables.ts';
import type { HeadlineType } from '../contract/generated/resolverTypes.ts';
import { autoItems } from './autoHeadline.ts';
import { contentSummaries, type ContentSummary } from './contentSummaries.ts';
import { pendingOrder, shownOrder } from './headlineOrder.ts';

type Reader = Pick<Db, 'select'>;

export interface HeadlineItemView {
  id: string;
  headlineId: string;
  order: number;
  state: HeadlineItemRow['state'];
  contentId: string | null;
  content: ContentSummary | null;
  external: Record<string, unknown> | null;
  provider: string;
  title: string;
  titleHidden: boolean;
  spot: string | null;
  spotHidden: boolean;
  manualUrl: string | null;
  images: Record<string, unknown>;
  pin: HeadlineItemRow['pin'];
  pinnedUntil: Date | null;
  archive: boolean;
  tag: HeadlineItemTag | null;
  headlinedAt: Date | null;
  publishAt: Date | null;
  auto: boolean;
  version: number;
  updatedAt: Date;
  updatedByName: string | null;
}

/** An item's headline tag by its current name; `isApproved` false once unapproved after it was set. */
export interface HeadlineItemTag {
  id: string;
  name: string;
  isApproved: boolean;
}

export interface HeadlineView {
  id: string;
  headlineType: HeadlineType;
  items: HeadlineItemView[];
  pending: HeadlineItemView[];
  autoCategoryId: string | null;
  autoContentType: number | null;
  autoTotalCount: number | null;
  version: number;
  updatedAt: Date;
}

export interface HeadlineFilterInput {
  headlineCategoryId?: string | null;
  headlineTypeId?: string | null;
}

interface ItemFacts {
  contents: ReadonlyMap<number, ContentSummary>;
  names: ReadonlyMap<number, string>;
  tags: ReadonlyMap<number, HeadlineItemTag>;
}

function itemView(item: HeadlineItemRow, order: number, { contents, names, tags }: ItemFacts, auto = false): HeadlineItemView {
  const content = item.contentId === null ? undefined : contents.get(item.contentId);
  return {
    id: auto ? `auto-${item.contentId}` : String(item.id),
    headlineId: String(item.headlineId),
    order,
    state: item.state,
    contentId: item.contentId === null ? null : String(item.contentId),
    content: content ?? null,
    external: item.external ?? null,
    provider: item.provider,
    title: item.title,
    titleHidden: item.titleHidden,
    spot: item.spot,
    spotHidden: item.spotHidden,
    manualUrl: item.manualUrl,
    images: (item.images ?? {}) as Record<string, unknown>,
    pin: item.pin,
    pinnedUntil: item.pinnedUntil,
    archive: item.archive,
    // A state kept in the history before items had tags has no tagId.
    tag: item.tagId == null ? null : (tags.get(item.tagId) ?? null),
    headlinedAt: item.headlinedAt,
    publishAt: item.publishAt,
    auto,
    version: item.version,
    updatedAt: item.updatedAt,
    updatedByName: item.updatedBy === null ? null : (names.get(item.updatedBy) ?? null),
  };
}

async function userNames(db: Reader, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The headline tags these items carry, by id (the tags of the site: a save checks it). */
async function tagsOf(db: Reader, items: readonly HeadlineItemRow[]): Promise<Map<number, HeadlineItemTag>> {
  const ids = [...new Set(items.flatMap((item) => (item.tagId == null ? [] : [item.tagId])))];
  if (ids.length === 0) return new Map();
  const table = headlineTagsTable;
  const rows = await db.select({ id: table.id, name: table.name, isApproved: table.isApproved }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id as number, { id: String(row.id), name: String(row.name), isApproved: Boolean(row.isApproved) }]));
}

export interface ViewOptions {
  /** Decides which pins hold. */
  now?: Date;
  /** The items to show instead of the stored ones (old headlines), without auto items. */
  items?: readonly HeadlineItemRow[];
}

/** The views of these headlines (their items read in one query), `now` deciding pins and auto items. */
export async function headlineViews(db: Reader, rows: readonly HeadlineRow[], { now = new Date(), items: given }: ViewOptions = {}): Promise<HeadlineView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [types, items] = await Promise.all([
    db.select().from(headlineTypesTable).where(inArray(headlineTypesTable.id, rows.map((row) => row.headlineTypeId))),
    given ?? db.select().from(headlineItems).where(inArray(headlineItems.headlineId, ids)),
  ]);
  const autos = given ? rows.map(() => []) : await Promise.all(rows.map((row) => autoItems(db, row, items.filter((item) => item.headlineId === row.id))));
  const contentIds = [...items, ...autos.flat()].flatMap((item) => (item.contentId === null ? [] : [item.contentId]));
  const [contents, names, tags] = await Promise.all([
    contentSummaries(db, contentIds),
    userNames(db, items.flatMap((item) => (item.updatedBy === null ? [] : [item.updatedBy]))),
    tagsOf(db, items),
  ]);
  const facts: ItemFacts = { contents, names, tags };
  return rows.map((row, index) => {
    const own = items.filter((item) => item.headlineId === row.id);
    const live = shownOrder(own.filter((item) => item.state === 'LIVE'), now);
    const type = types.find((candidate) => candidate.id === row.headlineTypeId);
    const liveViews = live.map((item, position) => itemView(item, position + 1, facts));
    const autoViews = autos[index].map((item, position) => itemView(item, live.length + position + 1, facts, true));
    return {
      id: String(row.id),
      // A type's delete removes its headline in the same transaction, so the row is there.
      headlineType: recordOutput(headlineTypes, type!) as unknown as HeadlineType,
      items: [...liveViews, ...autoViews],
      pending: pendingOrder(own.filter((item) => item.state === 'PENDING')).map((item) => itemView(item, item.pendingOrder ?? 1, facts)),
      autoCategoryId: row.autoCategoryId === null ? null : String(row.autoCategoryId),
      autoContentType: row.autoContentType,
      autoTotalCount: row.autoTotalCount,
      version: row.version,
      updatedAt: row.updatedAt,
    };
  });
}

const idNumber = (id: string | null | undefined) => (id && /^\d{1,9}$/.test(id) ? Number(id) : id ? -1 : undefined);

/** A page of the site's headlines, by type name. */
export async function listHeadlines(db: Reader, siteId: number, filter: HeadlineFilterInput, page: number, limit: number) {
  const conditions: SQL[] = [eq(headlines.siteId, siteId)];
  const categoryId = idNumber(filter.headlineCategoryId);
  const typeId = idNumber(filter.headlineTypeId);
  if (categoryId !== undefined) conditions.push(eq(headlineTypesTable.categoryId, categoryId));
  if (typeId !== undefined) conditions.push(eq(headlines.headlineTypeId, typeId));
  const where = and(...conditions);
  const joined = () => db.select({ headline: headlines }).from(headlines).innerJoin(headlineTypesTable, eq(headlineTypesTable.id, headlines.headlineTypeId));
  const [rows, [{ total }]] = await Promise.all([
    joined()
      .where(where)
      .orderBy(asc(headlineTypesTable.name), asc(headlines.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(headlines).innerJoin(headlineTypesTable, eq(headlineTypesTable.id, headlines.headlineTypeId)).where(where),
  ]);
  return { data: await headlineViews(db, rows.map((row) => row.headline)), total };
}

/** The site's headlines of a category, by type name. */
export async function categoryHeadlines(db: Reader, siteId: number, headlineCategoryId: string): Promise<HeadlineRow[]> {
  const categoryId = idNumber(headlineCategoryId);
  if (categoryId === undefined || categoryId < 0) return [];
  const rows = await db
    .select({ headline: headlines })
    .from(headlines)
    .innerJoin(headlineTypesTable, eq(headlineTypesTable.id, headlines.headlineTypeId))
    .where(and(eq(headlines.siteId, siteId), eq(headlineTypesTable.categoryId, categoryId)))
    .orderBy(asc(headlineTypesTable.name), asc(headlines.id));
  return rows.map((row) => row.headline);
}

/** One headline of the site, or undefined. */
export async function readHeadline(db: Reader, siteId: number, id: string | number, now = new Date()): Promise<HeadlineView | undefined> {
  const headlineId = typeof id === 'number' ? id : idNumber(id);
  if (headlineId === undefined || headlineId < 0) return undefined;
  const [row] = await db.select().from(headlines).where(and(eq(headlines.id, headlineId), eq(headlines.siteId, siteId)));
  return row ? (await headlineViews(db, [row], { now }))[0] : undefined;
}
