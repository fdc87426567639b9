import type { NotificationFilter } from '../../graphql/graphql.ts';

export interface NotificationListChoices {
  search?: string;
  state?: string;
  platform?: string;
  startDate?: string;
  endDate?: string;
}

/** The choices of the address as the API's filter. */
export function notificationFilterOf(choices: NotificationListChoices): NotificationFilter {
  return {
    search: choices.search?.trim() || undefined,
    deliveryStates: choices.state ? [Number(choices.state)] : undefined,
    platforms: choices.platform ? [Number(choices.platform)] : undefined,
    ...(choices.startDate && choices.endDate ? { sendDateFrom: choices.startDate, sendDateTo: choices.endDate } : {}),
  };
}
