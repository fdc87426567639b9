/**
 * The outbox worked (issue 29, "Real delivery"; server/mailing/README.md, "Sending"): each
 * `mailing.deliver` job claims a chunk of due rows (FOR UPDATE SKIP LOCKED, so two jobs never hold the
 * same row), hands them to SMTP and records each outcome on the rows it still holds. A row whose lease
 * ran out (its worker died mid-send) becomes `unknown` and is never sent again by itself: a message is
 * sent at most once unless an operator asks (`resendMailingDeliveries`).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailingsTable } from '../engine/resourceTables.ts';
import { jobs } from '../db/jobsTable.ts';
import type { MailService } from './delivery/mailService.ts';
import { withUnsubscribeUrl } from './delivery/renderMailing.tsx';
import { smtpOutcome, type SmtpOutcome } from './delivery/smtpOutcome.ts';
import { SENDING, SENT } from './mailingRow.ts';
import { DELIVER_MAILING_JOB, queueDeliveries, type MailingSendOptions } from './mailingSend.ts';
import { mailingDeliveries, mailingSends, mailingSubscribers, type MailingDeliveryRow } from './mailingTables.ts';

export interface DeliverEnvironment {
  db: Db;
  mail: MailService;
  /** The server's public address: the unsubscribe links point at it. */
  publicUrl: string;
  options: MailingSendOptions;
}

const fromNow = (ms: number) => sql`now() + ${Math.round(ms)}::integer * interval '1 millisecond'`;

