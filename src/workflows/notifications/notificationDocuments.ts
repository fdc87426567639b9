import { graphql } from '../../graphql/index.ts';

/** What the list and the form show of a notification; every write answers with it. */
export const NOTIFICATION_FIELDS = graphql(`
  fragment NotificationFields on Notification {
    __typename id version title spot url sendDate platforms audience categoryIds isCategoryFollowersOnly useCoverImage isBreakingNews mailChannelId
    status failedPlatforms cursor
    deliveries { __typename platform state targeted sent failed expired canceled error startedAt finishedAt }
  }
`);

export const GET_NOTIFICATIONS = graphql(`
  query GetNotifications($filter: NotificationFilter, $limit: Int, $after: String, $firstSendDate: String) {
    notifications(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) { ...NotificationFields }
  }
`);

export const GET_NOTIFICATION = graphql(`
  query GetNotification($id: ID!) {
    notification(id: $id) { ...NotificationFields }
  }
`);

export const SAVE_NOTIFICATION = graphql(`
  mutation SaveNotification($input: NotificationInput!) {
    saveNotification(input: $input) { ...NotificationFields }
  }
`);

export const CANCEL_NOTIFICATION = graphql(`
  mutation CancelNotification($id: ID!, $version: Int!) {
    cancelNotification(id: $id, version: $version) { ...NotificationFields }
  }
`);

export const GET_NOTIFICATION_CATEGORIES = graphql(`
  query GetNotificationCategories {
    allCategories(limit: 1000) { __typename id name }
  }
`);

export const GET_NOTIFICATION_MAIL_CHANNELS = graphql(`
  query GetNotificationMailChannels($limit: Int) {
    mailingChannels(limit: $limit) { __typename id name }
  }
`);
