import type { MailingSubscriberFieldsFragment, MailingSubscriberFilter, ImportMailingSubscribersMutation } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { ADD_MAILING_SUBSCRIBER, GET_MAILING_SUBSCRIBERS, IMPORT_MAILING_SUBSCRIBERS, REMOVE_MAILING_SUBSCRIBER } from './subscriberDocuments.ts';

export type MailingSubscriber = MailingSubscriberFieldsFragment;
export type MailingSubscriberImport = ImportMailingSubscribersMutation['importMailingSubscribers'];

/** The screen tells a refused write itself (the server's message in its dialog), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The newsletter readers' named data provider methods (server/mailing/README.md, "Subscribers"). */
export const subscriberMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** One page (from 1) of the site's readers, newest first. */
  async getMailingSubscribers(filter: MailingSubscriberFilter, page: number, limit: number): Promise<MailingSubscriber[]> {
    const variables = { filter, page, limit };
    return dataOrThrow(await client.query({ query: GET_MAILING_SUBSCRIBERS, variables, fetchPolicy: 'network-only' })).mailingSubscribers.data;
  },
  /** Subscribed at once; an address already there is subscribed again. */
  async addMailingSubscriber(channelId: string, email: string): Promise<MailingSubscriber> {
    return dataOrThrow(await client.mutate({ mutation: ADD_MAILING_SUBSCRIBER, variables: { channelId, email }, context: QUIET })).addMailingSubscriber;
  },
  /** A CSV file's text: new addresses subscribed, the others counted, invalid lines listed. */
  async importMailingSubscribers(channelId: string, csv: string): Promise<MailingSubscriberImport> {
    return dataOrThrow(await client.mutate({ mutation: IMPORT_MAILING_SUBSCRIBERS, variables: { channelId, csv }, context: QUIET })).importMailingSubscribers;
  },
  /** Unsubscribes the reader; the row stays. */
  async removeMailingSubscriber(id: string): Promise<MailingSubscriber> {
    return dataOrThrow(await client.mutate({ mutation: REMOVE_MAILING_SUBSCRIBER, variables: { id }, context: QUIET })).removeMailingSubscriber;
  },
});
