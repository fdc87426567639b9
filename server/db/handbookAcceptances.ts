/** Acceptances of the editor's handbook (handbook_acceptances): recorded once per user and version. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { handbookAcceptances, users } from './schema.ts';

/** When the user accepted this version; undefined when they have not. */
export async function acceptedDate(db: Db, userId: number, version: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ acceptedDate: handbookAcceptances.acceptedDate })
    .from(handbookAcceptances)
    .where(and(eq(handbookAcceptances.userId, userId), eq(handbookAcceptances.version, version)));
  return row?.acceptedDate;
}

/** Records the acceptance (a second one of the same version keeps the first time) and answers when it was made. */
export async function recordAcceptance(db: Db, userId: number, version: string, now = new Date()): Promise<Date> {
  await db.insert(handbookAcceptances).values({ userId, version, acceptedDate: now }).onConflictDoNothing();
  return (await acceptedDate(db, userId, version)) ?? now;
}

/** A page of acceptances, newest first, with the user's name and e-mail; `after` a row, or skipping `offset` rows. */
export async function acceptancePage(db: Db, page: { offset: number; limit: number; after?: { acceptedDate: Date; id: number } }) {
  const { after } = page;
  return db
    .select({
      id: handbookAcceptances.id,
      userId: handbookAcceptances.userId,
      userName: users.name,
      userEmail: users.email,
      version: handbookAcceptances.version,
      acceptedDate: handbookAcceptances.acceptedDate,
    })
    .from(handbookAcceptances)
    .innerJoin(users, eq(users.id, handbookAcceptances.userId))
    .where(after && sql`(${handbookAcceptances.acceptedDate}, ${handbookAcceptances.id}) < (${after.acceptedDate.toISOString()}::timestamptz, ${after.id})`)
    .orderBy(desc(handbookAcceptances.acceptedDate), desc(handbookAcceptances.id))
    .offset(after ? 0 : page.offset)
    .limit(page.limit);
}
