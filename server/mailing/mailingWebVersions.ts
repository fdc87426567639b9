/**
 * The newsletters' web versions in the delivery API (docs/delivery-api.md, "Newsletters"): a site's
 * newsletters whose send has begun, newest first by keyset, and one of them as it was rendered for the
 * send (`mailing_sends`), without the reader's unsubscribe link and with http(s) links only. Anything
 * not sent, or of another site, does not exist here (404).
 */
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { mailingChannelsTable, mailingsTable } from '../engine/resourceTables.ts';
import { BadRequest, corsPreflight, DELIVERY_PATH, NOT_FOUND, pageLimit, send, single, type Query } from '../contract/deliveryReplies.ts';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from './delivery/renderMailing.tsx';
import { SENDING, SENT } from './mailingRow.ts';
import { mailingSends } from './mailingTables.ts';

const ID = /^\d{1,9}$/;
const m = mailingsTable;
const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_entity, name: string) => ({ amp: '&', quot: '"', '#39': "'", '#x27': "'", lt: '<', gt: '>' })[name]!);
const encodeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An http(s) address (a path made absolute against the site's home page), else undefined. */
function safeUrl(value: string, base: string | undefined): string | undefined {
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The web version of a send's HTML: the unsubscribe link (the placeholder each reader's own link took
 * the place of) and its paragraph removed, every `href` and `src` made an absolute http(s) address or
 * dropped. The render escaped every text already; its only attributes with addresses are these two.
 */
export function webVersionHtml(html: string, siteUrl: string | undefined): string {
  const base = siteUrl && safeUrl(siteUrl, undefined);
  return html
    .replace(new RegExp(`<p\\b[^>]*>\\s*<a\\b[^>]*href="${UNSUBSCRIBE_URL_PLACEHOLDER}"[^>]*>[\\s\\S]*?</a>\\s*</p>`, 'g'), '')
    .replace(new RegExp(`<a\\b[^>]*href="${UNSUBSCRIBE_URL_PLACEHOLDER}"[^>]*>[\\s\\S]*?</a>`, 'g'), '')
    .replace(/\s(href|src)="([^"]*)"/gi, (_attribute, name: string, value: string) => {
      const url = safeUrl(decodeEntities(value), base);
      return url ? ` ${name}="${encodeAttribute(url)}"` : '';
    });
}

/** The text part without the unsubscribe line. */
export const webVersionText = (text: string) =>
  text
    .split('\n')
    .filter((line) => !line.includes(UNSUBSCRIBE_URL_PLACEHOLDER))
    .join('\n')
    .trimEnd();

const encodeCursor = (date: Date, id: number) => Buffer.from(JSON.stringify([date.toISOString(), id])).toString('base64url');

function after(text: string): SQL {
  try {
    const [date, id] = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown[];
    if (typeof date === 'string' && Number.isFinite(Date.parse(date)) && Number.isInteger(id)) {
      const at = new Date(date);
      return or(lt(m.sendDate, at), and(eq(m.sendDate, at), lt(m.id, id as number)))!;
    }
  } catch {
    // Falls through to the refusal.
  }
  throw new BadRequest('after: not a cursor this API gave');
}

async function openSite(db: Db, siteText: string | undefined) {
  if (!siteText || !ID.test(siteText)) return undefined;
  const [site] = await db.select({ id: sites.id, url: sites.url, isApproved: sites.isApproved }).from(sites).where(eq(sites.id, Number(siteText)));
  return site?.isApproved ? site : undefined;
}

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
  if (cursor !== undefined) filters.push(after(cursor.slice(0, 200)));
  const rows = (await base(db).where(and(...filters)).orderBy(desc(m.sendDate), desc(m.id)).limit(limit + 1)) as ListRow[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(listItem), next: rows.length > limit && last && last.sendDate instanceof Date ? encodeCursor(last.sendDate, Number(last.id)) : null };
}

async function oneWebVersion(db: Db, site: { id: number; url: string | null }, id: string) {
  if (!ID.test(id)) return undefined;
  const [row] = (await db
    .select({ ...LIST_COLUMNS, html: mailingSends.html, text: mailingSends.text })
    .from(m)
    .innerJoin(mailingSends, eq(mailingSends.mailingId, m.id))
    .leftJoin(mailingChannelsTable, eq(mailingChannelsTable.id, m.channelId))
    .where(and(sentOf(site.id), eq(m.id, Number(id))))) as (ListRow & { html: string; text: string })[];
  return row ? { ...listItem(row), html: webVersionHtml(row.html, site.url ?? undefined), text: webVersionText(row.text) } : undefined;
}

/** GET /api/public/mailings?site=… and /api/public/mailings/:id?site=…, rate limited per address like the delivery API. */
export async function registerWebVersions(app: FastifyInstance, options: { db: Db; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.rateLimit({ max: options.rateLimitMax, timeWindow: 60_000, keyGenerator: (request) => `delivery:${request.ip}` }));
      scope.options('/mailings', (_request, reply) => corsPreflight(reply));
      scope.options('/mailings/:id', (_request, reply) => corsPreflight(reply));
      scope.get<{ Querystring: Query }>('/mailings', async (request, reply) => {
        try {
          const site = await openSite(db, single(request.query, 'site'));
          if (!site) return send(request, reply, 404, NOT_FOUND);
          return send(request, reply, 200, await listWebVersions(db, site.id, request.query));
        } catch (error) {
          if (error instanceof BadRequest) return send(request, reply, 400, { error: error.message });
          throw error;
        }
      });
      scope.get<{ Params: { id: string }; Querystring: Query }>('/mailings/:id', async (request, reply) => {
        const siteText = request.query.site;
        const site = await openSite(db, typeof siteText === 'string' ? siteText : undefined);
        const item = site && (await oneWebVersion(db, site, request.params.id));
        return item ? send(request, reply, 200, item) : send(request, reply, 404, NOT_FOUND);
      });
    },
    { prefix: DELIVERY_PATH },
  );
}
