/**
 * The outbox worked (issue 30, "per platform and per subscription, once across servers"; README.md,
 * "Sending"): each `notification.deliver` job claims a chunk of due rows (FOR UPDATE SKIP LOCKED under
 * a lease, so two jobs never hold the same row), hands them to their platform's channel and records
 * the outcomes on the rows it still holds, with one count update per platform and chunk. A row whose
 * lease ran out (its worker died mid-send) becomes `unknown` and is never sent again by itself. A
 * cancel stops the claims; a chunk claimed but not yet handed over when the cancel lands is canceled.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import { NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
import { jobs } from '../db/jobsTable.ts';
import { notificationsTable } from '../engine/resourceTables.ts';
import type { DeliveryOutcome, NotificationChannel, NotificationMessage } from './channels/channel.ts';
import { addTallies, cancelPending, lockNotification, saveProgress, tally, type ProgressTx, type Tallies } from './notificationProgress.ts';
import { channelFor, DELIVER_NOTIFICATION_JOB, messageOf, queueDeliveries, type SendEnvironment } from './notificationSend.ts';
import { notificationDeliveries, type NotificationDeliveryRow } from './notificationTables.ts';

const { sending: SENDING, canceled: CANCELED } = NOTIFICATION_STATUS_VALUE;

const fromNow = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export const INTERRUPTED = 'The send was interrupted: it may have been delivered.';

/** Ends rows of this notification whose lease ran out while being handed over: maybe delivered, so `unknown` (counted failed). */
async function expireLeases(tx: ProgressTx, notificationId: number): Promise<number> {
  const d = notificationDeliveries;
  const rows = await tx
    .update(d)
    .set({ state: 'unknown', lockedUntil: null, error: INTERRUPTED })
    .where(and(eq(d.notificationId, notificationId), eq(d.state, 'sending'), lt(d.lockedUntil, sql`now()`)))
    .returning({ platform: d.platform });
  const tallies: Tallies = new Map();
  for (const { platform } of rows) tally(tallies, platform, 'failed', INTERRUPTED);
  await addTallies(tx, notificationId, tallies);
  return rows.length;
}

/**
 * Takes up to a chunk of due rows no other job holds, while the notification is still sending (read on
 * its locked row, so a cancel is either before the claim, which then takes nothing, or after it).
 * Ordered as the partial index `notification_deliveries_claim` is.
 */
async function claim(env: SendEnvironment, notificationId: number, lockedBy: string): Promise<NotificationDeliveryRow[]> {
  const { db, options } = env;
  const d = notificationDeliveries;
  return db.transaction(async (tx) => {
    const notification = await lockNotification(tx, notificationId);
    if (notification?.status !== SENDING) return [];
    const due = tx
      .select({ id: d.id })
      .from(d)
      .where(and(eq(d.notificationId, notificationId), eq(d.state, 'pending'), lte(d.nextAttemptAt, sql`now()`)))
      .orderBy(asc(d.nextAttemptAt), asc(d.id))
      .limit(options.chunk)
      .for('update', { skipLocked: true });
    return tx
      .update(d)
      .set({ state: 'sending', lockedBy, lockedUntil: fromNow(options.leaseMs), attempts: sql`${d.attempts} + 1` })
      .where(inArray(d.id, due))
      .returning();
  });
}

type Ended = 'sent' | 'failed' | 'expired' | 'canceled';

