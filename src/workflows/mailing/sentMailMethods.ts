import type { GetSentMailQuery, GetSentMailsQuery, MailingInput, MailingPreviewQuery, SendMailingTestMutation, SentMailFilter } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { GET_SENT_MAIL, GET_SENT_MAILS, MAILING_PREVIEW, SEND_MAILING_TEST } from './sentMailDocuments.ts';

export type MailingPreview = MailingPreviewQuery['mailingPreview'];
export type MailingTestResult = SendMailingTestMutation['sendMailingTest'];
export type SentMailRow = GetSentMailsQuery['sentMails']['data'][number];
export type SentMail = NonNullable<GetSentMailQuery['sentMail']>;

/** The preview and the test say themselves what went wrong, in the editor. */
const QUIET = { [QUIET_FAILURE]: true };

/** The newsletter preview, test send and sent-mail viewer's methods (server/mailing/README.md, "Preview, test send and sent mail"). */
export const sentMailMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** The form's values when given (what is typed, unsaved), else the saved newsletter. */
  async previewMailing(id: string | undefined, input: MailingInput | undefined): Promise<MailingPreview> {
    return dataOrThrow(await client.query({ query: MAILING_PREVIEW, variables: { id, input }, fetchPolicy: 'network-only', context: QUIET })).mailingPreview;
  },
  /** The saved newsletter to the signed-in user's own address: sent, or failed with the reason. */
  async sendMailingTest(id: string): Promise<MailingTestResult> {
    return dataOrThrow(await client.mutate({ mutation: SEND_MAILING_TEST, variables: { id }, context: QUIET })).sendMailingTest;
  },
  /** One page (from 1) of what the embedded receiver kept, newest first, and whether mail is kept at all. */
  async getSentMails(filter: SentMailFilter, page: number, limit: number): Promise<{ captured: boolean; rows: SentMailRow[]; total: number }> {
    const data = dataOrThrow(await client.query({ query: GET_SENT_MAILS, variables: { filter, page, limit }, fetchPolicy: 'network-only' }));
    return { captured: data.mailCaptured, rows: data.sentMails.data, total: data.sentMails.total };
  },
  async getSentMail(id: string): Promise<SentMail | null> {
    return dataOrThrow(await client.query({ query: GET_SENT_MAIL, variables: { id }, fetchPolicy: 'network-only' })).sentMail ?? null;
  },
});

export type SentMailMethods = ReturnType<typeof sentMailMethods>;
