/**
 * The embedded directory's people for the demo accounts: what the users table says of them, except
 * the reporter, whose entry is ahead of their user row (the surname the directory spells in full,
 * a new department and, with the demo's pictures, a portrait), so a refresh on `npm start` shows a
 * difference. Only missing entries are added: a refresh or an edit made since is kept.
 */
import { inArray } from 'drizzle-orm';
import { DEMO_USERS } from '../db/demoUsers.ts';
import { users } from '../db/schema.ts';
import type { SeedEnvironment } from '../serverFeature.ts';
import { directoryPeople } from './directoryTables.ts';

/** The demo account whose directory entry differs from its user row. */
export const AHEAD_OF_ROW = {
  email: 'reporter@newsroom.example',
  name: 'Rıza Muhabiroğlu',
  department: 'Haber merkezi',
} as const;

export async function seedDirectoryPeople({ db, demo }: Pick<SeedEnvironment, 'db' | 'demo'>): Promise<void> {
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, department: users.department })
    .from(users)
    .where(inArray(users.email, DEMO_USERS.map((user) => user.email)));
  if (rows.length === 0) return;
  const portrait = demo && (await demo.images.image('directory-reporter', AHEAD_OF_ROW.name, { width: 400, height: 400 }));
  await db
    .insert(directoryPeople)
    .values(
      rows.map((row) =>
        row.email === AHEAD_OF_ROW.email
          ? { userId: row.id, email: row.email, name: AHEAD_OF_ROW.name, department: AHEAD_OF_ROW.department, picturePath: portrait?.path ?? null }
          : { userId: row.id, email: row.email, name: row.name, department: row.department },
      ),
    )
    .onConflictDoNothing();
}
