import { isPermitted, type SitePermissions } from '../../resources/permissions.ts';

export interface AccessSession {
  roleIds: readonly string[];
  permissions: SitePermissions[];
  siteId: string;
}

export interface AccessRequest {
  resource: string;
  action?: string;
}

/**
 * May the session's roles do `${resource}.${action}` on the session's site? Pure, so the
 * server's access-matrix test calls the very function the browser uses.
 */
export function canAccess(session: AccessSession, { resource, action = 'view' }: AccessRequest): boolean {
  return isPermitted(session.permissions, session.roleIds, `${resource}.${action}`, session.siteId);
}
