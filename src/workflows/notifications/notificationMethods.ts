import type { KeysetPage } from '../../controls/list/listPaging.ts';
import type { NotificationFieldsFragment, NotificationFilter, NotificationInput } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import {
  CANCEL_NOTIFICATION,
  GET_NOTIFICATION,
  GET_NOTIFICATION_CATEGORIES,
  GET_NOTIFICATION_MAIL_CHANNELS,
  GET_NOTIFICATIONS,
  SAVE_NOTIFICATION,
} from './notificationDocuments.ts';

export type Notification = NotificationFieldsFragment;
export type NotificationDelivery = Notification['deliveries'][number];

export interface NamedChoice {
  id: string;
  name?: string | null;
}

/** A site has a handful of newsletter channels, never a hundred. */
const CHANNELS_LIMIT = 100;

/** The form tells a refused write itself (the server's message in place), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The notifications' named data provider methods (spec 02 §3–§5, §8; server/notifications/README.md). */
export const notificationMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** Newest send date first, a keyset page at a time, each with its per-platform deliveries. */
  async getNotifications(filter: NotificationFilter, page: KeysetPage): Promise<Notification[]> {
    const variables = { filter, limit: page.limit, after: page.after, firstSendDate: page.firstCreatedDate };
    return dataOrThrow(await client.query({ query: GET_NOTIFICATIONS, variables, fetchPolicy: 'network-only' })).notifications;
  },
  async getNotification(id: string): Promise<Notification | null> {
    return dataOrThrow(await client.query({ query: GET_NOTIFICATION, variables: { id }, fetchPolicy: 'network-only' })).notification ?? null;
  },
  /** Without id a new notification (scheduled at its send date); with id and version an update. */
  async saveNotification(input: NotificationInput): Promise<Notification> {
    return dataOrThrow(await client.mutate({ mutation: SAVE_NOTIFICATION, variables: { input }, context: QUIET })).saveNotification;
  },
  /** A scheduled (or sending) notification stops: what has not gone out is canceled. */
  async cancelNotification(id: string, version: number): Promise<Notification> {
    return dataOrThrow(await client.mutate({ mutation: CANCEL_NOTIFICATION, variables: { id, version }, context: QUIET })).cancelNotification;
  },
  /** The site's categories, for "only category followers". */
  async getNotificationCategories(): Promise<NamedChoice[]> {
    return dataOrThrow(await client.query({ query: GET_NOTIFICATION_CATEGORIES })).allCategories;
  },
  /** The newsletter channels the mail platform sends to. */
  async getNotificationMailChannels(): Promise<NamedChoice[]> {
    return dataOrThrow(await client.query({ query: GET_NOTIFICATION_MAIL_CHANNELS, variables: { limit: CHANNELS_LIMIT } })).mailingChannels;
  },
});

export type NotificationMethods = ReturnType<typeof notificationMethods>;
