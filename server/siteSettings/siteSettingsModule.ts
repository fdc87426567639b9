/**
 * A site's settings (spec 01 §3 'Site settings'), declared in resources/siteSettings.ts, kept in the
 * sites row's json: `siteSettings(id)` reads them, and `saveSiteSettings` lets a site's
 * administrators (user.permissions, who also edit its permission matrix) change them. A `version`
 * kept inside the json refuses a save made from settings loaded before someone else's (CONFLICT).
 */
import { and, eq } from 'drizzle-orm';
import { siteSettingsGlobal } from '../../resources/siteSettings.ts';
import { belongsToSite, visibleSite } from '../auth/siteMembership.ts';
import { permissions, sites } from '../db/schema.ts';
import { canonical } from '../engine/audit.ts';
import { auditLog, type AuditChanges } from '../engine/auditLog.ts';
import { savedGlobal } from '../engine/globalValues.ts';
import { saveError } from '../engine/inputErrors.ts';
import { ADMINISTRATION } from '../users/index.ts';
import { apiError } from '../contract/apiErrors.ts';
import { siteSettings } from './siteSettingsOutput.ts';
import type { MutationResolvers, QueryResolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

export const SITE_SETTINGS_PERMISSION = `${ADMINISTRATION.category}.${ADMINISTRATION.keyword}`;

const siteSettingsTypeDefs = /* GraphQL */ `
  type Query {
    "A site's settings; null when it has none stored or is not one of the caller's sites."
    siteSettings(id: ID!): SiteSettings
  }

  type Site {
    settings: SiteSettings
  }

  type Mutation {
    "Saves a site's settings (a field left out keeps its value); needs user.permissions on that site."
    saveSiteSettings(input: SiteSettingsInput!): SiteSettings!
  }
`;

/** The field paths whose stored value changes, from → to. */
function changes(before: object, after: object): AuditChanges {
  const changed: AuditChanges = {};
  for (const name of Object.keys(after)) {
    if (name === 'version') continue;
    const from = (before as Record<string, unknown>)[name] ?? null;
    const to = (after as Record<string, unknown>)[name];
    if (canonical(from) !== canonical(to)) changed[name] = { from, to };
  }
  return changed;
}

const saveSiteSettings: MutationResolvers['saveSiteSettings'] = async (_, { input }, context) => {
  const siteId = String(input.id ?? context.siteId ?? '');
  const saved = await context.db.transaction(async (tx) => {
    // The row locked: two saves of one site run one after the other, so the second sees the first's version.
    const [site] = /^\d{1,9}$/.test(siteId) ? await tx.select().from(sites).where(eq(sites.id, Number(siteId))).for('update') : [];
    if (!site || !belongsToSite(context.user, site)) throw apiError('FORBIDDEN', `Site ${siteId || '(none)'} is not one of your sites`);
    const [administration] = await tx
      .select({ roleIds: permissions.roleIds })
      .from(permissions)
      .where(and(eq(permissions.siteId, site.id), eq(permissions.category, ADMINISTRATION.category), eq(permissions.keyword, ADMINISTRATION.keyword)));
    if (!administration?.roleIds.some((roleId) => context.user.roles.includes(roleId))) {
      throw apiError('FORBIDDEN', `Permission denied: needs ${SITE_SETTINGS_PERMISSION} on site ${siteId}`);
    }
    const before = site.settings ?? {};
    const current = before.version ?? 0;
    if (input.version !== current) throw saveError('CONFLICT', 'conflict', context.language, { current: siteSettings(site) });
    const after = { ...savedGlobal(siteSettingsGlobal, input, before, context.language), version: current + 1 };
    const changed = changes(before, after);
    if (Object.keys(changed).length === 0) return { site, written: false };
    const [updated] = await tx.update(sites).set({ settings: after }).where(eq(sites.id, site.id)).returning();
    await tx.insert(auditLog).values({ resource: 'siteSettings', recordId: String(site.id), action: 'update', userId: context.user.id, siteId: site.id, changes: changed });
    return { site: updated, written: true };
  });
  // Every session's site row (its settings) is cached: the next request reads the new one.
  if (saved.written) context.invalidateLookups();
  return siteSettings(saved.site)!;
};

const readSiteSettings: QueryResolvers['siteSettings'] = async (_, { id }, context) => {
  const site = await visibleSite(context.db, context.user, id);
  return site ? siteSettings(site) : null;
};

export const siteSettingsModule: GraphQLModule = {
  typeDefs: siteSettingsTypeDefs,
  resolvers: { Query: { siteSettings: readSiteSettings }, Mutation: { saveSiteSettings }, Site: { settings: siteSettings } },
  operations: {
    Query: { siteSettings: { permission: 'signedIn', siteScoped: true } },
    Mutation: { saveSiteSettings: { permission: SITE_SETTINGS_PERMISSION, siteScoped: true } },
  },
};
