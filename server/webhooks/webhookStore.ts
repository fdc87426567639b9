/**
 * The webhooks screen's reads and writes, on the request's site only (another site's webhook or
 * delivery is NOT_FOUND): the list with each webhook's last delivery, a page of a webhook's
 * deliveries, the save (the URL rule, CONFLICT on a stale version), the delete, a new secret and
 * "send again".
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/webhooks.ts';
import { WEBHOOK_EVENTS, webhookUrlProblem } from '../../resources/webhookRules.ts';
import type { WebhooksConfig } from '../config.ts';
import { serviceOf, type RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import { jobs } from '../db/jobsTable.ts';
import { deliveryJobKey, enqueueDelivery } from './webhookOutbox.ts';
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from './webhookTables.ts';

declare module '../context.ts' {
  interface RequestServices {
    /** The server configuration's `webhooks`: whether an address inside the server's network may be saved (WEBHOOK_ALLOW_PRIVATE). */
    webhooks: WebhooksConfig;
  }
}

/** A webhook as the API answers it: its secret only right after it was made. */
export type WebhookOut = Omit<WebhookRow, 'secret'> & { secret?: string | null; lastDelivery?: WebhookDeliveryRow | null };

export interface WebhookInput {
  id?: string | null;
  version?: number | null;
  name: string;
  url: string;
  events: readonly string[];
  active: boolean;
}

const messages = (context: RequestContext) => (context.language === 'en' ? en : tr).webhooks.errors;
const siteOf = (context: RequestContext) => context.siteNumber as number;
const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
const numeric = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

const withoutSecret = ({ secret: _secret, ...row }: WebhookRow): WebhookOut => row;

export async function listWebhooks(context: RequestContext): Promise<WebhookOut[]> {
  const rows = await context.db.select().from(webhooks).where(eq(webhooks.siteId, siteOf(context))).orderBy(webhooks.name, webhooks.id);
  if (rows.length === 0) return [];
  const last = await context.db
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, rows.map((row) => row.id)))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
  const byWebhook = new Map(last.map((row) => [row.webhookId, row]));
  return rows.map((row) => ({ ...withoutSecret(row), lastDelivery: byWebhook.get(row.id) ?? null }));
}

async function webhookOfSite(context: RequestContext, id: string): Promise<WebhookRow> {
  const [row] = await context.db.select().from(webhooks).where(and(eq(webhooks.id, numeric(id)), eq(webhooks.siteId, siteOf(context))));
  if (!row) throw apiError('NOT_FOUND', messages(context).notFound);
  return row;
}

export async function listDeliveries(context: RequestContext, webhookId: string, page = 1, limit = 50): Promise<WebhookDeliveryRow[]> {
  const hook = await webhookOfSite(context, webhookId);
  const size = Math.min(Math.max(limit, 1), 100);
  return context.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, hook.id))
    .orderBy(desc(webhookDeliveries.id))
    .limit(size)
    .offset((Math.max(page, 1) - 1) * size);
}

function checkInput(context: RequestContext, input: WebhookInput): Record<string, string> {
  const text = messages(context);
  const fields: Record<string, string> = {};
  if (!input.name.trim()) fields.name = text.nameRequired;
  const problem = webhookUrlProblem(input.url, { allowPrivate: serviceOf(context, 'webhooks').allowPrivate });
  if (problem) fields.url = text[problem];
  if (input.events.length === 0) fields.events = text.noEvents;
  return fields;
}

export async function saveWebhook(context: RequestContext, input: WebhookInput): Promise<WebhookOut> {
  const fields = checkInput(context, input);
  if (Object.keys(fields).length > 0) throw apiError('BAD_USER_INPUT', Object.values(fields).join(' '), { fields });
  const events = WEBHOOK_EVENTS.filter((event) => input.events.includes(event));
  const values = { name: input.name.trim(), url: input.url.trim(), events, active: input.active, updatedUserId: context.user.id, updatedDate: new Date() };
  if (!input.id) {
    const secret = newSecret();
    const [created] = await context.db
      .insert(webhooks)
      .values({ ...values, siteId: siteOf(context), secret, createdUserId: context.user.id })
      .returning();
    return { ...withoutSecret(created), secret };
  }
  const existing = await webhookOfSite(context, input.id);
  const [updated] = await context.db
    .update(webhooks)
    .set({ ...values, version: existing.version + 1 })
    .where(and(eq(webhooks.id, existing.id), eq(webhooks.version, input.version ?? -1)))
    .returning();
  if (!updated) throw apiError('CONFLICT', messages(context).conflict, { version: existing.version });
  return withoutSecret(updated);
}

export async function renewWebhookSecret(context: RequestContext, id: string): Promise<WebhookOut> {
  const existing = await webhookOfSite(context, id);
  const secret = newSecret();
  const [updated] = await context.db
    .update(webhooks)
    .set({ secret, version: existing.version + 1, updatedUserId: context.user.id, updatedDate: new Date() })
    .where(eq(webhooks.id, existing.id))
    .returning();
  return { ...withoutSecret(updated), secret };
}

export async function deleteWebhook(context: RequestContext, id: string): Promise<boolean> {
  const existing = await webhookOfSite(context, id);
  await context.db.delete(webhooks).where(eq(webhooks.id, existing.id));
  return true;
}

/**
 * "Send again": the same delivery row makes its next attempt now (a waiting retry is brought
 * forward; the log keeps one row per event, its attempts counting on). A delivery not yet tried is
 * going out already: CONFLICT.
 */
export async function redeliverWebhook(context: RequestContext, deliveryId: string): Promise<WebhookDeliveryRow> {
  return context.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
      .where(and(eq(webhookDeliveries.id, numeric(deliveryId)), eq(webhooks.siteId, siteOf(context))))
      .for('update');
    if (!found) throw apiError('NOT_FOUND', messages(context).deliveryNotFound);
    const { delivery } = found;
    if (delivery.status === 'PENDING') throw apiError('CONFLICT', messages(context).alreadyQueued);
    const next = { deliveryId: delivery.id, attempt: delivery.attempts + 1 };
    await tx.delete(jobs).where(and(eq(jobs.key, deliveryJobKey(next)), eq(jobs.state, 'pending')));
    await enqueueDelivery(tx, next);
    const [updated] = await tx
      .update(webhookDeliveries)
      .set({ status: 'PENDING', nextAttemptDate: new Date() })
      .where(eq(webhookDeliveries.id, delivery.id))
      .returning();
    return updated;
  });
}
