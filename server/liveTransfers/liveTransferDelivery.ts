/**
 * The live transfers in the delivery API (docs/delivery-api.md, "Live transfers"):
 * `GET /api/public/:siteId/live-transfers` → `{ cover, items, next }`, the site's approved transfers
 * newest first by transfer date then id, keyset pages like the contents, under the site settings'
 * `liveTransferCoverImage`. Only public fields go out, texts as plain text; an unknown or unapproved
 * site answers 404. Same caching, CORS and rate limit as the rest of the API.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCY, LIVE_TRANSFER_KIND } from '../../resources/enums.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import { slugOf } from '../../resources/turkishText.ts';
import { imageOf, type FileOrigin, type StoredImage } from '../contract/deliveryFiles.ts';
import { encodeCursor, olderThan } from '../contract/deliveryPages.ts';
import { pageLimit, single, type Query } from '../contract/deliveryReplies.ts';
import { registerDeliveryScope, siteGet } from '../contract/deliveryRoutes.ts';
import type { Db } from '../db/client.ts';
import { liveTransfersTable as t } from '../engine/resourceTables.ts';

export const LIVE_TRANSFERS_ROUTE = '/:siteId/live-transfers';

/** The columns a website may read: no editor ids, versions or dates of the edits. */
const PUBLIC_COLUMNS = {
  id: t.id!,
  playerName: t.playerName!,
  fromClub: t.fromClub!,
  toClub: t.toClub!,
  linkName: t.linkName!,
  kind: t.kind!,
  fee: t.fee!,
  currency: t.currency!,
  isLoan: t.isLoan!,
  transferDate: t.transferDate!,
  playerImage: t.playerImage!,
};

type Row = Record<keyof typeof PUBLIC_COLUMNS, unknown>;

const plain = (value: unknown) => (typeof value === 'string' ? withoutMarkup(value) : '');
const keyOf = (definition: typeof LIVE_TRANSFER_KIND | typeof CURRENCY, value: unknown) =>
  definition.values.find((entry) => String(entry.value) === String(value))?.key ?? null;

/** One transfer as a website reads it: enums by key, the date ISO-8601, the link name never empty while the name has a letter. */
export function deliveredTransfer(origin: FileOrigin, row: Row) {
  const playerName = plain(row.playerName);
  const fee = typeof row.fee === 'number' && Number.isFinite(row.fee) && row.fee > 0 ? row.fee : null;
  return {
    id: Number(row.id),
    playerName,
    fromClub: plain(row.fromClub),
    toClub: plain(row.toClub),
    linkName: plain(row.linkName) || slugOf(playerName),
    kind: keyOf(LIVE_TRANSFER_KIND, row.kind),
    fee,
    currency: fee === null ? null : keyOf(CURRENCY, row.currency),
    isLoan: row.isLoan === true,
    transferDate: row.transferDate instanceof Date ? row.transferDate.toISOString() : null,
    playerImage: imageOf(origin, row.playerImage as StoredImage | null),
  };
}

/** A page of the site's approved transfers (one row more than the page, to tell whether another follows), over the keyset index (site_id, transfer_date, id). */
export async function deliveredTransfers(db: Db, origin: FileOrigin, siteId: number, query: Query) {
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  const rows = (await db
    .select(PUBLIC_COLUMNS)
    .from(t)
    .where(and(eq(t.siteId!, siteId), eq(t.isApproved!, true), isNotNull(t.transferDate!), cursor === undefined ? undefined : olderThan(t.transferDate!, t.id!, cursor)))
    .orderBy(desc(t.transferDate!), desc(t.id!))
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map((row) => deliveredTransfer(origin, row)), next: rows.length > limit && last ? encodeCursor(last.transferDate as Date, Number(last.id)) : null };
}

/** The route, rate limited per address per minute like the rest of the delivery API (needs @fastify/rate-limit registered). */
export async function registerLiveTransferDelivery(app: FastifyInstance, options: { db: Db; publicUrl: string; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  const origin = { publicUrl: options.publicUrl };
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    siteGet(scope, db, LIVE_TRANSFERS_ROUTE, async (site, request) => {
      const page = await deliveredTransfers(db, origin, site.id, request.query);
      return { cover: imageOf(origin, (site.settings?.liveTransferCoverImage as StoredImage | null | undefined)), ...page };
    });
  });
}