export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/api/public/mailing/unsubscribe?token=${encodeURIComponent(token)}`;

/** Rows of this mailing whose lease ran out while being sent: maybe delivered, so `unknown`. */
export async function expireLeases(db: Db, mailingId: number): Promise<number> {
  const rows = await db
    .update(mailingDeliveries)
    .set({ state: 'unknown', lockedUntil: null, error: 'The send was interrupted: it may have been delivered.' })
    .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingDeliveries.state, 'sending'), lt(mailingDeliveries.lockedUntil, sql`now()`)))
    .returning({ id: mailingDeliveries.id });
  return rows.length;
}

/**
 * Takes up to a chunk of the mailing's due rows no other job holds. Ordered as the partial index
 * `mailing_deliveries_claim` (mailing, next attempt, id) is, so a claim reads only the rows it takes;
 * ordered by id alone, every claim sorted all the mailing's pending rows.
 */
async function claim(db: Db, mailingId: number, lockedBy: string, options: MailingSendOptions): Promise<MailingDeliveryRow[]> {
  const due = db
    .select({ id: mailingDeliveries.id })
    .from(mailingDeliveries)
    .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingDeliveries.state, 'pending'), lte(mailingDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailingDeliveries.nextAttemptAt), asc(mailingDeliveries.id))
    .limit(options.chunk)
    .for('update', { skipLocked: true });
  return db
    .update(mailingDeliveries)
    .set({ state: 'sending', lockedBy, lockedUntil: fromNow(options.leaseMs), attempts: sql`${mailingDeliveries.attempts} + 1`, handedAt: sql`now()` })
    .where(inArray(mailingDeliveries.id, due))
    .returning();
}

type Outcome = { kind: 'sent' } | { kind: 'skipped' } | SmtpOutcome;

/** What an outcome writes on its row; a row already `unknown` (its lease ran out) takes only a known end. */
function outcomeValues(outcome: Outcome, row: MailingDeliveryRow, options: MailingSendOptions) {
  const done = { lockedBy: null, lockedUntil: null };
  switch (outcome.kind) {
    case 'sent':
      return { ...done, state: 'sent', sentAt: sql`now()`, smtpCode: 250, error: null };
    case 'skipped':
      return { ...done, state: 'skipped', error: 'No longer subscribed.' };
    case 'failed':
      return { ...done, state: 'failed', smtpCode: outcome.code, error: outcome.reason };
    case 'retry':
      return row.attempts >= options.retries
        ? { ...done, state: 'failed', smtpCode: outcome.code, error: outcome.reason }
        : { ...done, state: 'pending', smtpCode: outcome.code, error: outcome.reason, nextAttemptAt: new Date(Date.now() + options.retryBaseMs * 2 ** (row.attempts - 1)) };
    case 'notHanded':
      return { ...done, state: 'pending', attempts: Math.max(0, row.attempts - 1), error: outcome.reason, nextAttemptAt: new Date(Date.now() + options.retryBaseMs) };
    case 'unknown':
      return { ...done, state: 'unknown', error: outcome.reason };
  }
}

/** Writes one outcome on rows this claim still holds (several only for outcomes that do not depend on the row, as sent). */
async function record(db: Db, rows: readonly MailingDeliveryRow[], lockedBy: string, outcome: Outcome, options: MailingSendOptions): Promise<void> {
  const known = outcome.kind === 'sent' || outcome.kind === 'failed';
  await db
    .update(mailingDeliveries)
    .set(outcomeValues(outcome, rows[0]!, options))
    .where(and(inArray(mailingDeliveries.id, rows.map((row) => row.id)), eq(mailingDeliveries.lockedBy, lockedBy), inArray(mailingDeliveries.state, known ? ['sending', 'unknown'] : ['sending'])));
  if (outcome.kind === 'failed' && outcome.atRecipient) {
    await db.update(mailingSubscribers).set({ status: 'bounced' }).where(and(inArray(mailingSubscribers.id, rows.map((row) => row.subscriberId)), eq(mailingSubscribers.status, 'subscribed')));
  }
}

async function sendOne(env: DeliverEnvironment, mailingId: number, row: MailingDeliveryRow, rendered: { subject: string; html: string; text: string }): Promise<Outcome> {
  const url = unsubscribeUrl(env.publicUrl, env.mail.tokens.sign({ subscriberId: row.subscriberId, mailingId }));
  try {
    await env.mail.send({ to: row.email, ...withUnsubscribeUrl(rendered, url), messageId: row.messageId, unsubscribeUrl: url, mailingId });
    return { kind: 'sent' };
  } catch (error) {
    return smtpOutcome(error);
  }
}

/** The readers of a claimed chunk still subscribed, read once for the chunk just before it is sent. */
async function stillSubscribed(db: Db, rows: readonly MailingDeliveryRow[]): Promise<Set<number>> {
  const found = await db
    .select({ id: mailingSubscribers.id })
    .from(mailingSubscribers)
    .where(and(inArray(mailingSubscribers.id, rows.map((row) => row.subscriberId)), eq(mailingSubscribers.status, 'subscribed')));
  return new Set(found.map((subscriber) => subscriber.id));
}

/**
 * Sends a claimed chunk and records its outcomes: the rows sent in one statement (the usual case),
 * any other outcome on its own row. Every row stays `sending` under this claim until its outcome is
 * written, so a process dying meanwhile leaves them to run out into `unknown`, never to be sent again.
 */
async function sendChunk(env: DeliverEnvironment, mailingId: number, rows: readonly MailingDeliveryRow[], lockedBy: string, rendered: { subject: string; html: string; text: string }): Promise<number> {
  const { db, options } = env;
  const subscribed = await stillSubscribed(db, rows);
  const outcomes = await Promise.all(rows.map((row): Promise<Outcome> => (subscribed.has(row.subscriberId) ? sendOne(env, mailingId, row, rendered) : Promise.resolve({ kind: 'skipped' }))));
  const sent = rows.filter((_row, index) => outcomes[index]!.kind === 'sent');
  if (sent.length > 0) await record(db, sent, lockedBy, { kind: 'sent' }, options);
  await Promise.all(rows.map((row, index) => (outcomes[index]!.kind === 'sent' ? undefined : record(db, [row], lockedBy, outcomes[index]!, options))));
  return sent.length;
}

/** The `mailing.deliver` job: chunks until no row is due (waiting for a retry due within a lease), then the finish; it holds at most two chunks. */
export async function deliverMailing(env: DeliverEnvironment, mailingId: number) {
  const { db, options } = env;
  const [rendered] = await db.select().from(mailingSends).where(eq(mailingSends.mailingId, mailingId));
  if (!rendered) return { delivered: 0 };
  // The claim token names the host and process holding the rows, so an operator (or a test) can tell whose they are.
  const lockedBy = `${DELIVER_MAILING_JOB}:${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  let delivered = 0;
  await expireLeases(db, mailingId);
  let rows = await claim(db, mailingId, lockedBy, options);
  for (;;) {
    if (rows.length === 0) {
      const [next] = await db
        .select({ at: min(mailingDeliveries.nextAttemptAt) })
        .from(mailingDeliveries)
        .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingDeliveries.state, 'pending')));
      const waitMs = next?.at ? next.at.getTime() - Date.now() : Infinity;
      if (waitMs > options.leaseMs) break;
      await new Promise((resolve) => setTimeout(resolve, Math.max(10, waitMs)));
      rows = await claim(db, mailingId, lockedBy, options);
      continue;
    }
    // The next chunk is claimed while this one is out, so the pool never waits on the database between chunks.
    const [sent, next] = await Promise.all([sendChunk(env, mailingId, rows, lockedBy, rendered), claim(db, mailingId, lockedBy, options)]);
    delivered += sent;
    rows = next;
  }
  await finishIfDone(db, mailingId);
  return { delivered };
}

