import { NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import type { FeatureEnvironment } from '../../serverFeature.ts';
import type { NotificationDeliveryRow } from '../notificationTables.ts';
import type { DeliveryOutcome, NotificationChannel, NotificationMessage } from './channel.ts';
import { AccessTokenError, createAccessTokens, readServiceAccount } from './fcmAccessToken.ts';
import { fcmAddress, fcmTargets } from './fcmTopics.ts';
import { errorText, httpOutcome, networkOutcome } from './httpOutcome.ts';
import { acquireLocalReceivers } from './localReceivers.ts';
import { insertOutboxRows } from './outboxRows.ts';

export type ChannelEnvironment = Pick<FeatureEnvironment, 'db' | 'config' | 'log'>;

const SEND_TIMEOUT_MS = 10_000;

/** The FCM HTTP v1 request of one outbox row: its topic or condition, the texts, the link, the urgency. */
export function fcmRequest(target: string, message: NotificationMessage, ttlSeconds: number) {
  return {
    message: {
      ...fcmAddress(target),
      notification: { title: message.title, body: message.body, ...(message.imageUrl ? { image: message.imageUrl } : {}) },
      data: { url: message.url ?? '', notificationId: String(message.notificationId) },
      android: { priority: message.isBreakingNews ? 'high' : 'normal', ttl: `${ttlSeconds}s` },
      apns: { headers: { 'apns-priority': message.isBreakingNews ? '10' : '5' } },
    },
  };
}

/** FCM's error answer `{ error: { status, message } }` as a reason, else the status and the start of the body. */
function fcmReason(status: number, text: string): string {
  try {
    const { error } = JSON.parse(text) as { error?: { status?: string; message?: string } };
    if (error?.status || error?.message) return [error.status, error.message].filter(Boolean).join(': ');
  } catch {
    // Not FCM's JSON (a proxy's page): the text itself.
  }
  return `${status}: ${text.slice(0, 500)}`;
}

/**
 * Mobile (3) and mobile app (4) through FCM HTTP v1 to topics the apps subscribe to (fcmTopics.ts).
 * Without FCM_URL, through the embedded local receiver with the service account it made.
 */
export async function createFcmChannel(env: ChannelEnvironment): Promise<NotificationChannel> {
  const settings = env.config.notifications;
  const local = settings.fcmUrl ? undefined : await acquireLocalReceivers({ db: env.db, localPort: settings.localPort, log: env.log });
  let account;
  try {
    if (local) account = local.receivers.fcmServiceAccount;
    else if (settings.fcmCredentials) account = await readServiceAccount(settings.fcmCredentials);
    else throw new Error('FCM_URL is set without FCM_CREDENTIALS (a service account)');
  } catch (error) {
    await local?.release();
    throw error;
  }
  const tokens = createAccessTokens(account);
  const base = (settings.fcmUrl ?? local!.receivers.url).replace(/\/+$/, '');
  const sendUrl = `${base}/v1/projects/${encodeURIComponent(settings.fcmProjectId)}/messages:send`;

  const post = (token: string, body: string) =>
    fetch(sendUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });

  async function deliver(row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome> {
    try {
      const body = JSON.stringify(fcmRequest(row.target, message, settings.pushTtlSeconds));
      let token = await tokens.get();
      let response = await post(token, body);
      if (response.status === 401) {
        // A token revoked or expired early: one new token, one more try.
        await response.body?.cancel();
        tokens.invalidate(token);
        token = await tokens.get();
        response = await post(token, body);
      }
      const text = await response.text();
      return httpOutcome(response, fcmReason(response.status, text));
    } catch (error) {
      if (error instanceof AccessTokenError) return error.outcome;
      if (error instanceof TypeError || (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError') return networkOutcome(error);
      return { kind: 'failed', reason: errorText(error) };
    }
  }

  return {
    platforms: [NOTIFICATION_PLATFORM_VALUE.mobile, NOTIFICATION_PLATFORM_VALUE.mobileApp],
    fanOut: (tx, message, platform) => insertOutboxRows(tx, message.notificationId, platform, fcmTargets(platform, message)),
    deliver,
    close: async () => {
      await local?.release();
    },
  };
}
