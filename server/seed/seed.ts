import { eq } from 'drizzle-orm';
import { defaultSitePermissions, ROLES } from '../../resources/permissionCatalogue.ts';
import { RESOURCES } from '../../resources/index.ts';
import { users as userResource } from '../../resources/user.ts';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../db/demoUsers.ts';
import { recordAcceptance } from '../db/handbookAcceptances.ts';
import { hashPassword } from '../db/password.ts';
import { localAccounts, permissions, roles, sites, users } from '../db/schema.ts';
import { SEED_SITES } from '../db/seedSites.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { seedKnownFeatureFlags } from '../featureFlags/disabledFeatures.ts';
import { systemContext } from '../engine/systemActor.ts';
import { CURRENT_HANDBOOK } from '../handbook/currentHandbook.ts';

/**
 * Inserts the sites, roles, permission matrix, known feature flags and demo users that are missing, and the demo users'
 * acceptance of the current editor's handbook. Rows that already exist are left alone, so an
 * administrator's later edits survive every restart. Users are a
 * declared resource: they are saved through the engine as the system (checked and audited).
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
  await seedKnownFeatureFlags(db);

  const system = systemContext(db);
  for (const demo of DEMO_USERS) {
    const { can: _description, ...input } = demo;
    const find = async () => (await db.select({ id: users.id }).from(users).where(eq(users.email, demo.email)))[0];
    let user = await find();
    if (!user) {
      // Another server seeding the same database at once may have added the user meanwhile.
      const created = await saveRecord(userResource, input, system, RESOURCES).catch(async (error: unknown) => (await find()) ?? Promise.reject(error));
      user = { id: created.id as number };
    }
    const [account] = await db.select().from(localAccounts).where(eq(localAccounts.userId, user.id));
    if (!account) {
      await db
        .insert(localAccounts)
        .values({ userId: user.id, passwordHash: await hashPassword(DEMO_PASSWORD) })
        .onConflictDoNothing();
    }
    // The demo accounts are ready to edit: they accept the current editor's handbook (server/handbook/README.md, "Demo accounts").
    await recordAcceptance(db, user.id, CURRENT_HANDBOOK.version);
  }
}
