import type { HandbookFieldsFragment } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { KeysetPage } from '../../controls/list/listPaging.ts';
import { ACCEPT_HANDBOOK, GET_HANDBOOK, GET_HANDBOOK_ACCEPTANCES } from './handbookDocuments.ts';

export type Handbook = HandbookFieldsFragment;

/** The editor's handbook's named data provider methods (spec 02 §1; its feature.ts lists them). */
export const handbookMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** The current handbook in `language`, and whether the user accepted it. */
  async getHandbook(language: string): Promise<Handbook> {
    return dataOrThrow(await client.query({ query: GET_HANDBOOK, variables: { language }, fetchPolicy: 'network-only' })).handbook as Handbook;
  },
  /** Refused with CONFLICT when the handbook changed since `version` was read. */
  async acceptHandbook(version: string): Promise<Handbook> {
    return dataOrThrow(await client.mutate({ mutation: ACCEPT_HANDBOOK, variables: { version } })).acceptHandbook as Handbook;
  },
  /** Who accepted which version and when, newest first. */
  async getHandbookAcceptances(page: KeysetPage) {
    return dataOrThrow(await client.query({ query: GET_HANDBOOK_ACCEPTANCES, variables: { limit: page.limit, after: page.after }, fetchPolicy: 'network-only' })).handbookAcceptances;
  },
});
