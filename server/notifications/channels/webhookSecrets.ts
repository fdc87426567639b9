import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/**
 * The HMAC key of each webhook platform (MOBILE_SITE, APPLICATION, SPECIAL, OTHER), made by the first
 * server that signs for it (`INSERT … ON CONFLICT DO NOTHING`, then read), so every server signs alike
 * and the receiving side is given one key per platform.
 */
export const notificationWebhookSecrets = pgTable('notification_webhook_secrets', {
  platformKey: text('platform_key').primaryKey(),
  secret: text('secret').notNull(),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const WEBHOOK_SIGNATURE_HEADER = 'X-Newsroom-Signature';

export async function loadWebhookSecret(db: Db, platformKey: string): Promise<string> {
  await db
    .insert(notificationWebhookSecrets)
    .values({ platformKey, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: notificationWebhookSecrets.secret }).from(notificationWebhookSecrets).where(eq(notificationWebhookSecrets.platformKey, platformKey));
  return row.secret;
}

/** `sha256=<hex HMAC-SHA256 of the body's bytes>`. */
export const webhookSignature = (secret: string, body: string | Buffer): string => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export function verifyWebhookSignature(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
