/**
 * What a root field needs before its resolver runs. Kept free of value imports so that every
 * module, the engine and the guard can name it without pulling the rest of the API in.
 */
import type { AccessRequest, AccessResult } from '../../resources/access.ts';

export type RootTypeName = 'Query' | 'Mutation' | 'Subscription';

/** 'category.keyword' from resources/permissionCatalogue.ts, several (any one grants), or just a session. */
export type OperationPermission = 'signedIn' | string | readonly string[];

export interface OperationRule {
  permission: OperationPermission;
  /** True: the request's `siteid` must be a site of the user, else FORBIDDEN. */
  siteScoped: boolean;
  /**
   * A declaration's access function (resources/access.ts) deciding instead of `permission` (which
   * then names what it needs): false is FORBIDDEN; true or a row filter lets the resolver run,
   * and the resolver keeps to the filter's rows.
   */
  access?: (request: AccessRequest, args: Record<string, unknown>) => AccessResult;
  /**
   * The answer is a function of the session's lookups alone (the user row, the site row and the
   * site's permission matrix, server/db/sessionLookups.ts) and the arguments: the lean path may
   * send the same bytes again while those lookups still hand out the same objects, so it is never
   * staler than the lookups themselves.
   */
  sessionAnswer?: true;
  /**
   * The caller must have accepted the current editor's handbook (spec 02 §1), else FORBIDDEN with
   * `saveErrors.handbookNotAccepted`: the content writes.
   */
  needsHandbook?: true;
}

export type OperationRegistry = Record<RootTypeName, Record<string, OperationRule>>;

/** A module's rules: the root types it adds fields to. */
export type ModuleOperations = Partial<OperationRegistry>;
