/**
 * What a root field needs before its resolver runs. Kept free of imports so that every module,
 * the engine and the guard can name it without pulling the rest of the API in.
 */
export type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/** 'category.keyword' from resources/permissionCatalogue.ts, several (any one grants), or just a session. */
export type OperationPermission = 'signedIn' | string | readonly string[];

/** The part of the request context a rule may look at. */
export interface RuleContext {
  user: { id: number };
}

export interface OperationRule {
  permission: OperationPermission;
  /** True: the request's `siteid` must be a site of the user, else FORBIDDEN. */
  siteScoped: boolean;
  /** Grants what the permission does not, e.g. reading one's own user record. */
  alsoAllow?: (args: Record<string, unknown>, context: RuleContext) => boolean;
}

export type OperationRegistry = Record<RootTypeName, Record<string, OperationRule>>;

/** A module's rules: the root types it adds fields to. */
export type ModuleOperations = Partial<OperationRegistry>;
