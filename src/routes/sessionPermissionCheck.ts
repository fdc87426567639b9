import { canAccess, type AccessSession } from '../providers/canAccess';
import type { PermissionCheck, RoutePermission } from './routeTypes';

/** Route permissions ('category.keyword', any of several) answered by the authProvider's canAccess. */
export function sessionPermissionCheck(session: AccessSession): PermissionCheck {
  return (permission: RoutePermission) =>
    (typeof permission === 'string' ? [permission] : permission).some((key) => {
      const dot = key.indexOf('.');
      if (dot < 0) return false;
      return canAccess(session, { resource: key.slice(0, dot), action: key.slice(dot + 1) });
    });
}
