import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A browser's Web Push subscription on one site, registered by the site through the delivery API
 * (RFC 8030 endpoint, RFC 8291 keys), with what its reader asked for: the audiences beside "all"
 * (important updates 2, daily updates 3) and the categories followed. A 404/410 from its push service removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    audiences: integer('audiences').array().notNull().default(sql`'{}'::integer[]`),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    createdDate: at('created_date').notNull().defaultNow(),
    lastSentAt: at('last_sent_at'),
  },
  (table) => [uniqueIndex('push_subscriptions_endpoint').on(table.endpoint), index('push_subscriptions_site').on(table.siteId, table.id)],
);

/**
 * One row per notification and platform: its delivery state (NOTIFICATION_DELIVERY_STATE: waiting 1,
 * sent 2, failed 3, canceled 4) and counts, kept up to date while its outbox is worked.
 */
export const notificationPlatforms = pgTable(
  'notification_platforms',
  {
    notificationId: integer('notification_id').notNull(),
    platform: smallint('platform').notNull(),
    state: smallint('state').notNull().default(1),
    targeted: integer('targeted').notNull().default(0),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    expired: integer('expired').notNull().default(0),
    canceled: integer('canceled').notNull().default(0),
    /** The first failure's reason, as the platform answered. */
    error: text('error'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.platform] })],
);

/**
 * The outbox: one row per notification, platform and target (a push subscription, a reader's address,
 * an FCM topic condition, a webhook), unique, claimed with SKIP LOCKED under a lease before it is
 * handed to its platform. States: pending | sending | sent | failed | expired | canceled | unknown.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id').notNull(),
    platform: smallint('platform').notNull(),
    /** What the platform's channel needs to reach it: a subscription id, an e-mail, a topic condition, a webhook name. */
    target: text('target').notNull(),
    subscriptionId: integer('subscription_id'),
    state: text('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    sentAt: at('sent_at'),
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (table) => [
    uniqueIndex('notification_deliveries_target').on(table.notificationId, table.platform, table.target),
    index('notification_deliveries_claim').on(table.notificationId, table.nextAttemptAt, table.id).where(sql`state = 'pending'`),
    index('notification_deliveries_state').on(table.notificationId, table.platform, table.state),
  ],
);

/** The VAPID key pair (RFC 8292) every server signs with: made by the first server that starts, then read. */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdDate: at('created_date').notNull().defaultNow(),
});

/**
 * What the embedded local receivers got (the default run and the tests): decrypted web pushes, FCM
 * messages and webhook calls, as they arrived. `kind`: webPush | fcm | webhook.
 */
export const capturedPushes = pgTable(
  'captured_pushes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The endpoint's id, the FCM topic condition or the webhook's platform. */
    target: text('target').notNull(),
    headers: jsonb('headers').notNull(),
    payload: jsonb('payload'),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [index('captured_pushes_kind').on(table.kind, table.id)],
);

export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
