/**
 * The delivery API the publisher's websites read (docs/delivery-api.md): a site's approved and
 * published contents, newest first, and its current headlines, as JSON, without a session. Anything not approved, not
 * published, expired or of another site does not exist here (404). Every answer is bounded: at
 * most 50 items a page, found by keyset (no offset), over the site's published rows.
 */
import { and, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { contentTypeByRoute, contentTypeByValue } from '../../resources/contentTypes.ts';
import { fieldApplies } from '../../resources/fields.ts';
import { isDeliveryFeatureOn, type DisabledFeatures } from '../../resources/knownFeatureFlags.ts';
import { siteEmbedHosts } from '../../resources/embedHosts.ts';
import type { Db } from '../db/client.ts';
import { contentsTable } from '../engine/resourceTables.ts';
import { DELIVERED, fieldsOf, ITEM_COLUMNS, outputKey, REFERENCES, referenceKey, TEASER_COLUMNS, teaser, type ManyReferenceTarget, type Row } from './deliveryFields.ts';
import { personTeasers } from '../people/index.ts';
import { deliveredShareLinks } from '../socialMedia/index.ts';
import { deliveredHeadlines } from './deliveryHeadlines.ts';
import { addVideoRenditions } from './deliveryVideos.ts';
import { BadRequest, pageLimit, single, type Query } from '../contract/deliveryReplies.ts';
import { decodeCursor, encodeCursor, type KeysetCursor } from '../contract/deliveryPages.ts';
import { registerDeliveryScope, siteGet, type DeliverySite } from '../contract/deliveryRoutes.ts';
import type { DeliveryOrigin } from './deliveryValues.ts';

export { DELIVERY_LIMITS, DELIVERY_PATH } from '../contract/deliveryReplies.ts';

const ID = /^\d{1,9}$/;
const c = contentsTable;
/** What a website may see of a site: approved, published, not expired. */
const delivered = (siteId: number): SQL =>
  and(eq(c.siteId, siteId), eq(c.status, 1), eq(c.isPublished, true), or(isNull(c.expirationDate), gt(c.expirationDate, sql`now()`)))!;


/** Newest first by content date (items without one last), then by id: the keyset after `cursor`. */
function after(cursor: KeysetCursor): SQL {
  if (cursor.date === null) return and(isNull(c.contentDate), lt(c.id, cursor.id))!;
  const date = new Date(cursor.date);
  return or(lt(c.contentDate, date), and(eq(c.contentDate, date), lt(c.id, cursor.id)), isNull(c.contentDate))!;
}

function listFilters(query: Query) {
  const filters: SQL[] = [];
  const type = single(query, 'type');
  if (type !== undefined) {
    const definition = ID.test(type) ? contentTypeByValue(type) : contentTypeByRoute(type);
    if (!definition) throw new BadRequest('type: not a content type (news, video, photo-gallery, … or its number)');
    filters.push(eq(c.type, definition.value));
  }
  const category = single(query, 'category');
  if (category !== undefined) {
    if (!ID.test(category)) throw new BadRequest('category: not a category id');
    filters.push(eq(c.categoryId, Number(category)));
  }
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  if (cursor !== undefined) {
    filters.push(after(decodeCursor(cursor)));
  }
  return { filters, limit };
}

/** How an approved site's values go out: its embed hosts. */
const originOf = (site: DeliverySite, publicUrl: string): DeliveryOrigin => ({ publicUrl, embedHosts: siteEmbedHosts(site.settings) });

function base(db: Db, siteId: number, fields: Record<string, AnyPgColumn>) {
  let statement = db.select(fields).from(c).$dynamic();
  for (const join of REFERENCES) if (fields[referenceKey(join.name)]) statement = statement.leftJoin(join.table, join.on(siteId));
  return statement;
}

/** A list page's statement (one row more than the page, to tell whether another follows); the partial index `contents_delivery_list` serves its order. */
export function deliveryListQuery(db: Db, siteId: number, query: Query) {
  const { filters, limit } = listFilters(query);
  const statement = base(db, siteId, TEASER_COLUMNS)
    .where(and(delivered(siteId), ...filters))
    .orderBy(sql`${c.contentDate} desc nulls last`, desc(c.id))
    .limit(limit + 1);
  return { statement, limit };
}

async function listContents(db: Db, origin: DeliveryOrigin, siteId: number, query: Query) {
  const { statement, limit } = deliveryListQuery(db, siteId, query);
  const rows = (await statement) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? encodeCursor(last.contentDate instanceof Date ? last.contentDate : null, last.id as number) : null;
  return { items: page.map((row) => teaser(origin, row)), next };
}

/** The teasers of those of these contents that are delivered, by id. */
async function deliveredTeasers(db: Db, origin: DeliveryOrigin, siteId: number, ids: readonly number[]): Promise<Map<number, ReturnType<typeof teaser>>> {
  if (ids.length === 0) return new Map();
  const rows = (await base(db, siteId, TEASER_COLUMNS).where(and(delivered(siteId), inArray(c.id, [...new Set(ids)])))) as Row[];
  return new Map(rows.map((row) => [row.id as number, teaser(origin, row)]));
}

/** The teasers of those of these records that a website may see, by id: one query whatever their number. */
type TeaserReader = (db: Db, origin: DeliveryOrigin, siteId: number, ids: readonly number[]) => Promise<ReadonlyMap<number, unknown>>;

/** Each resource a multiple reference may name, and how its teasers are read: related contents, a content's people (`{ id, fullName, linkName, profilePhoto }`). */
const TEASERS_OF: Record<ManyReferenceTarget, TeaserReader> = { contents: deliveredTeasers, people: personTeasers };

/** The records a multiple reference names that are themselves delivered, as teasers, in the editor's order; the others are left out. */
async function referencedTeasers(db: Db, origin: DeliveryOrigin, siteId: number, target: ManyReferenceTarget, ids: unknown): Promise<unknown[]> {
  const wanted = (Array.isArray(ids) ? ids : []).map(Number).filter((id) => Number.isInteger(id));
  const byId = await TEASERS_OF[target](db, origin, siteId, wanted);
  return wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
}

async function oneContent(db: Db, origin: DeliveryOrigin, site: Pick<DeliverySite, 'id' | 'url'>, id: string) {
  if (!ID.test(id)) return undefined;
  const siteId = site.id;
  // The shares are editor-only, read with the row for the share links below.
  const [row] = (await base(db, siteId, { ...ITEM_COLUMNS, socialShares: c.socialShares! }).where(and(delivered(siteId), eq(c.id, Number(id))))) as Row[];
  if (!row) return undefined;
  const item: Record<string, unknown> = { ...teaser(origin, row), ...fieldsOf(origin, row, undefined) };
  for (const [name, field] of DELIVERED) {
    if (field.kind === 'reference' && field.multiple && name in row && fieldApplies(field, row)) {
      item[outputKey(name)] = await referencedTeasers(db, origin, siteId, field.resource as ManyReferenceTarget, row[name]);
    }
  }
  await addVideoRenditions(db, origin, item);
  // Where the editors shared it: the approved accounts' links (server/socialMedia).
  item.shareLinks = await deliveredShareLinks(db, site, { id: row.id as number, slug: item.slug as string, shares: row.socialShares });
  return item;
}


/**
 * The routes, rate limited per address per minute (needs @fastify/rate-limit registered). A feature
 * whose flag is off (`disabledFeatures`, the session lookups' cache) answers 404, as if it did not exist.
 */
export async function registerDeliveryApi(
  app: FastifyInstance,
  options: { db: Db; rateLimitMax: number; publicUrl: string; disabledFeatures: () => Promise<DisabledFeatures> },
): Promise<void> {
  const { db, publicUrl } = options;
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    siteGet(scope, db, '/:siteId/contents', (site, request) => listContents(db, originOf(site, publicUrl), site.id, request.query));
    siteGet(scope, db, '/:siteId/contents/:id', (site, request) => oneContent(db, originOf(site, publicUrl), site, request.params.id));
    siteGet(scope, db, '/:siteId/headlines', async (site) => {
      if (!isDeliveryFeatureOn('headlines', await options.disabledFeatures())) return undefined;
      return deliveredHeadlines(db, site.id, (ids) => deliveredTeasers(db, originOf(site, publicUrl), site.id, ids));
    });
  });
}
