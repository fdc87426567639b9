import type { RequestContext } from '../context.ts';

export type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/** 'category.keyword' from resources/permissionCatalogue.ts, several (any one grants), or just a session. */
export type OperationPermission = 'signedIn' | string | readonly string[];

export interface OperationRule {
  permission: OperationPermission;
  /** True: the request's `siteid` must be a site of the user, else FORBIDDEN. */
  siteScoped: boolean;
  /** Grants what the permission does not, e.g. reading one's own user record. */
  alsoAllow?: (args: Record<string, unknown>, context: RequestContext) => boolean;
}

/**
 * Every root field of the schema, with what it needs. Building the schema throws when a root field
 * is missing here (or an entry has no field), so nothing reaches the API unguarded.
 */
export const operations: Record<RootTypeName, Record<string, OperationRule>> = {
  Query: {
    // Not site-scoped: the app needs them to bootstrap and to switch away from a foreign site.
    sites: { permission: 'signedIn', siteScoped: false },
    currentUser: { permission: 'signedIn', siteScoped: false },
    site: { permission: 'signedIn', siteScoped: true },
    siteSettings: { permission: 'signedIn', siteScoped: true },
    currentTime: { permission: 'signedIn', siteScoped: true },
    permissions: { permission: 'signedIn', siteScoped: true },
    roles: { permission: 'signedIn', siteScoped: true },
    user: {
      permission: 'user.view',
      siteScoped: true,
      alsoAllow: (args, context) => String(args.id) === String(context.user.id),
    },
  },
  Mutation: {},
  Subscription: {
    currentTime: { permission: 'signedIn', siteScoped: true },
  },
};
