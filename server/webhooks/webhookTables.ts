import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A site's outgoing webhooks (README.md): where to POST, which events, and the HMAC key the server
 * made for it (shown once to the administrator; kept as is, since signing needs it).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** WebhookEvent names (CONTENT_PUBLISHED, …). */
    events: text('events').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    secret: text('secret').notNull(),
    version: integer('version').notNull().default(1),
    createdUserId: integer('created_user_id'),
    createdDate: at('created_date').notNull().defaultNow(),
    updatedUserId: integer('updated_user_id'),
    updatedDate: at('updated_date').notNull().defaultNow(),
  },
  (table) => [index('webhooks_site').on(table.siteId, table.id)],
);

export interface WebhookTry {
  attempt: number;
  /** ISO time the answer (or the failure) came. */
  at: string;
  responseStatus: number | null;
  error: string | null;
}

/**
 * One event for one webhook (the outbox row, written in the event's transaction), and how its sending
 * went: PENDING, SENT, RETRYING or FAILED, the attempts made, the last answer or error.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: smallint('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    /** The answer's first 2 KB. */
    responseBody: text('response_body'),
    error: text('error'),
    /** Every attempt's outcome, oldest first (the row's own columns hold the last). */
    tries: jsonb('tries').$type<WebhookTry[]>().notNull().default(sql`'[]'::jsonb`),
    createdDate: at('created_date').notNull().defaultNow(),
    deliveredDate: at('delivered_date'),
    nextAttemptDate: at('next_attempt_date'),
  },
  (table) => [index('webhook_deliveries_webhook').on(table.webhookId, table.id)],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
