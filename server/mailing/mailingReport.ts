/**
 * What an editor and an operator read of a send: the report on a Mailing (counts by outcome), the
 * outbox's rows, and the operator's resend of unknown or failed rows with their own Message-ID.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mailings } from '../../resources/mailing.ts';
import type { RequestContext } from '../context.ts';
import type { MailingDeliveryState } from '../contract/generated/resolverTypes.ts';
import type { Db } from '../db/client.ts';
import { apiError } from '../contract/apiErrors.ts';
import { writeAudit } from '../engine/audit.ts';
import { mailingsTable } from '../engine/resourceTables.ts';
import { deliveryCounts } from './mailingDeliver.ts';
import { SENDING, SENT } from './mailingRow.ts';
import { queueDeliveries, type MailingSendOptions } from './mailingSend.ts';
import { mailingDeliveries, mailingSubscribers } from './mailingTables.ts';

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown', 'skipped'] as const;
/** The states an operator may send again. */
export const RESENDABLE_STATES = ['unknown', 'failed'] as const;

export interface MailingReport {
  recipients: number;
  sent: number;
  failed: number;
  unknown: number;
  pending: number;
  unsubscribed: number;
}

/** A mailing's report: its outbox by state (pending counts rows being sent), and how many of its recipients have unsubscribed since. */
export async function mailingReport(context: RequestContext, mailingId: number): Promise<MailingReport> {
  const counts = await deliveryCounts(context.db, mailingId);
  const [gone] = await context.db
    .select({ count: sql<number>`count(*)::integer` })
    .from(mailingDeliveries)
    .innerJoin(mailingSubscribers, eq(mailingSubscribers.id, mailingDeliveries.subscriberId))
    .where(and(eq(mailingDeliveries.mailingId, mailingId), eq(mailingSubscribers.status, 'unsubscribed')));
  const recipients = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return {
    recipients,
    sent: counts.sent ?? 0,
    failed: counts.failed ?? 0,
    unknown: counts.unknown ?? 0,
    pending: (counts.pending ?? 0) + (counts.sending ?? 0),
    unsubscribed: Number(gone?.count ?? 0),
  };
}

async function mailingOfSite(db: Pick<Db, 'select'>, context: RequestContext, mailingId: number, lock = false) {
  const query = db
    .select({ id: mailingsTable.id, status: mailingsTable.status })
    .from(mailingsTable)
    .where(and(eq(mailingsTable.id, mailingId), eq(mailingsTable.siteId, context.siteNumber ?? -1)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw apiError('NOT_FOUND', 'Mailing not found.');
  return row;
}

/** One page of a mailing's outbox, in the order it was made. */
export async function listDeliveries(context: RequestContext, args: { mailingId: string; states?: readonly string[] | null; page?: number | null; limit?: number | null }) {
  const mailingId = Number(args.mailingId);
  await mailingOfSite(context.db, context, mailingId);
  const limit = Math.min(Math.max(args.limit ?? 25, 1), 500);
  const page = Math.max(args.page ?? 1, 1);
  const where = and(eq(mailingDeliveries.mailingId, mailingId), args.states?.length ? inArray(mailingDeliveries.state, args.states.map((state) => state.toLowerCase())) : undefined);
  const [data, [total]] = await Promise.all([
    context.db.select().from(mailingDeliveries).where(where).orderBy(asc(mailingDeliveries.id)).limit(limit).offset((page - 1) * limit),
    context.db.select({ count: sql<number>`count(*)::integer` }).from(mailingDeliveries).where(where),
  ]);
  return { data: data.map((row) => ({ ...row, state: row.state.toUpperCase() as MailingDeliveryState })), total: Number(total?.count ?? 0) };
}

/**
 * The operator's resend: the mailing's rows in the given states (unknown, failed) wait to be sent
 * again with the Message-ID they had; the mailing is sending again and its deliver jobs are queued.
 */
export async function resendDeliveries(context: RequestContext, args: { mailingId: string; states: readonly string[] }, options: Pick<MailingSendOptions, 'parallel'>): Promise<number> {
  const mailingId = Number(args.mailingId);
  const states = args.states.map((state) => state.toLowerCase()).filter((state) => (RESENDABLE_STATES as readonly string[]).includes(state));
  if (states.length === 0) return 0;
  return context.db.transaction(async (tx) => {
    const mailing = await mailingOfSite(tx, context, mailingId, true);
    if (mailing.status !== SENDING && mailing.status !== SENT) return 0;
    const rows = await tx
      .update(mailingDeliveries)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedBy: null, lockedUntil: null, error: null, smtpCode: null })
      .where(and(eq(mailingDeliveries.mailingId, mailingId), inArray(mailingDeliveries.state, states)))
      .returning({ id: mailingDeliveries.id });
    if (rows.length === 0) return 0;
    await tx.update(mailingsTable).set({ status: SENDING, finishedAt: null }).where(eq(mailingsTable.id, mailingId));
    await writeAudit(tx, { resource: mailings, recordId: mailingId, action: 'status', changes: { resentDeliveries: { from: states.join(','), to: rows.length } } }, context);
    await queueDeliveries(tx, mailingId, options.parallel);
    return rows.length;
  });
}
