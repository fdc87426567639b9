import { asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { sites, type SiteRow } from '../db/schema.ts';
import { siteSettings } from '../siteSettings/siteSettingsOutput.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import { belongsToSite } from '../auth/siteMembership.ts';

/** A site the caller may see, or undefined: other sites' existence is not revealed. */
async function visibleSite(id: string, context: RequestContext): Promise<SiteRow | undefined> {
  if (!/^\d{1,9}$/.test(id)) return undefined;
  const [site] = await context.db.select().from(sites).where(eq(sites.id, Number(id)));
  return site && belongsToSite(context.user, site) ? site : undefined;
}

export const siteResolvers = {
  Query: {
    sites: async (_, __, context) => {
      const rows = await context.db.select().from(sites).orderBy(asc(sites.id));
      return rows.filter((site) => belongsToSite(context.user, site));
    },
    site: async (_, args, context) => (await visibleSite(args.id, context)) ?? null,
    siteSettings: async (_, args, context) => {
      const site = await visibleSite(args.id, context);
      return site ? siteSettings(site) : null;
    },
  },
  Site: {
    id: (site) => String(site.id),
    settings: siteSettings,
  },
} satisfies Pick<Resolvers, 'Query' | 'Site'>;
