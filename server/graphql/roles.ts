import { asc } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { roles } from '../db/schema.ts';

export const roleResolvers = {
  Query: {
    roles: (_: unknown, __: unknown, context: RequestContext) => context.db.select().from(roles).orderBy(asc(roles.id)),
  },
};
