import { hiddenScreens } from '../../resources/knownFeatureFlags';
import { canAccess, type AccessSession } from '../providers/canAccess';
import type { PermissionCheck, RoutePermission } from './routeTypes';

/**
 * Route permissions ('category.keyword', any of several) answered by the authProvider's canAccess,
 * with the screens the session's switched-off feature flags hide.
 */
export function sessionPermissionCheck(session: AccessSession & { disabledFeatures?: readonly string[] }): PermissionCheck {
  const can = (permission: RoutePermission) =>
    (typeof permission === 'string' ? [permission] : permission).some((key) => {
      const dot = key.indexOf('.');
      if (dot < 0) return false;
      return canAccess(session, { resource: key.slice(0, dot), action: key.slice(dot + 1) });
    });
  return Object.assign(can, { hiddenScreens: hiddenScreens(new Set(session.disabledFeatures ?? [])) });
}
