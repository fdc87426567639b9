import { graphql } from '../../graphql/index.ts';

/** What the subscribers screen shows of a reader; every write answers with it. */
export const MAILING_SUBSCRIBER_FIELDS = graphql(`
  fragment MailingSubscriberFields on MailingSubscriber {
    __typename id channelId email status source createdDate subscribedAt unsubscribedAt
  }
`);

export const GET_MAILING_SUBSCRIBERS = graphql(`
  query GetMailingSubscribers($filter: MailingSubscriberFilter, $page: Int, $limit: Int) {
    mailingSubscribers(filter: $filter, page: $page, limit: $limit) {
      __typename total
      data { ...MailingSubscriberFields }
    }
  }
`);

export const ADD_MAILING_SUBSCRIBER = graphql(`
  mutation AddMailingSubscriber($channelId: ID!, $email: String!) {
    addMailingSubscriber(channelId: $channelId, email: $email) { ...MailingSubscriberFields }
  }
`);

export const IMPORT_MAILING_SUBSCRIBERS = graphql(`
  mutation ImportMailingSubscribers($channelId: ID!, $csv: String!) {
    importMailingSubscribers(channelId: $channelId, csv: $csv) {
      __typename added alreadyThere invalidCount
      invalid { __typename line value }
    }
  }
`);

export const REMOVE_MAILING_SUBSCRIBER = graphql(`
  mutation RemoveMailingSubscriber($id: ID!) {
    removeMailingSubscriber(id: $id) { ...MailingSubscriberFields }
  }
`);
