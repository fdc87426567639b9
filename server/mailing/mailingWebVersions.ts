/**
 * The newsletters' web versions in the delivery API (docs/delivery-api.md, "Newsletters"): a site's
 * newsletters whose send has begun, newest first by keyset, and one of them as the send rendered it
 * beside the mail (`mailing_sends.web_html`/`web_text`, renderMailing's `web` mode: no unsubscribe
 * link, http(s) addresses only), served as it is. Anything not sent, or of another site, does not
 * exist here (404).
 */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailingChannelsTable, mailingsTable } from '../engine/resourceTables.ts';
import { BadRequest, NOT_FOUND, pageLimit, send, single, type Query } from '../contract/deliveryReplies.ts';
import { deliveryGet, registerDeliveryScope } from '../contract/deliveryRoutes.ts';
import { encodeCursor, olderThan, openDeliverySite } from '../contract/deliveryPages.ts';
import { renderMailing, type MailingMailItem } from './delivery/renderMailing.tsx';
import { mailingInputOf } from './mailingMail.ts';
import { SENDING, SENT } from './mailingRow.ts';
import { mailingSends } from './mailingTables.ts';

const ID = /^\d{1,9}$/;
const m = mailingsTable;


/** Sent means its send has begun: the first readers may already follow the mail's link to its web version. */
const sentOf = (siteId: number): SQL => and(eq(m.siteId, siteId), inArray(m.status, [SENDING, SENT]))!;

const LIST_COLUMNS = { id: m.id, title: m.title, sendDate: m.sendDate, channelId: m.channelId, channelName: mailingChannelsTable.name, subject: mailingSends.subject };

type ListRow = { id: unknown; title: unknown; sendDate: unknown; channelId: unknown; channelName: unknown; subject: string };

const listItem = (row: ListRow) => ({
  id: Number(row.id),
  title: String(row.title ?? ''),
  subject: row.subject,
  sendDate: row.sendDate instanceof Date ? row.sendDate.toISOString() : null,
  channel: { id: Number(row.channelId), name: String(row.channelName ?? '') },
});

function base(db: Db) {
  return db
    .select(LIST_COLUMNS)
    .from(m)
    .innerJoin(mailingSends, eq(mailingSends.mailingId, m.id))
    .leftJoin(mailingChannelsTable, eq(mailingChannelsTable.id, m.channelId));
}

async function listWebVersions(db: Db, siteId: number, query: Query) {
  const filters: SQL[] = [sentOf(siteId)];
  const channel = single(query, 'channel');
  if (channel !== undefined) {
    if (!ID.test(channel)) throw new BadRequest('channel: not a channel id');
    filters.push(eq(m.channelId, Number(channel)));
  }
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  if (cursor !== undefined) filters.push(olderThan(m.sendDate, m.id, cursor));
  const rows = (await base(db).where(and(...filters)).orderBy(desc(m.sendDate), desc(m.id)).limit(limit + 1)) as ListRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(listItem), next: rows.length > limit && last && last.sendDate instanceof Date ? encodeCursor(last.sendDate, Number(last.id)) : null };
}

/** What the send kept of the mailing (mailingSend.ts). */
interface SendSnapshot {
  title?: string;
  sendDate?: string;
  items?: MailingMailItem[];
}

/**
 * The web version of a send made before the send stored one: rendered from the send's snapshot (its
 * title, date and items; the site and the mailing's subject and articles-of-the-day choice as they are
 * now) and kept, so it is rendered once.
 */
async function renderStoredWebVersion(db: Db, siteId: number, mailingId: number, snapshot: SendSnapshot) {
  const [mailing] = await db.select({ userSpecificTitle: m.userSpecificTitle, articlesOfTheDay: m.articlesOfTheDay }).from(m).where(eq(m.id, mailingId));
  const input = await mailingInputOf(db, {
    siteId,
    title: String(snapshot.title ?? ''),
    userSpecificTitle: mailing?.userSpecificTitle as string | null | undefined,
    items: Array.isArray(snapshot.items) ? snapshot.items : [],
    articlesOfTheDay: mailing?.articlesOfTheDay as boolean | null | undefined,
    sendDate: snapshot.sendDate ?? null,
  });
  const web = await renderMailing({ ...input, mode: 'web' });
  await db
    .update(mailingSends)
    .set({ webHtml: web.html, webText: web.text })
    .where(and(eq(mailingSends.mailingId, mailingId), isNull(mailingSends.webHtml)));
  return { html: web.html, text: web.text };
}

async function oneWebVersion(db: Db, site: { id: number }, id: string) {
  if (!ID.test(id)) return undefined;
  const [row] = (await db
    .select({ ...LIST_COLUMNS, html: mailingSends.webHtml, text: mailingSends.webText, snapshot: mailingSends.snapshot })
    .from(m)
    .innerJoin(mailingSends, eq(mailingSends.mailingId, m.id))
    .leftJoin(mailingChannelsTable, eq(mailingChannelsTable.id, m.channelId))
    .where(and(sentOf(site.id), eq(m.id, Number(id))))) as (ListRow & { html: string | null; text: string | null; snapshot: SendSnapshot })[];
  if (!row) return undefined;
  const web = row.html !== null && row.text !== null ? { html: row.html, text: row.text } : await renderStoredWebVersion(db, site.id, Number(row.id), row.snapshot ?? {});
  return { ...listItem(row), ...web };
}

/** GET /api/public/mailings?site=… and /api/public/mailings/:id?site=…, rate limited per address like the delivery API. */
export async function registerWebVersions(app: FastifyInstance, options: { db: Db; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    deliveryGet(scope, '/mailings', async (request, reply) => {
      const site = await openDeliverySite(db, single(request.query, 'site'));
      if (!site) return send(request, reply, 404, NOT_FOUND);
      return send(request, reply, 200, await listWebVersions(db, site.id, request.query));
    });
    deliveryGet(scope, '/mailings/:id', async (request, reply) => {
      const siteText = request.query.site;
      const site = await openDeliverySite(db, typeof siteText === 'string' ? siteText : undefined);
      const item = site && (await oneWebVersion(db, site, request.params.id));
      return item ? send(request, reply, 200, item) : send(request, reply, 404, NOT_FOUND);
    });
  });
}
