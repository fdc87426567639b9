import { describe, expect, it } from 'vitest';
import { deliverySummary, failedPlatformsOf, isInProgress } from './notificationChoices.ts';
import { notificationFilterOf } from './notificationFilter.ts';

const translate = (key: string, options: Record<string, unknown> = {}) => {
  const texts: Record<string, string> = {
    'enums.notificationPlatform.web': 'Web',
    'enums.notificationPlatform.mobile': 'Mobile',
    'enums.notificationDeliveryState.sent': 'sent',
    'enums.notificationDeliveryState.waiting': 'waiting',
    'notifications.deliveries.counted': '{{state}} {{sent}} / {{targeted}}',
    'notifications.deliveries.expired': '{{count}} expired',
    'notifications.deliveries.failed': '{{count}} failed',
  };
  return (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};
const delivery = { platform: 1, state: 2, targeted: 1210, sent: 1203, failed: 0, expired: 7, canceled: 0, error: null, startedAt: null, finishedAt: null };
const NOW = Date.UTC(2026, 10, 30, 12, 0);

describe('notification choices', () => {
  it('reads a platform’s delivery as people do: its counts once targeted, its state alone before', () => {
    expect(deliverySummary(translate, delivery, 'en')).toBe('Web — sent 1,203 / 1,210, 7 expired');
    expect(deliverySummary(translate, { ...delivery, platform: 3, state: 1, targeted: 0, sent: 0, expired: 0 }, 'en')).toBe('Mobile — waiting');
    expect(deliverySummary(translate, { ...delivery, failed: 2, expired: 0, error: '403 Forbidden' }, 'en')).toBe('Web — sent 1,203 / 1,210, 2 failed. 403 Forbidden');
  });

  it('lists the failed platforms from the server’s list and the deliveries’ states', () => {
    expect(failedPlatformsOf({ failedPlatforms: [3], deliveries: [{ ...delivery, __typename: 'NotificationDelivery', platform: 5, state: 3 }] })).toEqual([3, 5]);
    expect(failedPlatformsOf({ failedPlatforms: null, deliveries: [{ ...delivery, __typename: 'NotificationDelivery' }] })).toEqual([]);
  });

  it('watches a sending notification and a scheduled one due within the minute, not a later or finished one', () => {
    const at = (ms: number) => new Date(NOW + ms).toISOString();
    expect(isInProgress({ status: 2, sendDate: at(-60_000) }, NOW)).toBe(true);
    expect(isInProgress({ status: 1, sendDate: at(30_000) }, NOW)).toBe(true);
    expect(isInProgress({ status: 1, sendDate: at(5 * 60_000) }, NOW)).toBe(false);
    expect(isInProgress({ status: 3, sendDate: at(0) }, NOW)).toBe(false);
  });

  it('turns the address’s choices into the API’s filter', () => {
    expect(notificationFilterOf({ search: ' ', state: '3', platform: '1' })).toEqual({ search: undefined, deliveryStates: [3], platforms: [1] });
    expect(notificationFilterOf({ startDate: 'a', endDate: 'b' })).toMatchObject({ sendDateFrom: 'a', sendDateTo: 'b' });
  });
});
