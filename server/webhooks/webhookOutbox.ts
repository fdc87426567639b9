/**
 * The outbox (README.md): an event becomes one delivery row per active webhook of the site that
 * subscribed to it, and one job per row, written in the transaction of the write that raised it, so
 * it goes out only if the write commits, once across servers (the queue's claim) and after a crash
 * (the rows wait in the database). The write does nothing else: no request leaves here.
 */
import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEventName } from '../../resources/webhookRules.ts';
import type { Db } from '../db/client.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { webhookDeliveries, webhooks } from './webhookTables.ts';

export const DELIVER_WEBHOOK_JOB = 'webhooks.deliver';

/** What a delivery job carries: the row and the attempt it makes (a stale job finds it made already). */
export interface DeliverPayload {
  deliveryId: number;
  attempt: number;
}

/** The record an event is about, as the receiver gets it: nothing secret. */
export interface EventRecord {
  resource: string;
  id: string;
  title?: string | null;
  urlPath?: string | null;
}

export type OutboxTx = Pick<Db, 'select' | 'insert'>;

export const deliveryJobKey = (payload: DeliverPayload) => `${DELIVER_WEBHOOK_JOB}:${payload.deliveryId}:${payload.attempt}`;

export async function enqueueDelivery(tx: Pick<Db, 'insert'>, payload: DeliverPayload, runAt?: Date): Promise<void> {
  await enqueue(tx, DELIVER_WEBHOOK_JOB, payload, { key: deliveryJobKey(payload), runAt, maxAttempts: 3 });
}

/** Writes the event's deliveries (none when no active webhook of the site takes it). */
export async function raiseWebhookEvent(tx: OutboxTx, siteId: number, event: WebhookEventName, record: EventRecord, now = new Date()): Promise<number> {
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.siteId, siteId), eq(webhooks.active, true), arrayContains(webhooks.events, [event])));
  if (targets.length === 0) return 0;
  const summary = { title: record.title ?? null, ...(record.urlPath ? { urlPath: record.urlPath } : {}) };
  const payload = { event, site: String(siteId), occurredAt: now.toISOString(), resource: record.resource, id: record.id, record: summary };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(targets.map((target) => ({ webhookId: target.id, event, payload, status: 'PENDING', createdDate: now, nextAttemptDate: now })))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await enqueueDelivery(tx, { deliveryId: row.id, attempt: 1 });
  return rows.length;
}
