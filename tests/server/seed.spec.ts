import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSitePermissions, ROLES } from '../../resources/permissionCatalogue.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createAccountStore } from '../../server/db/accounts.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/demoUsers.ts';
import { localAccounts, permissions, roles, sites, users } from '../../server/db/schema.ts';
import { auditLog } from '../../server/engine/auditLog.ts';
import { seed } from '../../server/seed/seed.ts';
import { createScratchDatabase, testDatabaseKinds, type ScratchDatabase } from './support/testDatabase.ts';

describe('README, "Demo accounts"', () => {
  it('lists every demo account with its role', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const user of DEMO_USERS) {
      const role = ROLES.find((candidate) => candidate.id === user.roles[0])!;
      expect(readme).toMatch(new RegExp(`\\| ${user.email} \\| ${role.name}[^|]*\\(role '${role.id}'\\)`, 'i'));
    }
  });
});

describe.each(testDatabaseKinds())('migrations and seed on %s', (kind) => {
  let database: Database;
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;

  const snapshot = async () => ({
    sites: await database.db.select().from(sites).orderBy(asc(sites.id)),
    roles: await database.db.select().from(roles).orderBy(asc(roles.id)),
    permissions: await database.db.select().from(permissions).orderBy(asc(permissions.id)),
    users: await database.db.select().from(users).orderBy(asc(users.id)),
    localAccounts: await database.db.select().from(localAccounts).orderBy(asc(localAccounts.userId)),
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'newsroom-seed-test-'));
    scratch = kind === 'postgres' ? await createScratchDatabase() : undefined;
    database = await openDatabase({ dataDir, databaseUrl: scratch?.url });
    await database.migrate();
    await seed(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the five sites, the roles, every site’s matrix and the demo users', async () => {
    const rows = await snapshot();
    expect(rows.sites.map((site) => site.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.roles).toEqual(ROLES.map(({ id, name }) => ({ id, name })));
    const expectedMatrixRows = [1, 2, 3, 4, 5].flatMap((siteId) =>
      defaultSitePermissions(String(siteId)).permissionCategories.flatMap((category) =>
        category.permissionDetails.map((detail) => ({ siteId, category: category.keyword, keyword: detail.keyword, roleIds: detail.roleIds })),
      ),
    );
    expect(rows.permissions.map(({ id: _id, ...row }) => row)).toEqual(expectedMatrixRows);
    expect(rows.users.map((user) => [user.email, user.roles, user.sites, user.isApproved])).toEqual(
      DEMO_USERS.map((user) => [user.email, user.roles, user.sites, user.isApproved]),
    );
    expect(rows.localAccounts).toHaveLength(DEMO_USERS.length);
  });

  it('saves the demo users through the engine as the system: one audited creation each, by no user', async () => {
    const created = await database.db.select().from(auditLog).where(and(eq(auditLog.resource, 'users'), eq(auditLog.action, 'create')));
    const rows = await database.db.select().from(users).orderBy(asc(users.id));
    expect(created.map((entry) => entry.recordId)).toEqual(rows.map((user) => String(user.id)));
    expect(created.every((entry) => entry.userId === null && entry.changes.email?.to !== undefined)).toBe(true);
    expect(rows.every((user) => user.createdUserId === null && user.version === 1)).toBe(true);
  });

  it('is idempotent: seeding again leaves every row as it was', async () => {
    const before = await snapshot();
    await seed(database.db);
    await seed(database.db);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps an administrator’s later edits and only restores what is missing', async () => {
    const onSite4 = and(eq(permissions.siteId, 4), eq(permissions.category, 'agency'), eq(permissions.keyword, 'view'));
    await database.db.update(permissions).set({ roleIds: ['1'] }).where(onSite4);
    await database.db.update(users).set({ name: 'Elif Renamed', roles: ['2', '5'] }).where(eq(users.email, 'editor@newsroom.example'));
    await database.db.update(sites).set({ displayName: 'Haberhat Online' }).where(eq(sites.id, 4));
    await database.db.delete(roles).where(eq(roles.id, '5'));

    await seed(database.db);

    const [agencyView] = await database.db.select().from(permissions).where(onSite4);
    expect(agencyView.roleIds).toEqual(['1']);
    const [editor] = await database.db.select().from(users).where(eq(users.email, 'editor@newsroom.example'));
    expect([editor.name, editor.roles]).toEqual(['Elif Renamed', ['2', '5']]);
    const [site] = await database.db.select().from(sites).where(eq(sites.id, 4));
    expect(site.displayName).toBe('Haberhat Online');
    expect(await database.db.select().from(roles).where(eq(roles.id, '5'))).toEqual([{ id: '5', name: 'Reporter' }]);
  });

  it('stores scrypt hashes the account store verifies, whether or not the user is approved', async () => {
    const accounts = createAccountStore(database.db);
    const [hash] = await database.db.select({ passwordHash: localAccounts.passwordHash }).from(localAccounts).limit(1);
    expect(hash.passwordHash).toMatch(/^scrypt\$/);
    expect(hash.passwordHash).not.toContain(DEMO_PASSWORD);
    expect(await accounts.verifyPassword('Inactive@Newsroom.example', DEMO_PASSWORD)).toMatchObject({ email: 'inactive@newsroom.example' });
    expect(await accounts.verifyPassword('admin@newsroom.example', 'wrong')).toBeUndefined();
    expect(await accounts.verifyPassword('nobody@newsroom.example', DEMO_PASSWORD)).toBeUndefined();
    const admin = await accounts.verifyPassword('admin@newsroom.example', DEMO_PASSWORD);
    expect(await accounts.findById(admin!.id)).toEqual(admin);
    expect(await accounts.findById('not-a-number')).toBeUndefined();
  });

  it('keeps e-mails lower-cased in the table', async () => {
    await expect(database.db.insert(users).values({ name: 'X', username: 'x', email: 'Mixed@Case.example' })).rejects.toThrow();
  });
});
