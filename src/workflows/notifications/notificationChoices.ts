import { NOTIFICATION_AUDIENCE, NOTIFICATION_DELIVERY_STATE, NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_PLATFORM, NOTIFICATION_STATUS, NOTIFICATION_STATUS_VALUE } from '../../../resources/enums.ts';
import type { Notification, NotificationDelivery } from './notificationMethods.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const keyOf = (values: readonly { key: string; value: number }[], value: number | null | undefined) => values.find((entry) => entry.value === value)?.key;

/** A delivery state's chip colour: waiting grey, sent green, failed red, canceled amber. */
export const DELIVERY_COLOR = { waiting: 'default', sent: 'success', failed: 'error', canceled: 'warning' } as const;

export const platformLabel = (translate: Translate, platform: number) => translate(`enums.notificationPlatform.${keyOf(NOTIFICATION_PLATFORM.values, platform) ?? 'other'}`);
export const audienceLabel = (translate: Translate, audience: number | null | undefined) => {
  const key = keyOf(NOTIFICATION_AUDIENCE.values, audience);
  return key ? translate(`enums.notificationAudience.${key}`) : '';
};
export const statusKey = (status: number | null | undefined) => keyOf(NOTIFICATION_STATUS.values, status);
export const deliveryStateKey = (state: number) => (keyOf(NOTIFICATION_DELIVERY_STATE.values, state) ?? 'waiting') as keyof typeof DELIVERY_COLOR;

/** A choice list of an enumeration, labelled by the enums' texts (values as strings, as the filters and inputs hold them). */
export const enumChoices = (translate: Translate, values: readonly { key: string; value: number }[], labels: string) =>
  values.map(({ key, value }) => ({ value: String(value), label: translate(`enums.${labels}.${key}`) }));

/**
 * A platform's chip tooltip: its name, state and counts as people read them: "Web — sent 1,203 / 1,210, 7 expired";
 * before anything went out only the state; the platform's error when it failed.
 */
export function deliverySummary(translate: Translate, delivery: Omit<NotificationDelivery, '__typename'>, locale: string): string {
  const number = new Intl.NumberFormat(locale);
  const state = translate(`enums.notificationDeliveryState.${deliveryStateKey(delivery.state)}`);
  const parts = [delivery.targeted > 0 ? translate('notifications.deliveries.counted', { state, sent: number.format(delivery.sent), targeted: number.format(delivery.targeted) }) : state];
  if (delivery.failed > 0) parts.push(translate('notifications.deliveries.failed', { count: number.format(delivery.failed) }));
  if (delivery.expired > 0) parts.push(translate('notifications.deliveries.expired', { count: number.format(delivery.expired) }));
  if (delivery.canceled > 0) parts.push(translate('notifications.deliveries.canceled', { count: number.format(delivery.canceled) }));
  const summary = `${platformLabel(translate, delivery.platform)} — ${parts.join(', ')}`;
  return delivery.error ? `${summary}. ${delivery.error}` : summary;
}

/** The platforms whose delivery failed: the server's list once the send finished, the deliveries' states before. */
export function failedPlatformsOf(notification: Pick<Notification, 'failedPlatforms' | 'deliveries'>): number[] {
  const failed = new Set<number>(notification.failedPlatforms ?? []);
  for (const delivery of notification.deliveries) if (delivery.state === NOTIFICATION_DELIVERY_STATE_VALUE.failed) failed.add(delivery.platform);
  return [...failed].sort((a, b) => a - b);
}

/** How long before its send date a scheduled notification is watched, and how often a watched one is asked again. */
export const DUE_WITHIN_MS = 60_000;
export const POLL_INTERVAL_MS = 2_000;

/** Whether a notification's states may still change soon: sending, or scheduled to go within the minute (or overdue). */
export function isInProgress(notification: Pick<Notification, 'status' | 'sendDate'>, now: number): boolean {
  if (notification.status === NOTIFICATION_STATUS_VALUE.sending) return true;
  if (notification.status !== NOTIFICATION_STATUS_VALUE.scheduled || !notification.sendDate) return false;
  return new Date(notification.sendDate).getTime() <= now + DUE_WITHIN_MS;
}

/** A scheduled notification may be changed and canceled; a sending one only canceled; a finished or canceled one is read only. */
export const isEditable = (status: number | null | undefined) => status === undefined || status === null || status === NOTIFICATION_STATUS_VALUE.scheduled;
export const isCancelable = (status: number | null | undefined) => status === NOTIFICATION_STATUS_VALUE.scheduled || status === NOTIFICATION_STATUS_VALUE.sending;
