import { eq } from 'drizzle-orm';
import type { Account, AccountStore } from '../auth/accountStore.ts';
import type { Db } from './client.ts';
import { passwordLinkUser, setPasswordWithLink } from './passwordLinks.ts';
import { verifyPassword } from './password.ts';
import { localAccounts, users, type UserRow } from './schema.ts';

function toAccount(user: Pick<UserRow, 'id' | 'email' | 'name' | 'username'>): Account {
  return { id: String(user.id), email: user.email, name: user.name, username: user.username };
}

/**
 * The provider's accounts are the users with a local password. Approval is not checked here:
 * an inactive user may sign in, and the API answers 'User is not active' so the app can say so.
 */
export function createAccountStore(db: Db): AccountStore {
  return {
    async findById(id) {
      if (!/^\d{1,9}$/.test(id)) return undefined;
      const [user] = await db.select().from(users).where(eq(users.id, Number(id)));
      return user ? toAccount(user) : undefined;
    },
    async verifyPassword(email, password) {
      const [row] = await db
        .select({ user: users, passwordHash: localAccounts.passwordHash })
        .from(users)
        .innerJoin(localAccounts, eq(localAccounts.userId, users.id))
        .where(eq(users.email, email.trim().toLowerCase()));
      if (!row || !(await verifyPassword(password, row.passwordHash))) return undefined;
      return toAccount(row.user);
    },
    async passwordLinkAccount(token) {
      const user = await passwordLinkUser(db, token);
      return user && toAccount(user);
    },
    async setPasswordWithLink(token, password) {
      const user = await setPasswordWithLink(db, token, password);
      return user && toAccount(user);
    },
  };
}
