/**
 * One-time set-password links (server/db/schema.ts passwordLinks): the administrator hands one to a
 * user created in the admin, who sets a password on the embedded provider's page with it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from './client.ts';
import { hashPassword } from './password.ts';
import { localAccounts, passwordLinks, users, type UserRow } from './schema.ts';

export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link for `userId` (its unused links stop working): the token, shown once, and when it expires. */
export async function createPasswordLink(db: Db, userId: number, createdUserId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PASSWORD_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    await tx.delete(passwordLinks).where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
    await tx.insert(passwordLinks).values({ userId, tokenHash: hashOf(token), expiresAt, createdUserId, createdDate: now });
  });
  return { token, expiresAt };
}

const usable = (token: string, now: Date) =>
  and(eq(passwordLinks.tokenHash, hashOf(token)), isNull(passwordLinks.usedAt), gt(passwordLinks.expiresAt, now));

/** The user a link is for, while it is unused and unexpired. */
export async function passwordLinkUser(db: Db, token: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await db.select({ user: users }).from(passwordLinks).innerJoin(users, eq(users.id, passwordLinks.userId)).where(usable(token, now));
  return row?.user;
}

/** Sets the link's user's password and uses the link up; undefined when the link is unknown, used or expired. */
export async function setPasswordWithLink(db: Db, token: string, password: string, now = new Date()): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [link] = await tx.select().from(passwordLinks).where(usable(token, now)).for('update');
    if (!link) return undefined;
    await tx.update(passwordLinks).set({ usedAt: now }).where(eq(passwordLinks.id, link.id));
    await tx.insert(localAccounts).values({ userId: link.userId, passwordHash }).onConflictDoUpdate({ target: localAccounts.userId, set: { passwordHash } });
    const [user] = await tx.select().from(users).where(eq(users.id, link.userId));
    return user;
  });
}
