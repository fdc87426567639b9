import type { SiteRow, UserRow } from '../db/schema.ts';

/** Role '1' (spec 01 §6) works on every approved site without being listed on it. */
export const ADMINISTRATOR_ROLE_ID = '1';

export function belongsToSite(user: Pick<UserRow, 'sites' | 'roles'>, site: Pick<SiteRow, 'id' | 'isApproved'>): boolean {
  if (user.sites.includes(String(site.id))) return true;
  return site.isApproved && user.roles.includes(ADMINISTRATOR_ROLE_ID);
}