/** Counts of a mailing's outbox by state. */
export async function deliveryCounts(db: Pick<Db, 'select'>, mailingId: number): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: mailingDeliveries.state, count: sql<number>`count(*)::integer` })
    .from(mailingDeliveries)
    .where(eq(mailingDeliveries.mailingId, mailingId))
    .groupBy(mailingDeliveries.state);
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

/** A sending mailing with nothing pending or in flight is sent, with its counts; whether it is now. */
export async function finishIfDone(db: Db, mailingId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [mailing] = await tx.select({ status: mailingsTable.status }).from(mailingsTable).where(eq(mailingsTable.id, mailingId)).for('update');
    if (mailing?.status !== SENDING) return false;
    const counts = await deliveryCounts(tx, mailingId);
    if ((counts.pending ?? 0) + (counts.sending ?? 0) > 0) return false;
    await tx
      .update(mailingsTable)
      .set({ status: SENT, sentCount: counts.sent ?? 0, failedCount: counts.failed ?? 0, unknownCount: counts.unknown ?? 0, finishedAt: new Date() })
      .where(eq(mailingsTable.id, mailingId));
    return true;
  });
}

/**
 * The recurring `mailing.sweep`: for each sending mailing, leases run out become `unknown`, deliver
 * jobs are queued again when rows wait and none is pending or running (one failed for good), and a
 * mailing with nothing left is finished.
 */
export async function sweepMailings(env: Pick<DeliverEnvironment, 'db' | 'options'>) {
  const { db, options } = env;
  const sending = await db.select({ id: mailingsTable.id }).from(mailingsTable).where(eq(mailingsTable.status, SENDING));
  let requeued = 0;
  for (const { id: rowId } of sending) {
    const id = Number(rowId);
    await expireLeases(db, id);
    if (await finishIfDone(db, id)) continue;
    const counts = await deliveryCounts(db, id);
    if ((counts.pending ?? 0) === 0) continue;
    const live = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, DELIVER_MAILING_JOB), inArray(jobs.state, ['pending', 'running']), sql`${jobs.key} like ${`${DELIVER_MAILING_JOB}:${id}:%`}`))
      .limit(1);
    if (live.length === 0) {
      await queueDeliveries(db, id, options.parallel);
      requeued += 1;
    }
  }
  return { mailings: sending.length, requeued };
}
