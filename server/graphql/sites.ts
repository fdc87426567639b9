import { asc } from 'drizzle-orm';
import { sites } from '../db/schema.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import { belongsToSite, visibleSite } from '../auth/siteMembership.ts';

export const siteResolvers = {
  Query: {
    sites: async (_, __, context) => {
      const rows = await context.db.select().from(sites).orderBy(asc(sites.id));
      return rows.filter((site) => belongsToSite(context.user, site));
    },
    site: async (_, args, context) => (await visibleSite(context.db, context.user, args.id)) ?? null,
  },
  Site: {
    id: (site) => String(site.id),
  },
} satisfies Pick<Resolvers, 'Query' | 'Site'>;
