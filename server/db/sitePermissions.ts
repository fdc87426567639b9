import { asc, eq } from 'drizzle-orm';
import type { PermissionCategory, SitePermissions } from '../../resources/permissions.ts';
import type { Db } from './client.ts';
import { permissions } from './schema.ts';

/** The matrix of one site in the shape of the `permissions` query; undefined when it has none. */
export async function loadSitePermissions(db: Db, siteId: string): Promise<SitePermissions | undefined> {
  if (!/^\d{1,9}$/.test(siteId)) return undefined;
  const rows = await db
    .select()
    .from(permissions)
    .where(eq(permissions.siteId, Number(siteId)))
    .orderBy(asc(permissions.id));
  if (rows.length === 0) return undefined;
  const categories = new Map<string, PermissionCategory>();
  for (const row of rows) {
    let category = categories.get(row.category);
    if (!category) {
      category = { keyword: row.category, permissionDetails: [] };
      categories.set(row.category, category);
    }
    category.permissionDetails.push({ keyword: row.keyword, roleIds: row.roleIds });
  }
  return { id: siteId, siteId, permissionCategories: [...categories.values()] };
}
