/**
 * A delivery's attempt, as a job (README.md): read the row, POST its payload signed with the
 * webhook's secret, with a 10 s limit, to a receiver outside the server's network
 * (webhookAddress.ts), then record the outcome: SENT on a 2xx; else RETRYING with the next attempt
 * queued after the back-off, or FAILED after the last. No transaction is held while
 * the request is out, so a slow receiver holds nothing a save needs.
 */
import { createHmac } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { RunningJob } from '../jobs/jobRunner.ts';
import { checkedLookup, RefusedAddress, systemResolve, type Resolve } from './webhookAddress.ts';
import { DELIVER_WEBHOOK_JOB, enqueueDelivery, type DeliverPayload } from './webhookOutbox.ts';
import { webhookDeliveries, webhooks, type WebhookTry } from './webhookTables.ts';

export interface SendOptions {
  /** Waits before each retry, in order; their count + 1 is the number of attempts (5). */
  backoffMs: readonly number[];
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: receivers inside the server's network are reached (development, tests); off, every address is checked at send (webhookAddress.ts). */
  allowPrivate: boolean;
  /** How a receiver's name is resolved when addresses are checked: the system's resolver unless a test gives another. */
  resolve?: Resolve;
}

export const SEND_DEFAULTS: SendOptions = { backoffMs: [30_000, 120_000, 600_000, 3_600_000], timeoutMs: 10_000, allowPrivate: false };

const BODY_LIMIT = 2048;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>">`, what a receiver recomputes with its secret. */
export const signWebhook = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

interface Outcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/**
 * The first `limit` bytes of UTF-8 text, cut before a character that does not fit whole: a cut inside
 * one would leave U+FFFD in its place, three bytes that would carry the text past the limit.
 */
function utf8Prefix(bytes: Buffer, limit: number): string {
  if (bytes.length <= limit) return bytes.toString('utf8');
  let end = limit;
  // A continuation byte (10xxxxxx) at the cut: the character began before it; at most three of them.
  while (end > limit - 3 && (bytes[end]! & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

/** The answer's first `limit` bytes as text; the rest is not read (a receiver may answer with anything). */
async function firstBytes(response: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // One byte past the limit tells whether the cut falls inside a character; leaving the loop early destroys the answer.
  for await (const chunk of response as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > limit) break;
  }
  return utf8Prefix(Buffer.concat(chunks), limit);
}

/**
 * One POST on a connection of its own (no pooled socket, so the address it goes to is the one its
 * lookup checked), no redirect followed. `lookup` unset: the system's, unchecked.
 */
function request(url: URL, headers: Record<string, string>, body: string, lookup: LookupFunction | undefined, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const sent = client.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent: false, signal, ...(lookup ? { lookup } : {}) }, resolve);
    sent.once('error', reject);
    sent.end(body);
  });
}

async function post(target: string, headers: Record<string, string>, body: string, options: SendOptions, stop: AbortSignal): Promise<Outcome> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const url = new URL(target);
    const lookup = options.allowPrivate ? undefined : checkedLookup(url.hostname, options.resolve ?? systemResolve);
    const response = await request(url, headers, body, lookup, AbortSignal.any([timeout, stop]));
    const text = await firstBytes(response, BODY_LIMIT).catch(() => '');
    const status = response.statusCode ?? 0;
    const ok = status >= 200 && status < 300;
    return { responseStatus: status, responseBody: text, error: ok ? null : `HTTP ${status}` };
  } catch (error) {
    const message = timeout.aborted ? `No answer within ${options.timeoutMs / 1000} s` : error instanceof RefusedAddress ? error.message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
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
  const outcome = await post(found.url, headers, body, options, stop);
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
