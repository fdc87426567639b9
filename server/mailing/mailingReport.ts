/**
 * What an editor and an operator read of a send: the report on a Mailing (counts by outcome), the
 * outbox's rows, and the operator's resend of unknown or failed rows with their own Message-ID.
 */
import DataLoader from 'dataloader';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { mailings } from '../../resources/mailing.ts';
import type { RequestContext } from '../context.ts';
import type { MailingDeliveryState } from '../contract/generated/resolverTypes.ts';
import type { Db } from '../db/client.ts';
import { apiError } from '../contract/apiErrors.ts';
import { writeAudit } from '../engine/audit.ts';
import { mailingsTable } from '../engine/resourceTables.ts';
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
  /** Failed because the reader's server refused the address (the reader is marked bounced). */
  bounced: number;
  unknown: number;
  pending: number;
  unsubscribed: number;
}

/** What the report reads of the mailing's own row (`addedColumns` of the feature's hooks). */
export interface MailingReportSource {
  id: string | number;
  status?: number | null;
  recipientCount?: number | null;
  sentCount?: number | null;
  failedCount?: number | null;
  unknownCount?: number | null;
}

export const REPORT_COLUMNS = ['id', 'status', 'recipientCount', 'sentCount', 'failedCount', 'unknownCount'] as const;

interface OutboxCounts {
  /** Rows by state; only for a mailing still sending. */
  states: Record<string, number>;
  bounced: number;
  unsubscribed: number;
}

const EMPTY_REPORT: MailingReport = { recipients: 0, sent: 0, failed: 0, bounced: 0, unknown: 0, pending: 0, unsubscribed: 0 };

/**
 * The outbox counts of many mailings in one query: every row of those still sending (`live`), and of
 * the finished ones only the rows whose reader has since bounced or unsubscribed (their states are
 * stored on the mailing).
 */
async function outboxCounts(db: Pick<Db, 'select'>, live: readonly number[], finished: readonly number[]): Promise<Map<number, OutboxCounts>> {
  const gone = inArray(mailingSubscribers.status, ['bounced', 'unsubscribed']);
  const rows = await db
    .select({ mailingId: mailingDeliveries.mailingId, state: mailingDeliveries.state, reader: mailingSubscribers.status, count: sql<number>`count(*)::integer` })
    .from(mailingDeliveries)
    .innerJoin(mailingSubscribers, eq(mailingSubscribers.id, mailingDeliveries.subscriberId))
    .where(or(live.length ? inArray(mailingDeliveries.mailingId, [...live]) : undefined, finished.length ? and(inArray(mailingDeliveries.mailingId, [...finished]), gone) : undefined))
    .groupBy(mailingDeliveries.mailingId, mailingDeliveries.state, mailingSubscribers.status);
  const counts = new Map<number, OutboxCounts>();
  for (const row of rows) {
    const id = Number(row.mailingId);
    const entry = counts.get(id) ?? { states: {}, bounced: 0, unsubscribed: 0 };
    const count = Number(row.count);
    entry.states[row.state] = (entry.states[row.state] ?? 0) + count;
    if (row.reader === 'unsubscribed') entry.unsubscribed += count;
    if (row.reader === 'bounced' && row.state === 'failed') entry.bounced += count;
    counts.set(id, entry);
  }
  return counts;
}

/** Per request, the reports a page of mailings asks for are read together: one query, not one per mailing. */
const reportLoaders = new WeakMap<RequestContext, DataLoader<MailingReportSource, MailingReport, number>>();

function reportOf(counts: OutboxCounts | undefined, mailing: MailingReportSource): MailingReport {
  const { states = {}, bounced = 0, unsubscribed = 0 } = counts ?? {};
  if (mailing.status === SENT) {
    return { recipients: mailing.recipientCount ?? 0, sent: mailing.sentCount ?? 0, failed: mailing.failedCount ?? 0, bounced, unknown: mailing.unknownCount ?? 0, pending: 0, unsubscribed };
  }
  return {
    recipients: Object.values(states).reduce((sum, count) => sum + count, 0),
    sent: states.sent ?? 0,
    failed: states.failed ?? 0,
    bounced,
    unknown: states.unknown ?? 0,
    pending: (states.pending ?? 0) + (states.sending ?? 0),
    unsubscribed,
  };
}

/**
 * A mailing's report. A sent one reads its stored counts (`recipientCount`, `sentCount`,
 * `failedCount`, `unknownCount`, written when its send finished); a sending one counts its outbox by
 * state (pending counts rows being sent); both count the recipients who have bounced or
 * unsubscribed since from the outbox. Zeros before the send, without a query.
 */
export function mailingReport(context: RequestContext, mailing: MailingReportSource): Promise<MailingReport> {
  if (mailing.status !== SENDING && mailing.status !== SENT) return Promise.resolve(EMPTY_REPORT);
  let loader = reportLoaders.get(context);
  if (!loader) {
    loader = new DataLoader(
      async (sources: readonly MailingReportSource[]) => {
        const ids = (status: number) => sources.filter((source) => source.status === status).map((source) => Number(source.id));
        const counts = await outboxCounts(context.db, ids(SENDING), ids(SENT));
        return sources.map((source) => reportOf(counts.get(Number(source.id)), source));
      },
      // Keyed by id and status: a mailing read twice in one request is asked once.
      { cacheKeyFn: (source) => Number(source.id) * 8 + Number(source.status) },
    );
    reportLoaders.set(context, loader);
  }
  return loader.load(mailing);
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
