import type { GetMailingDeliveriesQuery, GetMailingsQuery, GetOldMailingsQuery, MailingDeliveryState, MailingFieldsFragment, MailingFilter, MailingInput } from '../../graphql/graphql.ts';
import type { KeysetPage } from '../../controls/list/listPaging.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import {
  CANCEL_MAILING,
  GET_MAILING,
  GET_MAILING_CHANNELS,
  GET_MAILING_DELIVERIES,
  GET_MAILINGS,
  GET_OLD_MAILINGS,
  RESEND_MAILING_DELIVERIES,
  SAVE_MAILING,
  SCHEDULE_MAILING,
} from './mailingDocuments.ts';

export type Mailing = MailingFieldsFragment;
export type MailingRow = GetMailingsQuery['mailings'][number];
export type MailingItem = NonNullable<Mailing['items']>[number];
export type OldMailingRow = GetOldMailingsQuery['mailings'][number];
export type MailingReport = OldMailingRow['report'];
export type MailingDeliveryPage = GetMailingDeliveriesQuery['mailingDeliveries'];

/** A site has a handful of channels, never a hundred. */
const CHANNELS_LIMIT = 100;

/** The editor tells a refused write itself (field errors in place, the spec's messages), not as the app's alert. */
const QUIET = { [QUIET_FAILURE]: true };

/** The newsletters' named data provider methods (spec 02 §2–§5; server/mailing/README.md). */
export const mailingMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** Newest send date first, a keyset page at a time. */
  async getMailings(filter: MailingFilter, page: KeysetPage): Promise<MailingRow[]> {
    const variables = { filter, limit: page.limit, after: page.after, firstSendDate: page.firstCreatedDate };
    return dataOrThrow(await client.query({ query: GET_MAILINGS, variables, fetchPolicy: 'network-only' })).mailings;
  },
  async getMailing(id: string): Promise<Mailing | null> {
    return dataOrThrow(await client.query({ query: GET_MAILING, variables: { id }, fetchPolicy: 'network-only' })).mailing ?? null;
  },
  async getMailingChannels(): Promise<{ id: string; name?: string | null }[]> {
    return dataOrThrow(await client.query({ query: GET_MAILING_CHANNELS, variables: { limit: CHANNELS_LIMIT } })).mailingChannels;
  },
  async saveMailing(input: MailingInput): Promise<Mailing> {
    return dataOrThrow(await client.mutate({ mutation: SAVE_MAILING, variables: { input }, context: QUIET })).saveMailing;
  },
  /** Draft → pending; the lead time is checked again. */
  async scheduleMailing(id: string, version: number): Promise<Mailing> {
    return dataOrThrow(await client.mutate({ mutation: SCHEDULE_MAILING, variables: { id, version }, context: QUIET })).scheduleMailing;
  },
  /** Deletes a draft or pending newsletter; no e-mail is sent. */
  async cancelMailing(id: string, version: number): Promise<boolean> {
    return dataOrThrow(await client.mutate({ mutation: CANCEL_MAILING, variables: { id, version }, context: QUIET })).cancelMailing;
  },
  /** The old lists: newest send date first, each with its delivery report (read together by the server). */
  async getOldMailings(filter: MailingFilter, page: KeysetPage): Promise<OldMailingRow[]> {
    const variables = { filter, limit: page.limit, after: page.after, firstSendDate: page.firstCreatedDate };
    return dataOrThrow(await client.query({ query: GET_OLD_MAILINGS, variables, fetchPolicy: 'network-only' })).mailings;
  },
  /** A page of a newsletter's outbox, every state when `states` is empty. */
  async getMailingDeliveries(mailingId: string, states: MailingDeliveryState[], page: number, limit: number): Promise<MailingDeliveryPage> {
    const variables = { mailingId, states: states.length ? states : null, page, limit };
    return dataOrThrow(await client.query({ query: GET_MAILING_DELIVERIES, variables, fetchPolicy: 'network-only' })).mailingDeliveries;
  },
  /** The operator's resend of the unknown or failed deliveries, with their own Message-IDs; how many. */
  async resendMailingDeliveries(mailingId: string, states: MailingDeliveryState[]): Promise<number> {
    return dataOrThrow(await client.mutate({ mutation: RESEND_MAILING_DELIVERIES, variables: { mailingId, states }, context: QUIET })).resendMailingDeliveries;
  },
});

export type MailingMethods = ReturnType<typeof mailingMethods>;
