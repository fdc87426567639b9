import { clockResolvers } from './clock.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { permissionResolvers } from './permissions.ts';
import { roleResolvers } from './roles.ts';
import { siteResolvers } from './sites.ts';
import { platformTypeDefs } from './typeDefs.ts';
import { userResolvers } from './users.ts';

/** The platform's own API: sites (their settings are the siteSettings feature's), the session's user, the permission matrix, roles and the clock. */
export const platformModule: GraphQLModule = {
  typeDefs: platformTypeDefs,
  resolvers: {
    Query: { ...siteResolvers.Query, ...permissionResolvers.Query, ...userResolvers.Query, ...roleResolvers.Query, ...clockResolvers.Query },
    Subscription: clockResolvers.Subscription,
    Site: siteResolvers.Site,
  },
  operations: {
    Query: {
      // Not site-scoped: the app needs them to bootstrap and to switch away from a foreign site.
      sites: { permission: 'signedIn', siteScoped: false },
      currentUser: { permission: 'signedIn', siteScoped: false },
      site: { permission: 'signedIn', siteScoped: true },
      currentTime: { permission: 'signedIn', siteScoped: true },
      permissions: { permission: 'signedIn', siteScoped: true, sessionAnswer: true },
      roles: { permission: 'signedIn', siteScoped: true },
    },
    Subscription: {
      currentTime: { permission: 'signedIn', siteScoped: true },
    },
  },
};
