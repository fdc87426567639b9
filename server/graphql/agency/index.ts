import type { GraphQLModule } from '../graphqlModule.ts';
import { agencyItemsAddedOperations, agencyItemsAddedResolvers, agencyItemsAddedTypeDefs } from './agencyItemsAddedSubscription.ts';
import { agencyOperations, agencyResolvers } from './agencyResolvers.ts';
import { agencyTypeDefs } from './agencyTypeDefs.ts';

/** The agency desk's API: wire items, the archive and videos, their edits and statuses, and the "new items" subscription. */
export const agencyModule: GraphQLModule = {
  typeDefs: [agencyTypeDefs, agencyItemsAddedTypeDefs].join('\n'),
  resolvers: { ...agencyResolvers, ...agencyItemsAddedResolvers },
  operations: { ...agencyOperations, Subscription: agencyItemsAddedOperations.Subscription },
};
