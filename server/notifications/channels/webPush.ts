/**
 * The web platform (issue 30, "Web"): one outbox row per browser subscription of the site that asked
 * for the notification's audience, each sent as an encrypted Web Push (RFC 8291, aes128gcm) signed
 * with the kept VAPID key (RFC 8292), with a TTL, an urgency and, for breaking news, a Topic so that
 * a newer breaking update replaces one not yet shown (RFC 8030 §5.4). The `web-push` library makes
 * each request (encryption, VAPID header); it goes out over one keep-alive agent per scheme.
 */
import http from 'node:http';
import https from 'node:https';
import { eq, sql, type SQL } from 'drizzle-orm';
import webPush from 'web-push';
import { NOTIFICATION_AUDIENCE_VALUE, NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import { forCategoryFollowers } from '../../../resources/notificationRules.ts';
import type { Db } from '../../db/client.ts';
import type { FeatureEnvironment } from '../../serverFeature.ts';
import { notificationDeliveries, pushSubscriptions, type NotificationDeliveryRow } from '../notificationTables.ts';
import type { DeliveryOutcome, NotificationChannel, NotificationMessage } from './channel.ts';
import { errorText, httpOutcome, networkOutcome } from './httpOutcome.ts';
import { loadVapidKeys, type VapidKeys } from './vapidKeys.ts';

export type ChannelEnvironment = Pick<FeatureEnvironment, 'db' | 'config' | 'log'>;

type Tx = Parameters<NotificationChannel['fanOut']>[0];

/** What the site's service worker receives (its `push` event's `data.json()`). */
export interface WebPushPayload {
  title: string;
  body: string;
  url?: string;
  image?: string;
  notificationId: number;
  /** The notification's tag: a breaking-news update replaces the previous one on the screen too. */
  tag: string;
}

export const WEB_PUSH_LIMITS = {
  /** Sockets kept open to one push service; more sends wait for one. */
  socketsPerService: 128,
  /** A push service that has not answered by then is given up on for this try (the row is retried). */
  requestTimeoutMs: 30_000,
  /** A VAPID token is valid 12 hours (RFC 8292 allows 24) and signed again after one. */
  tokenLifetimeSeconds: 12 * 60 * 60,
  tokenReuseMs: 60 * 60_000,
} as const;

/** The RFC 8030 Topic of a site's breaking news: at most 32 characters of the base64url alphabet. */
export const breakingTopic = (siteId: number) => `breaking-${siteId}`;

export function webPushPayload(message: NotificationMessage): WebPushPayload {
  return {
    title: message.title,
    body: message.body,
    url: message.url,
    image: message.imageUrl,
    notificationId: message.notificationId,
    tag: message.isBreakingNews ? breakingTopic(message.siteId) : `notification-${message.notificationId}`,
  };
}

const integerArray = (values: readonly number[]) => `{${values.filter(Number.isInteger).join(',')}}`;

/** The subscriptions of the message's site that its audience reaches. */
function audienceOf(message: NotificationMessage): SQL {
  const s = pushSubscriptions;
  const conditions = [sql`${s.siteId} = ${message.siteId}`];
  if (message.audience === NOTIFICATION_AUDIENCE_VALUE.importantUpdates || message.audience === NOTIFICATION_AUDIENCE_VALUE.dailyUpdates) {
    conditions.push(sql`${message.audience}::integer = any(${s.audiences})`);
  }
  if (forCategoryFollowers({ audience: message.audience, isCategoryFollowersOnly: message.categoryFollowersOnly })) {
    conditions.push(sql`${s.categoryIds} && ${integerArray(message.categoryIds)}::integer[]`);
  }
  return sql.join(conditions, sql` and `);
}

/** One statement: the outbox rows of every subscription reached, how many were new. */
export async function fanOutWebPush(tx: Tx, message: NotificationMessage, platform: number): Promise<number> {
  const d = notificationDeliveries;
  const s = pushSubscriptions;
  const result = (await tx.execute(sql`
    with inserted as (
      insert into ${d} (notification_id, platform, target, subscription_id)
      select ${message.notificationId}::integer, ${platform}::smallint, ${s.id}::text, ${s.id}
      from ${s}
      where ${audienceOf(message)}
      on conflict do nothing
      returning 1
    )
    select count(*)::integer as count from inserted`)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

interface PushAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** POSTs to push services over kept-alive connections (http only for the local services on this machine). */
function createPushTransport() {
  const options = { keepAlive: true, maxSockets: WEB_PUSH_LIMITS.socketsPerService };
  const agents = { http: new http.Agent(options), https: new https.Agent(options) };
  function post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null): Promise<PushAnswer> {
    return new Promise((resolve, reject) => {
      const url = new URL(endpoint);
      const secure = url.protocol === 'https:';
      const request = (secure ? https : http).request(
        url,
        { method: 'POST', headers, agent: secure ? agents.https : agents.http, timeout: WEB_PUSH_LIMITS.requestTimeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size < 1024) chunks.push(chunk);
            size += chunk.length;
          });
          response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8').slice(0, 300) }));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('the push service did not answer in time')));
      request.on('error', reject);
      request.end(body ?? undefined);
    });
  }
  return {
    post,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** The VAPID Authorization per push service origin, signed once and reused for an hour (RFC 8292 §2 lets a token serve many requests). */
function createVapidAuthorizations(keys: VapidKeys, subject: string) {
  const byAudience = new Map<string, { authorization: string; signedAt: number }>();
  return (endpoint: string): string => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = byAudience.get(audience);
    if (kept && now - kept.signedAt < WEB_PUSH_LIMITS.tokenReuseMs) return kept.authorization;
    const expiration = Math.floor(now / 1000) + WEB_PUSH_LIMITS.tokenLifetimeSeconds;
    const { Authorization } = webPush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', expiration);
    if (byAudience.size >= 1000) byAudience.clear();
    byAudience.set(audience, { authorization: Authorization, signedAt: now });
    return Authorization;
  };
}

/** What a push service's answer means for the row: 404/410 the subscription is gone; otherwise as every HTTP service's. */
export function outcomeOf(answer: PushAnswer): DeliveryOutcome {
  const { statusCode } = answer;
  const reason = `${statusCode}${answer.body ? `: ${answer.body}` : ''}`;
  if (statusCode === 404 || statusCode === 410) return { kind: 'expired', statusCode, reason };
  const retryAfter = answer.headers['retry-after'];
  return httpOutcome({ status: statusCode, headers: new Headers(typeof retryAfter === 'string' ? { 'retry-after': retryAfter } : {}) }, reason);
}

/** The subscription the row is for, marked as handed to its service now; undefined when it was removed. */
async function takeSubscription(db: Db, row: NotificationDeliveryRow) {
  const s = pushSubscriptions;
  const id = row.subscriptionId ?? Number(row.target);
  const [subscription] = await db
    .update(s)
    .set({ lastSentAt: new Date() })
    .where(eq(s.id, id))
    .returning({ id: s.id, endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth });
  return subscription;
}

export async function createWebPushChannel(env: ChannelEnvironment): Promise<NotificationChannel & { publicKey: string }> {
  const { db } = env;
  const { vapidSubject, pushTtlSeconds } = env.config.notifications;
  const keys = await loadVapidKeys(db);
  const authorization = createVapidAuthorizations(keys, vapidSubject);
  const transport = createPushTransport();

  async function deliver(row: NotificationDeliveryRow, message: NotificationMessage): Promise<DeliveryOutcome> {
    let subscription: Awaited<ReturnType<typeof takeSubscription>>;
    try {
      subscription = await takeSubscription(db, row);
    } catch (error) {
      return { kind: 'retry', reason: `the subscription could not be read: ${errorText(error)}` };
    }
    if (!subscription) return { kind: 'expired', reason: 'the subscription was removed' };
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(webPushPayload(message)), {
        headers: { Authorization: authorization(subscription.endpoint) },
        TTL: pushTtlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: message.isBreakingNews ? 'high' : 'normal',
        ...(message.isBreakingNews ? { topic: breakingTopic(message.siteId) } : {}),
      });
    } catch (error) {
      return { kind: 'failed', reason: `the push could not be made: ${errorText(error)}` };
    }
    let answer: PushAnswer;
    try {
      answer = await transport.post(request.endpoint, request.headers as Record<string, string | number>, request.body);
    } catch (error) {
      return networkOutcome(error);
    }
    const outcome = outcomeOf(answer);
    if (outcome.kind === 'expired') {
      try {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
      } catch (error) {
        env.log(`web push: subscription ${subscription.id} is gone but could not be removed: ${errorText(error)}`);
      }
    }
    return outcome;
  }

  return {
    platforms: [NOTIFICATION_PLATFORM_VALUE.web],
    publicKey: keys.publicKey,
    fanOut: fanOutWebPush,
    deliver,
    async close() {
      transport.close();
    },
  };
}
