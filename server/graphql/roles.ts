import { asc } from 'drizzle-orm';
import { roleName } from '../../resources/roleNames.ts';
import { roles } from '../db/schema.ts';
import type { QueryResolvers } from '../contract/generated/resolverTypes.ts';

export const roleResolvers = {
  Query: {
    /** The roles, the seeded ones named in the request's language. */
    roles: async (_, __, context) =>
      (await context.db.select().from(roles).orderBy(asc(roles.id))).map((role) => ({ ...role, name: roleName(role, context.language) })),
  } satisfies QueryResolvers,
};
