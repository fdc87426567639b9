import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A channel's readers on one site; the e-mail is kept in lower case, once per site and channel. */
export const mailingSubscribers = pgTable(
  'mailing_subscribers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    channelId: integer('channel_id').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    /** pending (waiting for confirmation) | subscribed | unsubscribed | bounced */
    status: text('status').notNull().default('subscribed'),
    /** Where the address came from: admin, import, form. */
    source: text('source').notNull().default('admin'),
    createdDate: at('created_date').notNull().defaultNow(),
    subscribedAt: at('subscribed_at'),
    unsubscribedAt: at('unsubscribed_at'),
  },
  (table) => [
    uniqueIndex('mailing_subscribers_address').on(table.siteId, table.channelId, table.email),
    index('mailing_subscribers_channel').on(table.channelId, table.status),
  ],
);

/** What a mailing's send rendered once for all its recipients (each one's unsubscribe link is put in at sending). */
export const mailingSends = pgTable('mailing_sends', {
  mailingId: integer('mailing_id').primaryKey(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  /**
   * The newsletter's web version (renderMailing's `web` mode), rendered with the mail: what
   * /api/public/mailings serves. Null on the sends made before it was stored: rendered from
   * `snapshot` on the first request and kept (mailingWebVersions.ts).
   */
  webHtml: text('web_html'),
  webText: text('web_text'),
  /** The mailing as it was rendered (title, items). */
  snapshot: jsonb('snapshot').notNull(),
  createdDate: at('created_date').notNull().defaultNow(),
});

/**
 * The outbox: one row per mailing and recipient, its Message-ID fixed when it is made. A row is
 * claimed (`sending`, with a lease) before its message is handed to SMTP; a lease run out leaves it
 * `unknown`, never sent again by itself.
 */
export const mailingDeliveries = pgTable(
  'mailing_deliveries',
  {
    id: serial('id').primaryKey(),
    mailingId: integer('mailing_id').notNull(),
    subscriberId: integer('subscriber_id').notNull(),
    email: text('email').notNull(),
    messageId: text('message_id').notNull(),
    /** pending | sending | sent | failed | unknown | skipped */
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    handedAt: at('handed_at'),
    sentAt: at('sent_at'),
    smtpCode: integer('smtp_code'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('mailing_deliveries_recipient').on(table.mailingId, table.subscriberId),
    uniqueIndex('mailing_deliveries_message').on(table.messageId),
    index('mailing_deliveries_claim').on(table.mailingId, table.nextAttemptAt, table.id).where(sql`state = 'pending'`),
    index('mailing_deliveries_state').on(table.mailingId, table.state),
  ],
);

export type MailingDeliveryRow = typeof mailingDeliveries.$inferSelect;
