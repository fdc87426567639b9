import { eq } from 'drizzle-orm';
import { defaultSitePermissions, ROLES } from '../../resources/permissionCatalogue.ts';
import type { Db } from './client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers.ts';
import { hashPassword } from './password.ts';
import { localAccounts, permissions, roles, sites, users } from './schema.ts';
import { SEED_SITES } from './seedSites.ts';

/**
 * Inserts the sites, roles, permission matrix and demo users that are missing. Rows that already
 * exist are left alone, so an administrator's later edits survive every restart.
 */
export async function seed(db: Db): Promise<void> {
  await db.insert(sites).values(SEED_SITES).onConflictDoNothing();
  await db.insert(roles).values(ROLES.map(({ id, name }) => ({ id, name }))).onConflictDoNothing();

  const permissionRows = SEED_SITES.flatMap((site) =>
    defaultSitePermissions(String(site.id)).permissionCategories.flatMap((category) =>
      category.permissionDetails.map((detail) => ({
        siteId: site.id,
        category: category.keyword,
        keyword: detail.keyword,
        roleIds: detail.roleIds,
      })),
    ),
  );
  await db.insert(permissions).values(permissionRows).onConflictDoNothing();

  for (const demo of DEMO_USERS) {
    const { can: _description, ...row } = demo;
    await db.insert(users).values(row).onConflictDoNothing({ target: users.email });
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email));
    const [account] = await db.select().from(localAccounts).where(eq(localAccounts.userId, user.id));
    if (!account) {
      await db
        .insert(localAccounts)
        .values({ userId: user.id, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .onConflictDoNothing();
    }
  }
}
