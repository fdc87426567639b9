import { graphql } from '../../graphql/index.ts';
import type { SiteUserFieldsFragment } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';

// The client adds no __typename (apolloClient.ts): asked for here, so the fragment matches the answer.
export const SITE_USER_FIELDS = graphql(`
  fragment SiteUserFields on User {
    __typename
    id
    name
    email
  }
`);

const SITE_USERS = graphql(`
  query SiteUsers($siteId: ID!) {
    users(filter: { sites: [$siteId] }, limit: 1000) { ...SiteUserFields }
  }
`);

const USER_SEARCH = graphql(`
  query UserSearch($search: String!) {
    users(filter: { search: $search }, limit: 20) { ...SiteUserFields }
  }
`);

const ADD_SITE_USERS = graphql(`
  mutation AddSiteUsers($userIds: [ID!]!) {
    addSiteUsers(userIds: $userIds)
  }
`);

export type SiteUser = SiteUserFieldsFragment;

/** A site's users and the user search its settings screen adds them from (its feature.ts lists them). */
export const siteUsersMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  /** The users whose sites hold `siteId`. */
  async getSiteUsers(siteId: string): Promise<SiteUser[]> {
    const result = await client.query({ query: SITE_USERS, variables: { siteId }, fetchPolicy: 'network-only' });
    return fieldOrThrow<SiteUser[]>(result, 'users');
  },

  /** The first users whose name, user name, e-mail or department holds `search`. */
  async searchUsers(search: string): Promise<SiteUser[]> {
    const result = await client.query({ query: USER_SEARCH, variables: { search }, fetchPolicy: 'network-only' });
    return fieldOrThrow<SiteUser[]>(result, 'users');
  },

  /** The ids added to the request's site; rejects with GraphQLResponseError (BAD_USER_INPUT on `userIds`, FORBIDDEN) when refused. */
  async addSiteUsers(userIds: string[]): Promise<string[]> {
    const result = await client.mutate({ mutation: ADD_SITE_USERS, variables: { userIds } });
    return fieldOrThrow<string[]>(result, 'addSiteUsers');
  },
});
