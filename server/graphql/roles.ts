import { asc } from 'drizzle-orm';
import { roleName } from '../../resources/roleNames.ts';
import type { RequestContext } from '../context.ts';
import { roles } from '../db/schema.ts';

export const roleResolvers = {
  Query: {
    /** The roles, the seeded ones named in the request's language. */
    roles: async (_: unknown, __: unknown, context: RequestContext) =>
      (await context.db.select().from(roles).orderBy(asc(roles.id))).map((role) => ({ ...role, name: roleName(role, context.language) })),
  },
};
