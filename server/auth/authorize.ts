/**
 * The guard of every operation, apart from the GraphQL layer so that both the schema (which wraps
 * each root field with it), realtime subscriptions and the engine (a read on another site) use it.
 */
import { hasPermission, PermissionError } from '../../resources/permissions.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../graphql/errors.ts';
import type { OperationRule } from '../graphql/operationRule.ts';
import { belongsToSite } from './siteMembership.ts';

/** Throws FORBIDDEN unless the request's user may run an operation with `rule` and `args`. */
export async function authorize(rule: OperationRule, args: Record<string, unknown>, context: RequestContext): Promise<void> {
  if (rule.siteScoped) {
    const site = await context.site();
    if (!site || !belongsToSite(context.user, site)) {
      throw apiError('FORBIDDEN', `Site ${context.siteId ?? '(none)'} is not one of your sites`);
    }
  }
  if (rule.permission === 'signedIn' || rule.alsoAllow?.(args, context)) return;
  let granted: boolean;
  try {
    granted = hasPermission(await context.sitePermissions(), context.user.roles, rule.permission, context.siteId);
  } catch (error) {
    if (error instanceof PermissionError) throw apiError('FORBIDDEN', error.message);
    throw error;
  }
  if (!granted) {
    const needed = typeof rule.permission === 'string' ? rule.permission : rule.permission.join(' or ');
    throw apiError('FORBIDDEN', `Permission denied: needs ${needed}`);
  }
}
