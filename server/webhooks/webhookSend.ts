/**
 * A delivery's attempt, as a job (README.md): read the row, POST its payload signed with the
 * webhook's secret, with a 10 s limit, then record the outcome: SENT on a 2xx; else RETRYING with
 * the next attempt queued after the back-off, or FAILED after the last. No transaction is held while
 * the request is out, so a slow receiver holds nothing a save needs.
 */
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RunningJob } from '../jobs/jobRunner.ts';
import { DELIVER_WEBHOOK_JOB, enqueueDelivery, type DeliverPayload } from './webhookOutbox.ts';
import { webhookDeliveries, webhooks, type WebhookTry } from './webhookTables.ts';

export interface SendOptions {
  /** Waits before each retry, in order; their count + 1 is the number of attempts (5). */
  backoffMs: readonly number[];
  timeoutMs: number;
}

export const SEND_DEFAULTS: SendOptions = { backoffMs: [30_000, 120_000, 600_000, 3_600_000], timeoutMs: 10_000 };

const BODY_LIMIT = 2048;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, what a receiver recomputes with its secret. */
export const signWebhook = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

interface Outcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The answer's first `limit` bytes as text; the rest is not read (a receiver may answer with anything). */
async function firstBytes(response: Response, limit: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

async function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number, stop: AbortSignal): Promise<Outcome> {
  try {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stop]) });
    const text = await firstBytes(response, BODY_LIMIT).catch(() => '');
    const ok = response.status >= 200 && response.status < 300;
    return { responseStatus: response.status, responseBody: text, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const name = (error as Error).name;
    const message = name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { responseStatus: null, responseBody: null, error: message };
  }
}

const attemptOf = (attempt: number, at: Date, outcome: Outcome): WebhookTry => ({ attempt, at: at.toISOString(), responseStatus: outcome.responseStatus, error: outcome.error });

export async function deliverWebhook(db: Db, payload: DeliverPayload, options: SendOptions, stop: AbortSignal): Promise<{ status: string }> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .where(eq(webhookDeliveries.id, payload.deliveryId));
  // Gone with its webhook, or this attempt made already (a send again took its place).
  if (!found || found.delivery.attempts >= payload.attempt) return { status: 'skipped' };
  const { delivery } = found;
  const body = JSON.stringify(delivery.payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'newsroom-webhooks',
    'x-newsroom-event': delivery.event,
    'x-newsroom-delivery': String(delivery.id),
    'x-newsroom-timestamp': timestamp,
    'x-newsroom-signature': signWebhook(found.secret, timestamp, body),
  };
  const outcome = await post(found.url, headers, body, options.timeoutMs, stop);
  // The server is stopping: the job goes back to the queue uncounted, and another server makes this attempt.
  if (stop.aborted) throw new Error('The server stopped while the delivery was out');
  const now = new Date();
  const sent = outcome.error === null;
  const retryIn = options.backoffMs[payload.attempt - 1];
  const status = sent ? 'SENT' : retryIn === undefined ? 'FAILED' : 'RETRYING';
  const nextAttemptDate = status === 'RETRYING' ? new Date(now.getTime() + retryIn!) : null;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(webhookDeliveries)
      .set({ ...outcome, status, attempts: payload.attempt, deliveredDate: sent ? now : delivery.deliveredDate, nextAttemptDate, tries: [...delivery.tries, attemptOf(payload.attempt, now, outcome)] })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, payload.attempt - 1)))
      .returning({ id: webhookDeliveries.id });
    if (updated.length > 0 && nextAttemptDate) await enqueueDelivery(tx, { deliveryId: delivery.id, attempt: payload.attempt + 1 }, nextAttemptDate);
  });
  return { status };
}

export function webhookJobs(db: Db, options: SendOptions = SEND_DEFAULTS) {
  return {
    handlers: {
      [DELIVER_WEBHOOK_JOB]: (payload: DeliverPayload, job: RunningJob) => deliverWebhook(db, payload, options, job.signal),
    },
  };
}