/** What an outcome writes on its row: its end, or pending again for a retry while retries remain. */
function outcomeValues(outcome: DeliveryOutcome | { kind: 'canceled' }, row: NotificationDeliveryRow, env: SendEnvironment, canceled: boolean) {
  const done = { lockedBy: null, lockedUntil: null };
  const statusCode = 'statusCode' in outcome ? (outcome.statusCode ?? null) : null;
  switch (outcome.kind) {
    case 'sent':
      return { ...done, state: 'sent', sentAt: sql`now()`, statusCode, error: null };
    case 'expired':
      return { ...done, state: 'expired', statusCode, error: outcome.reason };
    case 'failed':
      return { ...done, state: 'failed', statusCode, error: outcome.reason };
    case 'canceled':
      return { ...done, state: 'canceled' };
    case 'retry': {
      if (canceled) return { ...done, state: 'canceled', statusCode, error: outcome.reason };
      if (row.attempts >= env.options.retries) return { ...done, state: 'failed', statusCode, error: outcome.reason };
      const backoff = env.options.retryBaseMs * 2 ** Math.max(0, row.attempts - 1);
      return { ...done, state: 'pending', statusCode, error: outcome.reason, nextAttemptAt: new Date(Date.now() + Math.max(outcome.retryAfterMs ?? 0, backoff)) };
    }
  }
}

/**
 * Records a chunk's outcomes in one transaction on the locked notification: the rows this claim still
 * holds (`sending`, or `unknown` when its lease ran out meanwhile and the outcome is known), one count
 * update per platform, then the platforms that ended and the notification's progress.
 */
async function record(env: SendEnvironment, notificationId: number, rows: readonly NotificationDeliveryRow[], outcomes: readonly (DeliveryOutcome | { kind: 'canceled' })[], lockedBy: string) {
  const d = notificationDeliveries;
  await env.db.transaction(async (tx) => {
    const notification = await lockNotification(tx, notificationId);
    const canceled = notification?.status === CANCELED;
    const current = new Map(
      (await tx.select({ id: d.id, state: d.state }).from(d).where(and(inArray(d.id, rows.map((row) => row.id)), eq(d.lockedBy, lockedBy)))).map((row) => [row.id, row.state]),
    );
    const tallies: Tallies = new Map();
    const sentIds: number[] = [];
    for (const [index, row] of rows.entries()) {
      const outcome = outcomes[index]!;
      const was = current.get(row.id);
      const known = outcome.kind === 'sent' || outcome.kind === 'failed' || outcome.kind === 'expired';
      if (was !== 'sending' && !(was === 'unknown' && known)) continue;
      const values = outcomeValues(outcome, row, env, canceled);
      if (values.state !== 'pending') tally(tallies, row.platform, values.state as Ended, 'error' in values && values.error ? values.error : undefined);
      // A row first counted failed as `unknown` takes its known end instead.
      if (was === 'unknown') tally(tallies, row.platform, 'failed', undefined, -1);
      if (outcome.kind === 'sent') sentIds.push(row.id);
      else await tx.update(d).set(values).where(eq(d.id, row.id));
    }
    if (sentIds.length > 0) await tx.update(d).set(outcomeValues({ kind: 'sent' }, rows[0]!, env, canceled)).where(inArray(d.id, sentIds));
    await addTallies(tx, notificationId, tallies);
    if (notification) {
      if (canceled) await cancelPending(tx, notificationId);
      await saveProgress(tx, notification);
    }
  });
}

/** Whether the notification still sends (a cancel stops what is not yet handed over). */
async function stillSending(env: SendEnvironment, notificationId: number): Promise<boolean> {
  const [row] = await env.db.select({ status: notificationsTable.status }).from(notificationsTable).where(eq(notificationsTable.id, notificationId));
  return row?.status === SENDING;
}

/** Hands a claimed chunk over, each row to its platform's channel at once, and records the outcomes; how many were sent. */
async function sendChunk(env: SendEnvironment, message: NotificationMessage, rows: readonly NotificationDeliveryRow[], lockedBy: string): Promise<number> {
  // Re-read just before the hand-over: a cancel that landed after the claim leaves these rows canceled, never sent.
  if (!(await stillSending(env, message.notificationId))) {
    await record(env, message.notificationId, rows, rows.map(() => ({ kind: 'canceled' as const })), lockedBy);
    return 0;
  }
  const outcomes = await Promise.all(rows.map((row) => handOver(channelFor(env.channels, row.platform), row, message)));
  await record(env, message.notificationId, rows, outcomes, lockedBy);
  return outcomes.filter((outcome) => outcome.kind === 'sent').length;
}

