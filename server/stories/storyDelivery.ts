/**
 * The stories and reels in the delivery API (docs/delivery-api.md, "Stories and reels"):
 * `GET /api/public/:siteId/stories` and `/reels` → `{ items, next }`, the site's published ones in
 * the board's order (pinned first, then the editors' order: `position` ascending, then id), keyset
 * pages like the other routes, `?categoryId=` for one category's bar, where the items of no category
 * show too. Only public fields go out (`position` is the board's, never served), texts as plain text,
 * links only when http(s) (a reel's also a path on the site); videos with the queue's renditions and
 * poster. An unknown or unapproved site answers 404; same caching, CORS and rate limit as the rest.
 */
import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STORY_TYPE } from '../../resources/enums.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { BOARD_STATE } from '../../resources/storyBoardFields.ts';
import { isAbsoluteUrl, isRelativeUrl } from '../../resources/validationFormats.ts';
import { fileUrl, type FileOrigin } from '../contract/deliveryFiles.ts';
import { encodeKeyCursor, laterThan } from '../contract/deliveryPages.ts';
import { BadRequest, pageLimit, single, type Query } from '../contract/deliveryReplies.ts';
import { registerDeliveryScope, siteGet } from '../contract/deliveryRoutes.ts';
import type { Db } from '../db/client.ts';
import { categoriesTable, reelsTable, storiesTable } from '../engine/resourceTables.ts';
import { storagePath } from '../media/index.ts';
import { processedVideos, type ProcessedVideo } from '../videoQueue/index.ts';
import { frameVideos, reelVideoPath } from './storyVideos.ts';

export const STORIES_ROUTE = '/:siteId/stories';
export const REELS_ROUTE = '/:siteId/reels';

const PUBLISHED = BOARD_STATE.published;
const ID = /^\d{1,9}$/;

type Row = Record<string, unknown>;
type Processed = ReadonlyMap<string, ProcessedVideo>;

const plain = (value: unknown) => (typeof value === 'string' ? withoutMarkup(value) : '');
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);
const typeKey = (value: unknown) => STORY_TYPE.values.find((entry) => String(entry.value) === String(value))?.key ?? null;
const categoryIdsOf = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);
const pathOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** A link a site may put in an href: http(s), or (`sitePaths`) a path on the site; anything else (`javascript:`, `data:`) is null. */
function linkOf(value: unknown, sitePaths: boolean): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return isAbsoluteUrl(text) || (sitePaths && isRelativeUrl(text)) ? text : null;
}

/** A stored video as a site plays it: its path and url, the queue's renditions (smallest first) and, when the editor gave none, the queue's poster. */
function videoOf(origin: FileOrigin, path: string, posterPath: string | null, processed: Processed) {
  const done = processed.get(storagePath(path) ?? '');
  const poster = posterPath ?? done?.posterPath ?? null;
  return {
    path,
    url: fileUrl(origin, path),
    posterPath: poster,
    posterUrl: fileUrl(origin, poster),
    renditions: (done?.renditions ?? []).map(({ height, width, path: rendition }) => ({ height, width, url: fileUrl(origin, rendition) })),
  };
}

/** What stories and reels share: id, title, type by key, categories (none: every category), publish date, pinned. */
const common = (row: Row) => ({
  id: Number(row.id),
  title: plain(row.title),
  type: typeKey(row.type),
  categoryIds: categoryIdsOf(row.categoryIds),
  publishDate: iso(row.publishDate),
  pinned: row.pinned === true,
});

/** One story as a website reads it: its frames in order, each a picture or a video, its text and its link. */
export function deliveredStory(origin: FileOrigin, row: Row, processed: Processed) {
  const frames = (Array.isArray(row.frames) ? row.frames : []).filter((frame): frame is Row => !!frame && typeof frame === 'object');
  return {
    ...common(row),
    frames: frames.map((frame) => {
      const image = pathOf(frame.image);
      const video = pathOf(frame.video);
      return {
        image: image ? { path: image, url: fileUrl(origin, image) } : null,
        video: video ? videoOf(origin, video, null, processed) : null,
        duration: typeof frame.duration === 'number' && Number.isFinite(frame.duration) && frame.duration > 0 ? frame.duration : null,
        text: plain(frame.text),
        externalLink: linkOf(frame.externalLink, false),
      };
    }),
  };
}

