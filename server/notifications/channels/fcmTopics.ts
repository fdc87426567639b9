import { NOTIFICATION_AUDIENCE_VALUE, NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import type { NotificationMessage } from './channel.ts';

/** FCM allows at most five topics in one condition. */
export const TOPICS_PER_CONDITION = 5;

/** The topics' prefix per platform: the mobile site's app shell and the native app subscribe apart. */
const TOPIC_PREFIX: Readonly<Record<number, string>> = { [NOTIFICATION_PLATFORM_VALUE.mobile]: 'mobile', [NOTIFICATION_PLATFORM_VALUE.mobileApp]: 'app' };

const AUDIENCE_TOPIC: Readonly<Record<number, string>> = {
  [NOTIFICATION_AUDIENCE_VALUE.all]: 'all',
  [NOTIFICATION_AUDIENCE_VALUE.importantUpdates]: 'important',
  [NOTIFICATION_AUDIENCE_VALUE.dailyUpdates]: 'daily',
};

/** `<prefix>-site-<siteId>-<audience>` or `<prefix>-site-<siteId>-category-<categoryId>` (server/notifications/README.md). */
export const fcmTopic = (platform: number, siteId: number, suffix: string): string => `${TOPIC_PREFIX[platform]}-site-${siteId}-${suffix}`;

/**
 * The FCM targets of a notification on `platform`, one outbox row each: the audience's topic, or for
 * category followers one condition per five categories (`'a' in topics || 'b' in topics`), a lone
 * category as its topic.
 */
export function fcmTargets(platform: number, message: Pick<NotificationMessage, 'siteId' | 'audience' | 'categoryIds'>): string[] {
  if (message.audience !== NOTIFICATION_AUDIENCE_VALUE.categoryFollowers) {
    const audience = AUDIENCE_TOPIC[message.audience];
    return audience ? [fcmTopic(platform, message.siteId, audience)] : [];
  }
  const topics = [...new Set(message.categoryIds)].map((id) => fcmTopic(platform, message.siteId, `category-${id}`));
  const targets: string[] = [];
  for (let start = 0; start < topics.length; start += TOPICS_PER_CONDITION) {
    const batch = topics.slice(start, start + TOPICS_PER_CONDITION);
    targets.push(batch.length === 1 ? batch[0] : batch.map((topic) => `'${topic}' in topics`).join(' || '));
  }
  return targets;
}

/** The `message` field an outbox target fills: a condition names topics, anything else is one topic. */
export const fcmAddress = (target: string): { topic: string } | { condition: string } => (target.includes(' in topics') ? { condition: target } : { topic: target });
