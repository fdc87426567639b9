import { graphql } from '../../graphql/index.ts';

/** The e-mail as the send would render it: the form's values, or the saved newsletter. */
export const MAILING_PREVIEW = graphql(`
  query MailingPreview($id: ID, $input: MailingInput) {
    mailingPreview(id: $id, input: $input) { __typename subject html text }
  }
`);

export const SEND_MAILING_TEST = graphql(`
  mutation SendMailingTest($id: ID!) {
    sendMailingTest(id: $id) { __typename sent to subject messageId smtpCode reason }
  }
`);

export const GET_SENT_MAILS = graphql(`
  query GetSentMails($filter: SentMailFilter, $page: Int, $limit: Int) {
    mailCaptured
    sentMails(filter: $filter, page: $page, limit: $limit) {
      __typename
      total
      data { __typename id messageId mailingId from to subject date }
    }
  }
`);

export const GET_SENT_MAIL = graphql(`
  query GetSentMail($id: ID!) {
    sentMail(id: $id) {
      __typename id messageId mailingId from to subject date html text
      headers { __typename name value }
    }
  }
`);
