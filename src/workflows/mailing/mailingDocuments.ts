import { graphql } from '../../graphql/index.ts';

/** What the editor shows of a newsletter (its report for the status: "sent with N failures"); every write answers with it. */
export const MAILING_FIELDS = graphql(`
  fragment MailingFields on Mailing {
    __typename id version title channelId type status sendDate userSpecificTitle articlesOfTheDay cursor
    items { __typename title spot contentUrl contentId contentDate contentTypeId imageUrl isChiefSelection order }
    report { __typename recipients sent failed }
  }
`);

export const GET_MAILINGS = graphql(`
  query GetMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {
    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {
      __typename id title channelId type status sendDate cursor
    }
  }
`);

export const GET_MAILING = graphql(`
  query GetMailing($id: ID!) {
    mailing(id: $id) { ...MailingFields }
  }
`);

export const GET_MAILING_CHANNELS = graphql(`
  query GetMailingChannels($limit: Int) {
    mailingChannels(limit: $limit) { __typename id name }
  }
`);

export const SAVE_MAILING = graphql(`
  mutation SaveMailing($input: MailingInput!) {
    saveMailing(input: $input) { ...MailingFields }
  }
`);

export const SCHEDULE_MAILING = graphql(`
  mutation ScheduleMailing($id: ID!, $version: Int!) {
    scheduleMailing(id: $id, version: $version) { ...MailingFields }
  }
`);

export const CANCEL_MAILING = graphql(`
  mutation CancelMailing($id: ID!, $version: Int!) {
    cancelMailing(id: $id, version: $version)
  }
`);

/** The old lists: a newsletter with its delivery report. */
export const GET_OLD_MAILINGS = graphql(`
  query GetOldMailings($filter: MailingFilter, $limit: Int, $after: String, $firstSendDate: String) {
    mailings(filter: $filter, limit: $limit, after: $after, firstSendDate: $firstSendDate) {
      __typename id title channelId type status sendDate cursor
      report { __typename recipients sent failed bounced unknown pending unsubscribed }
    }
  }
`);

export const GET_MAILING_DELIVERIES = graphql(`
  query GetMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!], $page: Int, $limit: Int) {
    mailingDeliveries(mailingId: $mailingId, states: $states, page: $page, limit: $limit) {
      __typename total
      data { __typename id email state attempts smtpCode error sentAt }
    }
  }
`);

export const RESEND_MAILING_DELIVERIES = graphql(`
  mutation ResendMailingDeliveries($mailingId: ID!, $states: [MailingDeliveryState!]!) {
    resendMailingDeliveries(mailingId: $mailingId, states: $states)
  }
`);
