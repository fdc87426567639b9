/**
 * Which feature flags are switched off (resources/knownFeatureFlags.ts), for every signed-in user:
 * the admin hides the screens they switch. Editing the flags is the `featureFlags` resource's, with
 * its own permission.
 */
import type { GraphQLModule } from '../contract/graphqlModule.ts';

const featureFlagTypeDefs = /* GraphQL */ `
  type Query {
    "The keys of the feature flags switched off; a flag without a row is on."
    disabledFeatures: [String!]!
  }
`;

export const featureFlagModule: GraphQLModule = {
  typeDefs: featureFlagTypeDefs,
  resolvers: {
    Query: {
      disabledFeatures: async (_parent, _args, context) => [...(await context.disabledFeatures())].sort(),
    },
  },
  operations: {
    Query: {
      // Not site-scoped: flags belong to the whole back office, and the session asks before choosing a site.
      disabledFeatures: { permission: 'signedIn', siteScoped: false },
    },
  },
};
