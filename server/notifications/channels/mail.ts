/**
 * The mail platform (2; issue 30, "through the newsletter issue's SMTP path to the channel's
 * subscribers"): the confirmed readers of the notification's newsletter channel on its site, one
 * e-mail each through the server's mail service, with a fixed Message-ID and the newsletter's
 * one-click unsubscribe link (RFC 8058).
 */
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import { escapeHtml } from '../../auth/authPages.ts';
import { sites } from '../../db/schema.ts';
import { mailingSubscribers, messageDomain, smtpOutcome, unsubscribeUrl, type MailService, type SmtpOutcome } from '../../mailing/index.ts';
import type { FeatureEnvironment } from '../../serverFeature.ts';
import { notificationDeliveries, type NotificationDeliveryRow } from '../notificationTables.ts';
import type { DeliveryOutcome, NotificationChannel, NotificationMessage } from './channel.ts';

export type ChannelEnvironment = Pick<FeatureEnvironment, 'db' | 'config' | 'log'>;

const LABELS = {
  tr: { read: 'Habere git', unsubscribe: 'Abonelikten çık', why: 'Bu e-postayı bültenimize abone olduğunuz için aldınız.' },
  en: { read: 'Read the story', unsubscribe: 'Unsubscribe', why: 'You receive this e-mail because you subscribed to our newsletter.' },
} as const;

type Labels = (typeof LABELS)[keyof typeof LABELS];

/** The unsubscribe token names a subscriber and a mailing; a notification's mail names none (0): the link unsubscribes from the channel all the same. */
const NO_MAILING = 0;

export function notificationMail(message: NotificationMessage, labels: Labels, unsubscribe: string) {
  const link = message.url ? `<p style="margin:16px 0"><a href="${escapeHtml(message.url)}" style="color:#1d4ed8">${escapeHtml(labels.read)}</a></p>` : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(message.title)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#18181b;background:#f4f4f5;margin:0;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(message.title)}</h1><p style="font-size:15px;line-height:1.5;margin:0">${escapeHtml(message.body)}</p>${link}
<hr style="border:0;border-top:1px solid #e4e4e7;margin:24px 0 12px"><p style="font-size:12px;color:#71717a;margin:0">${escapeHtml(labels.why)} <a href="${escapeHtml(unsubscribe)}" style="color:#71717a">${escapeHtml(labels.unsubscribe)}</a></p>
</div></body></html>`;
  const text = [message.title, '', message.body, ...(message.url ? ['', `${labels.read}: ${message.url}`] : []), '', `${labels.unsubscribe}: ${unsubscribe}`].join('\n');
  return { subject: message.title, html, text };
}

/** One SMTP outcome as the channel contract's: a refusal for now or before anything was handed is retried; a send that may have arrived is not. */
function outcomeOf(outcome: SmtpOutcome): DeliveryOutcome {
  switch (outcome.kind) {
    case 'failed':
      return { kind: 'failed', statusCode: outcome.code, reason: outcome.reason };
    case 'retry':
      return { kind: 'retry', statusCode: outcome.code, reason: outcome.reason };
    case 'notHanded':
      return { kind: 'retry', reason: outcome.reason };
    case 'unknown':
      return { kind: 'failed', reason: `It may have been delivered: ${outcome.reason}` };
  }
}

export function createMailChannel(env: ChannelEnvironment & { mail: MailService }): NotificationChannel {
  const { db, config, mail } = env;
  const domain = messageDomain(mail.from);
  const languages = new Map<number, Promise<Labels>>();
  const labelsOf = (siteId: number) => {
    let labels = languages.get(siteId);
    if (!labels) {
      labels = db
        .select({ language: sites.language })
        .from(sites)
        .where(eq(sites.id, siteId))
        .then(([site]) => (site?.language === 'en' ? LABELS.en : LABELS.tr));
      languages.set(siteId, labels);
    }
    return labels;
  };
  return {
    platforms: [NOTIFICATION_PLATFORM_VALUE.mail],
    async fanOut(tx, message, platform) {
      if (message.mailChannelId === undefined) return 0;
      await tx.execute(sql`
        INSERT INTO notification_deliveries (notification_id, platform, target, subscription_id)
        SELECT ${message.notificationId}::integer, ${platform}::smallint, email, id
        FROM ${mailingSubscribers}
        WHERE site_id = ${message.siteId}::integer AND channel_id = ${message.mailChannelId}::integer AND status = 'subscribed'
        ORDER BY id
        ON CONFLICT DO NOTHING`);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::integer` })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.notificationId, message.notificationId), eq(notificationDeliveries.platform, platform)));
      return Number(count);
    },
    async deliver(row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome> {
      try {
        const subscriberId = row.subscriptionId ?? 0;
        const link = unsubscribeUrl(config.publicUrl, mail.tokens.sign({ subscriberId, mailingId: NO_MAILING }));
        await mail.send({
          to: row.target,
          ...notificationMail(message, await labelsOf(message.siteId), link),
          messageId: `notification-${message.notificationId}.subscriber-${subscriberId}@${domain}`,
          unsubscribeUrl: link,
        });
        return { kind: 'sent', statusCode: 250 };
      } catch (error) {
        const smtp = smtpOutcome(error);
        if (smtp.kind === 'failed' && smtp.atRecipient && row.subscriptionId !== null) {
          // Refused for good (a mailbox that does not exist): the newsletter treats the address as bounced.
          await db
            .update(mailingSubscribers)
            .set({ status: 'bounced' })
            .where(and(eq(mailingSubscribers.id, row.subscriptionId), eq(mailingSubscribers.status, 'subscribed')))
            .catch(() => undefined);
        }
        return outcomeOf(smtp);
      }
    },
  };
}