/** One reel as a website reads it: its video (size and length as the upload gave them), text and link. */
export function deliveredReel(origin: FileOrigin, row: Row, processed: Processed) {
  const stored = (row.video && typeof row.video === 'object' ? row.video : {}) as Row;
  const path = pathOf(stored.path);
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    ...common(row),
    video: path ? { ...videoOf(origin, path, pathOf(stored.posterPath), processed), duration: number(stored.duration), width: number(stored.width), height: number(stored.height) } : null,
    text: plain(row.text),
    externalLink: linkOf(row.externalLink, true),
  };
}

/** A board the API serves: its table, the columns a website may read, its videos and how a row goes out. */
interface Board {
  route: string;
  table: typeof storiesTable;
  columns: Record<string, unknown>;
  videos(row: Row): unknown[];
  item(origin: FileOrigin, row: Row, processed: Processed): unknown;
}

const s = storiesTable;
const r = reelsTable;
const sharedColumns = (t: typeof storiesTable) => ({
  id: t.id!,
  position: t.position!,
  title: t.title!,
  type: t.type!,
  categoryIds: t.categoryIds!,
  publishDate: t.publishDate!,
  pinned: t.pinned!,
});

const BOARDS: readonly Board[] = [
  { route: STORIES_ROUTE, table: s, columns: { ...sharedColumns(s), frames: s.frames! }, videos: frameVideos, item: deliveredStory },
  { route: REELS_ROUTE, table: r, columns: { ...sharedColumns(r), video: r.video!, text: r.text!, externalLink: r.externalLink! }, videos: (row) => [reelVideoPath(row)], item: deliveredReel },
];

/** `categoryId`: a category of the site, else a 400; its items and those of no category. */
async function inCategory(db: Db, table: typeof storiesTable, siteId: number, query: Query): Promise<SQL | undefined> {
  const text = single(query, 'categoryId');
  if (text === undefined) return undefined;
  const refused = new BadRequest('categoryId: not a category of the site');
  if (!ID.test(text)) throw refused;
  const [category] = await db.select({ id: categoriesTable.id! }).from(categoriesTable).where(and(eq(categoriesTable.id!, Number(text)), eq(categoriesTable.siteId!, siteId)));
  if (!category) throw refused;
  const ids = table.categoryIds!;
  return or(isNull(ids), sql`cardinality(${ids}) = 0`, sql`${ids} @> ARRAY[${Number(text)}]::integer[]`);
}

/** A page of the site's published items in the board's order (one row more than the page, to tell whether another follows), over the index (site_id, position). */
export async function deliveredBoard(db: Db, origin: FileOrigin, board: Board, siteId: number, query: Query) {
  const t = board.table;
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  const rows = (await db
    .select(board.columns as Record<string, typeof t.id>)
    .from(t)
    .where(
      and(
        eq(t.siteId!, siteId),
        eq(t.state!, PUBLISHED),
        isNotNull(t.position!),
        await inCategory(db, t, siteId, query),
        cursor === undefined ? undefined : laterThan(t.position!, t.id!, cursor),
      ),
    )
    .orderBy(asc(t.position!), asc(t.id!))
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const paths = page.flatMap((row) => board.videos(row)).flatMap((value) => storagePath(pathOf(value)) ?? []);
  const processed = await processedVideos(db, paths);
  const last = page.at(-1);
  return {
    items: page.map((row) => board.item(origin, row, processed)),
    next: rows.length > limit && last ? encodeKeyCursor(String(last.position), Number(last.id)) : null,
  };
}

/** The two routes, rate limited per address per minute like the rest of the delivery API (needs @fastify/rate-limit registered). */
export async function registerStoryDelivery(app: FastifyInstance, options: { db: Db; publicUrl: string; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  const origin = { publicUrl: options.publicUrl };
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    for (const board of BOARDS) siteGet(scope, db, board.route, (site, request) => deliveredBoard(db, origin, board, site.id, request.query));
  });
}
