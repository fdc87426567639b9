/**
 * The guard of every operation, apart from the GraphQL layer so that both the schema (which wraps
 * each root field with it), realtime subscriptions and the engine (a read on another site) use it.
 */
import { matchesFilter, type AccessRequest, type OperationAccess, type RowFilter } from '../../resources/access.ts';
import { hasPermission, PermissionError } from '../../resources/permissions.ts';
import type { RequestContext } from '../context.ts';
import { apiError, permissionDenied } from '../contract/apiErrors.ts';
import { requireAcceptedHandbook } from '../handbook/handbookGuard.ts';
import type { OperationRule } from '../contract/operationRule.ts';
import { belongsToSite } from './siteMembership.ts';

/** The caller as access functions see it (resources/access.ts), on the request's site. */
export async function accessRequest(context: RequestContext): Promise<AccessRequest> {
  const sitePermissions = await context.sitePermissions();
  return {
    userId: context.user.id,
    granted: (key: string) => hasPermission(sitePermissions, context.user.roles, key, context.siteId),
  };
}

/**
 * The operation's access answer for the request (true, or the rows it may touch); FORBIDDEN naming
 * what it needs when false.
 */
export async function requireAccess(access: OperationAccess, context: RequestContext): Promise<true | RowFilter> {
  const answer = access(await accessRequest(context));
  if (answer === false) throw denied(access);
  return answer;
}

/**
 * FORBIDDEN unless the operation's access lets the caller touch `record` (a row filter it must
 * match), naming the permissions that would let them (a column's `column.save`).
 */
export async function requireRecordAccess(access: OperationAccess, context: RequestContext, record: Readonly<Record<string, unknown>>): Promise<void> {
  const request = await accessRequest(context);
  const lets = (answer: ReturnType<OperationAccess>) => answer === true || (answer !== false && matchesFilter(answer, record));
  if (lets(access(request))) return;
  const needed = access.needs.filter((need) => lets(access({ ...request, granted: (key) => key === need || request.granted(key) })));
  throw denied(access, needed.length > 0 ? needed : access.needs);
}

const denied = (access: OperationAccess, needs = access.needs) => permissionDenied(needs);

/** Throws FORBIDDEN unless the request's user may run an operation with `rule` and `args`. */
export async function authorize(rule: OperationRule, args: Record<string, unknown>, context: RequestContext): Promise<void> {
  if (rule.siteScoped) {
    const site = await context.site();
    if (!site || !belongsToSite(context.user, site)) {
      throw apiError('FORBIDDEN', `Site ${context.siteId ?? '(none)'} is not one of your sites`);
    }
  }
  if (rule.permission !== 'signedIn' || rule.access) await requirePermission(rule, args, context);
  if (rule.needsHandbook) await requireAcceptedHandbook(context);
}

async function requirePermission(rule: OperationRule, args: Record<string, unknown>, context: RequestContext): Promise<void> {
  let granted: boolean;
  try {
    granted = rule.access
      ? rule.access(await accessRequest(context), args) !== false
      : hasPermission(await context.sitePermissions(), context.user.roles, rule.permission, context.siteId);
  } catch (error) {
    if (error instanceof PermissionError) throw apiError('FORBIDDEN', error.message);
    throw error;
  }
  if (!granted) {
    throw permissionDenied([rule.permission].flat().filter((key) => key !== 'signedIn'));
  }
}
