import type { GraphQLModule } from '../../contract/graphqlModule.ts';
import { agencyOperations, agencyResolvers } from './agencyResolvers.ts';
import { agencyTypeDefs } from './agencyTypeDefs.ts';

/** The agency desk's API: wire items, the archive and videos, their edits and statuses (new items reach the desk as a realtime topic). */
export const agencyModule: GraphQLModule = {
  typeDefs: agencyTypeDefs,
  resolvers: agencyResolvers,
  operations: agencyOperations,
};
