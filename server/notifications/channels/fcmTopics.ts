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
 * category followers (the audience or the flag) one condition per five categories
 * (`'a' in topics || 'b' in topics`), a lone category as its topic. Followers within the important or
 * daily audience take four categories a condition and `&& '<audience topic>' in topics` (FCM allows five
 * topics in one condition).
 */
export function fcmTargets(platform: number, message: Pick<NotificationMessage, 'siteId' | 'audience' | 'categoryIds' | 'categoryFollowersOnly'>): string[] {
  const audience = AUDIENCE_TOPIC[message.audience];
  const followers = message.audience === NOTIFICATION_AUDIENCE_VALUE.categoryFollowers || message.categoryFollowersOnly === true;
  if (!followers) return audience ? [fcmTopic(platform, message.siteId, audience)] : [];
  const within = audience && audience !== AUDIENCE_TOPIC[NOTIFICATION_AUDIENCE_VALUE.all] ? fcmTopic(platform, message.siteId, audience) : undefined;
  const topics = [...new Set(message.categoryIds)].map((id) => fcmTopic(platform, message.siteId, `category-${id}`));
  const size = within ? TOPICS_PER_CONDITION - 1 : TOPICS_PER_CONDITION;
  const targets: string[] = [];
  for (let start = 0; start < topics.length; start += size) {
    const batch = topics.slice(start, start + size);
    const anyOf = batch.map((topic) => `'${topic}' in topics`).join(' || ');
    if (within) targets.push(`(${anyOf}) && '${within}' in topics`);
    else targets.push(batch.length === 1 ? batch[0]! : anyOf);
  }
  return targets;
}

/** The `message` field an outbox target fills: a condition names topics, anything else is one topic. */
export const fcmAddress = (target: string): { topic: string } | { condition: string } => (target.includes(' in topics') ? { condition: target } : { topic: target });
