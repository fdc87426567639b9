import type { RequestContext } from '../../context.ts';
import type { AgencyItemsAdded } from '../../events/agencyItemsAdded.ts';
import type { OperationRegistry } from '../operationRule.ts';

/** The desk's "new items" notice: what an ingest batch added to a tab (server/events/agencyItemsAdded.ts). */
export const agencyItemsAddedTypeDefs = /* GraphQL */ `
  "Items an ingest batch added to one desk tab."
  type AgencyItemsAdded {
    "contents (agency contents) or video."
    tabName: String!
    count: Int!
    "The newest added item's createdDate (ISO-8601): the list's firstCreatedDate once reloaded."
    newestCreatedDate: String!
  }

  type Subscription {
    "Announced by the wire ingest (drop folder, feed, npm run ingest with REDIS_URL) when it adds items."
    agencyItemsAdded: AgencyItemsAdded!
  }
`;

export const agencyItemsAddedResolvers = {
  Subscription: {
    agencyItemsAdded: {
      subscribe: (_source: unknown, _args: unknown, context: RequestContext) => context.events.subscribe('agencyItemsAdded'),
      resolve: (event: AgencyItemsAdded) => event,
    },
  },
};

export const agencyItemsAddedOperations: OperationRegistry = {
  Query: {},
  Mutation: {},
  Subscription: {
    agencyItemsAdded: { permission: 'agency.view', siteScoped: true },
  },
};
