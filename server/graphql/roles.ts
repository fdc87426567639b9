import { asc } from 'drizzle-orm';
import { roles } from '../db/schema.ts';
import type { QueryResolvers } from './generated/resolverTypes.ts';

export const roleResolvers = {
  Query: {
    roles: (_, __, context) => context.db.select().from(roles).orderBy(asc(roles.id)),
  } satisfies QueryResolvers,
};