async function handOver(channel: NotificationChannel | undefined, row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome> {
  if (!channel) return { kind: 'failed', reason: 'No channel is configured for this platform.' };
  try {
    return await channel.deliver(row, message);
  } catch (error) {
    // A channel never throws by contract; one that does may have handed the row over, so it is not sent again.
    return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** The message of a notification whose send began, as its fan-out made it. */
async function sentMessage(env: SendEnvironment, notificationId: number): Promise<NotificationMessage | undefined> {
  const [row] = await env.db.select().from(notificationsTable).where(eq(notificationsTable.id, notificationId));
  if (!row?.startedAt) return undefined;
  return messageOf(env.db, row, row.startedAt as Date, env.publicUrl);
}

/** Leases run out, rows left pending by a cancel, ended platforms and the finish: in one transaction on the locked notification. */
async function settle(env: SendEnvironment, notificationId: number): Promise<void> {
  await env.db.transaction(async (tx) => {
    const notification = await lockNotification(tx, notificationId);
    if (!notification) return;
    await expireLeases(tx, notificationId);
    if (notification.status === CANCELED) await cancelPending(tx, notificationId);
    await saveProgress(tx, notification);
  });
}

/** The `notification.deliver` job: chunks until no row is due (waiting for a retry due within a lease), then the platforms' ends; it holds at most two chunks. */
export async function deliverNotification(env: SendEnvironment, notificationId: number) {
  const { db, options } = env;
  const message = await sentMessage(env, notificationId);
  if (!message) return { delivered: 0 };
  // The claim token names the host and process holding the rows, so an operator (or a test) can tell whose they are.
  const lockedBy = `${DELIVER_NOTIFICATION_JOB}:${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  let delivered = 0;
  await settle(env, notificationId);
  let rows = await claim(env, notificationId, lockedBy);
  for (;;) {
    if (rows.length === 0) {
      if (!(await stillSending(env, notificationId))) break;
      const d = notificationDeliveries;
      const [next] = await db
        .select({ at: min(d.nextAttemptAt) })
        .from(d)
        .where(and(eq(d.notificationId, notificationId), eq(d.state, 'pending')));
      const waitMs = next?.at ? next.at.getTime() - Date.now() : Infinity;
      if (waitMs > options.leaseMs) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, waitMs)));
      rows = await claim(env, notificationId, lockedBy);
      continue;
    }
    // The next chunk is claimed while this one is out; it is checked again before its own hand-over.
    const [sent, next] = await Promise.all([sendChunk(env, message, rows, lockedBy), claim(env, notificationId, lockedBy)]);
    delivered += sent;
    rows = next;
  }
  await settle(env, notificationId);
  return { delivered };
}

/**
 * The recurring `notification.sweep`: for each notification sending, or canceled while sending and
 * not yet ended, leases run out become `unknown`, what is done is finished, and deliver jobs are
 * queued again when rows wait and none is pending or running (one failed for good).
 */
export async function sweepNotifications(env: SendEnvironment) {
  const t = notificationsTable;
  const open = await env.db
    .select({ id: t.id })
    .from(t)
    .where(or(eq(t.status, SENDING), and(eq(t.status, CANCELED), isNotNull(t.startedAt), isNull(t.finishedAt))));
  let requeued = 0;
  for (const { id: rowId } of open) {
    const id = Number(rowId);
    await settle(env, id);
    if (!(await stillSending(env, id))) continue;
    const d = notificationDeliveries;
    const [waiting] = await env.db.select({ id: d.id }).from(d).where(and(eq(d.notificationId, id), eq(d.state, 'pending'))).limit(1);
    if (!waiting) continue;
    const live = await env.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, DELIVER_NOTIFICATION_JOB), inArray(jobs.state, ['pending', 'running']), sql`${jobs.key} like ${`${DELIVER_NOTIFICATION_JOB}:${id}:%`}`))
      .limit(1);
    if (live.length === 0) {
      await queueDeliveries(env.db, id, env.options.parallel);
      requeued += 1;
    }
  }
  return { notifications: open.length, requeued };
}
