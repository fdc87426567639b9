import { NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import type { WEBHOOK_PLATFORM_KEYS } from '../../config.ts';
import type { FeatureEnvironment } from '../../serverFeature.ts';
import type { NotificationDeliveryRow } from '../notificationTables.ts';
import type { DeliveryOutcome, NotificationChannel, NotificationMessage } from './channel.ts';
import { errorText, httpOutcome, networkOutcome } from './httpOutcome.ts';
import { acquireLocalReceivers } from './localReceivers.ts';
import { insertOutboxRows } from './outboxRows.ts';
import { loadWebhookSecret, WEBHOOK_SIGNATURE_HEADER, webhookSignature } from './webhookSecrets.ts';

export type ChannelEnvironment = Pick<FeatureEnvironment, 'db' | 'config' | 'log'>;

type WebhookPlatformKey = (typeof WEBHOOK_PLATFORM_KEYS)[number];

/** Each webhook platform's key: its outbox target, its NOTIFY_WEBHOOK_<KEY> and its signing key's name. */
export const WEBHOOK_PLATFORMS: Readonly<Record<number, WebhookPlatformKey>> = {
  [NOTIFICATION_PLATFORM_VALUE.mobileSite]: 'MOBILE_SITE',
  [NOTIFICATION_PLATFORM_VALUE.application]: 'APPLICATION',
  [NOTIFICATION_PLATFORM_VALUE.special]: 'SPECIAL',
  [NOTIFICATION_PLATFORM_VALUE.other]: 'OTHER',
};

const WEBHOOK_TIMEOUT_MS = 10_000;
const REASON_CHARS = 500;

/** What a webhook receives (server/notifications/README.md, "FCM and webhooks"). */
export const webhookBody = (platformKey: string, message: NotificationMessage) => ({
  notificationId: message.notificationId,
  siteId: message.siteId,
  platform: platformKey,
  title: message.title,
  body: message.body,
  url: message.url ?? null,
  image: message.imageUrl ?? null,
  isBreakingNews: message.isBreakingNews,
  audience: message.audience,
  categoryIds: message.categoryIds,
  sentAt: message.sentAt,
});

/**
 * Mobile site (5), application (6), special (7) and other (8): one signed JSON POST per platform to its
 * NOTIFY_WEBHOOK_<KEY>, or to the embedded local receiver for a platform without one.
 */
export async function createWebhookChannel(env: ChannelEnvironment): Promise<NotificationChannel> {
  const { webhooks, localPort } = env.config.notifications;
  const keys = Object.values(WEBHOOK_PLATFORMS);
  const local = keys.every((key) => webhooks[key]) ? undefined : await acquireLocalReceivers({ db: env.db, localPort, log: env.log });
  const urlOf = (key: string) => webhooks[key] ?? `${local!.receivers.url}/webhook/${key}`;
  const secrets = new Map<string, Promise<string>>();
  const secretOf = (key: string) => {
    let secret = secrets.get(key);
    if (!secret) {
      secret = loadWebhookSecret(env.db, key);
      secrets.set(key, secret);
      secret.catch(() => secrets.delete(key));
    }
    return secret;
  };

  async function deliver(row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome> {
    try {
      const body = JSON.stringify(webhookBody(row.target, message));
      const response = await fetch(urlOf(row.target), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(await secretOf(row.target), body) },
        body,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      const text = response.ok ? '' : await response.text();
      if (response.ok) await response.body?.cancel();
      return httpOutcome(response, `${response.status}${text ? `: ${text.slice(0, REASON_CHARS)}` : ''}`);
    } catch (error) {
      // Refused, reset, timed out, or the key could not be read: nothing certain reached the receiver.
      return networkOutcome(error);
    }
  }

  return {
    platforms: Object.keys(WEBHOOK_PLATFORMS).map(Number),
    fanOut: (tx, message, platform) => {
      const key = WEBHOOK_PLATFORMS[platform];
      return insertOutboxRows(tx, message.notificationId, platform, key ? [key] : []);
    },
    deliver,
    close: async () => {
      await local?.release();
    },
  };
}
