/**
 * A pending mailing's send (issue 29, "Real delivery"): its `mailing.send` job is queued in the
 * transaction that makes it pending, at its send date and under a key per mailing and date. The job
 * prepares the send in one transaction on the locked mailing row (the row `cancelMailing` locks):
 * the rendered mail and its web version with their snapshot, one outbox row per subscribed reader with its fixed Message-ID, status
 * sending; then the `mailing.deliver` jobs hand the outbox to SMTP (mailingDeliver.ts).
 */
import { eq, sql } from 'drizzle-orm';
import type { MailingSendConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailingsTable } from '../engine/resourceTables.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import type { MailingMailItem } from './delivery/renderMailing.tsx';
import { itemsInOrder, renderMailingAndWebVersionOf } from './mailingMail.ts';
import { PENDING, SENDING } from './mailingRow.ts';
import { mailingDeliveries, mailingSends, mailingSubscribers } from './mailingTables.ts';

export const SEND_MAILING_JOB = 'mailing.send';
export const DELIVER_MAILING_JOB = 'mailing.deliver';
export const SWEEP_MAILINGS_JOB = 'mailing.sweep';

/** How the outbox is worked: the server configuration's `mailingSend` (MAILING_SEND_*, server/config.ts). */
export type MailingSendOptions = MailingSendConfig;

declare module '../context.ts' {
  interface RequestServices {
    /** The outbox settings (server configuration): an operator's resend queues as many deliver jobs as the send. */
    mailingSend: MailingSendOptions;
  }
}

export interface SendPayload {
  mailingId: number;
  /** The send date the job was queued for (ISO). */
  sendDate: string;
}

const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** In the transaction that made the mailing pending (schedule, or a save of a pending one): its send job at its date. */
export async function queueMailingSend(tx: QueueWriter, row: Readonly<Record<string, unknown>>): Promise<void> {
  if (row.status !== PENDING || !row.sendDate) return;
  const payload: SendPayload = { mailingId: Number(row.id), sendDate: isoOf(row.sendDate) };
  await enqueue(tx, SEND_MAILING_JOB, payload, { runAt: new Date(payload.sendDate), key: `${SEND_MAILING_JOB}:${payload.mailingId}:${payload.sendDate}` });
}

/** The deliver jobs of a mailing (a key each: one more is not queued while one waits or runs). */
export async function queueDeliveries(tx: QueueWriter, mailingId: number, parallel: number): Promise<void> {
  for (let k = 1; k <= parallel; k += 1) await enqueue(tx, DELIVER_MAILING_JOB, { mailingId }, { key: `${DELIVER_MAILING_JOB}:${mailingId}:${k}` });
}

/** The domain of the Message-IDs: the From address's. A message's id is `mailing-<id>.subscriber-<id>@<domain>`, fixed when its outbox row is made. */
export const messageDomain = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'newsroom.invalid';

/**
 * Prepares the send if the mailing still waits for this date (a moved date has a job of its own; a
 * cancelled mailing is gone): what it did, for the job's result.
 */
export async function prepareMailingSend(db: Db, payload: SendPayload, from: string, options: Pick<MailingSendOptions, 'parallel'>) {
  return db.transaction(async (tx) => {
    const [mailing] = await tx.select().from(mailingsTable).where(eq(mailingsTable.id, payload.mailingId)).for('update');
    if (!mailing || mailing.status !== PENDING || !mailing.sendDate || isoOf(mailing.sendDate) !== payload.sendDate) return { prepared: false };
    const items = itemsInOrder((mailing.items ?? []) as MailingMailItem[]);
    const { mail, web } = await renderMailingAndWebVersionOf(tx, {
      siteId: mailing.siteId as number,
      title: mailing.title as string,
      userSpecificTitle: mailing.userSpecificTitle as string | null,
      items,
      articlesOfTheDay: mailing.articlesOfTheDay as boolean | null,
      sendDate: mailing.sendDate as Date,
    });
    await tx
      .insert(mailingSends)
      .values({ mailingId: payload.mailingId, ...mail, webHtml: web.html, webText: web.text, snapshot: { title: mailing.title, sendDate: payload.sendDate, items } })
      .onConflictDoNothing();
    const domain = messageDomain(from);
    await tx.execute(sql`
      INSERT INTO mailing_deliveries (mailing_id, subscriber_id, email, message_id)
      SELECT ${payload.mailingId}::integer, id, email, 'mailing-' || ${payload.mailingId}::integer || '.subscriber-' || id || '@' || ${domain}::text
      FROM ${mailingSubscribers}
      WHERE site_id = ${mailing.siteId as number} AND channel_id = ${mailing.channelId as number} AND status = 'subscribed'
      ORDER BY id
      ON CONFLICT DO NOTHING`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::integer` }).from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, payload.mailingId));
    await tx
      .update(mailingsTable)
      .set({ status: SENDING, recipientCount: count, startedAt: new Date() })
      .where(eq(mailingsTable.id, payload.mailingId));
    await queueDeliveries(tx, payload.mailingId, options.parallel);
    return { prepared: true, recipients: count };
  });
}
