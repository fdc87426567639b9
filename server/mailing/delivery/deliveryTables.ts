import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Secrets every server must share, created once by the first server that needs one (the unsubscribe
 * tokens' HMAC key when MAILING_TOKEN_SECRET is unset): `INSERT … ON CONFLICT DO NOTHING`, then read.
 */
export const mailingSecrets = pgTable('mailing_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The embedded SMTP receiver's index of what it kept (mailCapture.ts): one row per message whose DATA
 * completed, the message itself in `file` under DATA_DIR/mail. `to` holds the envelope's recipients.
 * Rows are read newest first, by mailing or by recipient.
 */
export const capturedMails = pgTable(
  'captured_mails',
  {
    id: serial('id').primaryKey(),
    messageId: text('message_id'),
    from: text('from').notNull(),
    to: text('to').array().notNull(),
    subject: text('subject'),
    /** The `X-Newsroom-Mailing` header: the mailing the message was sent for. */
    mailingId: integer('mailing_id'),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Relative to the receiver's folder (DATA_DIR/mail). */
    file: text('file').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('captured_mails_mailing').on(table.mailingId, table.id), index('captured_mails_received').on(table.receivedAt)],
);

export type CapturedMailRow = typeof capturedMails.$inferSelect;
