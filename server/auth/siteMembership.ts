import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sites, type SiteRow, type UserRow } from '../db/schema.ts';

/** Role '1' (spec 01 §6) works on every approved site without being listed on it. */
export const ADMINISTRATOR_ROLE_ID = '1';

export function belongsToSite(user: Pick<UserRow, 'sites' | 'roles'>, site: Pick<SiteRow, 'id' | 'isApproved'>): boolean {
  if (user.sites.includes(String(site.id))) return true;
  return site.isApproved && user.roles.includes(ADMINISTRATOR_ROLE_ID);
}

/** A site the user may see, or undefined: other sites' existence is not revealed. */
export async function visibleSite(db: Db, user: Pick<UserRow, 'sites' | 'roles'>, id: string): Promise<SiteRow | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [site] = await db.select().from(sites).where(eq(sites.id, Number(id)));
  return site && belongsToSite(user, site) ? site : undefined;
}
