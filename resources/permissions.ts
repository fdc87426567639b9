/**
 * The permission check of spec 01 §6, pure: the authProvider's canAccess and every
 * server resolver call these functions, so the browser and the API always agree.
 */

export interface PermissionDetail {
  keyword: string;
  roleIds: string[];
}

export interface PermissionCategory {
  keyword: string;
  permissionDetails: PermissionDetail[];
}

/** The permission matrix of one site, as the `permissions` query returns it. */
export interface SitePermissions {
  id?: string;
  siteId: string;
  permissionCategories: PermissionCategory[];
}

export const PERMISSION_ERRORS = {
  invalid: 'Invalid permission request.',
  noData: 'No permission data available for this site.',
  categoryNotFound: 'Permission category not found.',
  permissionNotFound: 'Permission not found.',
} as const;

export class PermissionError extends Error {
  constructor(message: (typeof PERMISSION_ERRORS)[keyof typeof PERMISSION_ERRORS]) {
    super(message);
    this.name = 'PermissionError';
  }
}

/** Splits 'category.permission'; any other shape throws 'Invalid permission request.'. */
export function parsePermission(permission: string): [category: string, permission: string] {
  if (typeof permission !== 'string') throw new PermissionError(PERMISSION_ERRORS.invalid);
  const parts = permission.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) {
    throw new PermissionError(PERMISSION_ERRORS.invalid);
  }
  return [parts[0], parts[1]];
}

function siteMatrix(data: SitePermissions | SitePermissions[] | null | undefined, siteId?: string) {
  if (!data) return undefined;
  if (!Array.isArray(data)) return siteId === undefined || String(data.siteId) === String(siteId) ? data : undefined;
  return data.find((entry) => String(entry.siteId) === String(siteId));
}

/**
 * True when one of `roleIds` appears in the roleIds of `permission` ('category.permission')
 * for the site. Several permissions grant when any one does. Throws the spec's messages
 * when the request is malformed or the matrix lacks the site, category or permission.
 */
export function hasPermission(
  data: SitePermissions | SitePermissions[] | null | undefined,
  roleIds: readonly string[],
  permission: string | readonly string[],
  siteId?: string,
): boolean {
  const requested = typeof permission === 'string' ? [permission] : [...permission];
  if (requested.length === 0) throw new PermissionError(PERMISSION_ERRORS.invalid);
  const parsed = requested.map(parsePermission);
  const matrix = siteMatrix(data, siteId);
  if (!matrix) throw new PermissionError(PERMISSION_ERRORS.noData);
  const roles = new Set(roleIds.map(String));
  return parsed.some(([categoryKeyword, detailKeyword]) => {
    const category = matrix.permissionCategories.find((c) => c.keyword === categoryKeyword);
    if (!category) throw new PermissionError(PERMISSION_ERRORS.categoryNotFound);
    const detail = category.permissionDetails.find((d) => d.keyword === detailKeyword);
    if (!detail) throw new PermissionError(PERMISSION_ERRORS.permissionNotFound);
    return detail.roleIds.some((roleId) => roles.has(String(roleId)));
  });
}

/** Like hasPermission, but a request the matrix cannot answer counts as denied. */
export function isPermitted(
  data: SitePermissions | SitePermissions[] | null | undefined,
  roleIds: readonly string[],
  permission: string | readonly string[] | undefined,
  siteId?: string,
): boolean {
  if (permission === undefined) return false;
  try {
    return hasPermission(data, roleIds, permission, siteId);
  } catch (error) {
    if (error instanceof PermissionError) return false;
    throw error;
  }
}

/** The union of 'category.permission' keys granted to any of the roles on the site. */
export function permissionKeys(
  data: SitePermissions | SitePermissions[] | null | undefined,
  roleIds: readonly string[],
  siteId?: string,
): Set<string> {
  const keys = new Set<string>();
  const matrix = siteMatrix(data, siteId);
  if (!matrix) return keys;
  const roles = new Set(roleIds.map(String));
  for (const category of matrix.permissionCategories) {
    for (const detail of category.permissionDetails) {
      if (detail.roleIds.some((roleId) => roles.has(String(roleId)))) {
        keys.add(`${category.keyword}.${detail.keyword}`);
      }
    }
  }
  return keys;
}
