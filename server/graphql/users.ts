import { eq } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { users, type UserRow } from '../db/schema.ts';

const optionalId = (value: number | null) => (value === null ? null : String(value));
const optionalDate = (value: Date | null) => (value === null ? null : value.toISOString());

export const userResolvers = {
  Query: {
    user: async (_: unknown, args: { id: string }, context: RequestContext) => {
      if (!/^\d{1,9}$/.test(args.id)) return null;
      const [user] = await context.db.select().from(users).where(eq(users.id, Number(args.id)));
      return user ?? null;
    },
    currentUser: (_: unknown, __: unknown, context: RequestContext) => context.user,
  },
  User: {
    id: (user: UserRow) => String(user.id),
    createdUserId: (user: UserRow) => optionalId(user.createdUserId),
    createdDate: (user: UserRow) => optionalDate(user.createdDate),
    updatedUserId: (user: UserRow) => optionalId(user.updatedUserId),
    updatedDate: (user: UserRow) => optionalDate(user.updatedDate),
  },
};
