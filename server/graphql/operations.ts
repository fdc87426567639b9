import { RESOURCES } from '../../resources/index.ts';
import type { RequestContext } from '../context.ts';
import { resourceOperationRules } from '../engine/operationRules.ts';
import { agencyOperations } from './agency/agencyResolvers.ts';
import { categoryOperations } from './categories.ts';
import { permissionMatrixOperations } from './permissionMatrix.ts';
import * as realtime from './realtime.ts';

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

export type OperationRegistry = Record<RootTypeName, Record<string, OperationRule>>;

/** The platform's hand-written operations. */
const platformOperations: OperationRegistry = {
  Query: {
    // Not site-scoped: the app needs them to bootstrap and to switch away from a foreign site.
    sites: { permission: 'signedIn', siteScoped: false },
    currentUser: { permission: 'signedIn', siteScoped: false },
    site: { permission: 'signedIn', siteScoped: true },
    siteSettings: { permission: 'signedIn', siteScoped: true },
    currentTime: { permission: 'signedIn', siteScoped: true },
    permissions: { permission: 'signedIn', siteScoped: true },
    roles: { permission: 'signedIn', siteScoped: true },
  },
  Mutation: {},
  Subscription: {
    currentTime: { permission: 'signedIn', siteScoped: true },
  },
};

/** Registries joined; an operation name declared twice is a mistake, not an override. */
export function mergeOperations(...registries: OperationRegistry[]): OperationRegistry {
  const merged: OperationRegistry = { Query: {}, Mutation: {}, Subscription: {} };
  for (const registry of registries) {
    for (const rootType of Object.keys(merged) as RootTypeName[]) {
      for (const [name, rule] of Object.entries(registry[rootType])) {
        if (merged[rootType][name]) throw new Error(`${rootType}.${name} is declared twice in the operations registry`);
        merged[rootType][name] = rule;
      }
    }
  }
  return merged;
}

/**
 * Every root field of the schema, with what it needs: the platform's and the generated ones of
 * every resource. Building the schema throws when a root field is missing here (or an entry has
 * no field), so nothing reaches the API unguarded.
 */
export const operations: OperationRegistry = mergeOperations(platformOperations, resourceOperationRules(RESOURCES), categoryOperations, permissionMatrixOperations, agencyOperations, realtime.operations);
