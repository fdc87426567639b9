/**
 * `saveSiteSettings`: a site's administrators (user.permissions, who also edit its permission
 * matrix) change its settings (spec 01 §3 'Site settings'). The settings live in the sites row's
 * json; a `version` kept inside it refuses a save made from settings loaded before someone else's
 * save (CONFLICT), without a column of its own.
 */
import { and, eq } from 'drizzle-orm';
import { en, tr } from '../../resources/messages/siteSettings.ts';
import { embedHostEntry, MAX_EMBED_HOSTS } from '../../resources/embedHosts.ts';
import { SITE_SETTINGS_LIMITS } from '../../resources/siteSettings.ts';
import { rules, type RuleContext, type RuleFailure } from '../../resources/validation.ts';
import { belongsToSite } from '../auth/siteMembership.ts';
import type { RequestContext } from '../context.ts';
import { permissions, sites, type CoverImageData, type SiteSettingsData } from '../db/schema.ts';
import { canonical } from '../engine/audit.ts';
import { auditLog, type AuditChanges } from '../engine/auditLog.ts';
import { badInput, saveError } from '../engine/inputErrors.ts';
import type { Failures } from '../engine/kindValues.ts';
import { ADMINISTRATION } from '../users/index.ts';
import { apiError } from '../contract/apiErrors.ts';
import { siteSettings } from './siteSettingsOutput.ts';
import type { CoverImageInput, MutationResolvers, SiteSettingsInput } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';

export const SITE_SETTINGS_PERMISSION = `${ADMINISTRATION.category}.${ADMINISTRATION.keyword}`;

const siteSettingsTypeDefs = /* GraphQL */ `
  "A stored image with its crops; null clears it."
  input CoverImageInput {
    path: String
    width: Int
    height: Int
    crops: [CropInput!]
  }

  input SeoContentSettingsInput {
    dreamInterpretationTitle: String
  }

  input SiteSettingsInput {
    "The site whose settings change; the request's site when omitted. The caller needs user.permissions on it."
    id: ID
    "SiteSettings.version as the form loaded it; another one now refuses the save (CONFLICT)."
    version: Int!
    isExpirationDate: Boolean!
    isProgramEnabled: Boolean!
    isMagazineQuoteEnabled: Boolean!
    isAuthorEnabled: Boolean!
    isCartoonistEnabled: Boolean!
    isSmilesEnabled: Boolean!
    headlineKickPermission: Boolean!
    isShowAddArchiveButton: Boolean!
    flashNewsDescription: String
    seoContent: SeoContentSettingsInput
    notificationFlashNewsCoverImage: CoverImageInput
    liveTransferCoverImage: CoverImageInput
    "The hosts frames may load from (host names; a pasted address counts by its host). Omitted: the list stays as it is."
    embedHosts: [String!]
  }

  type Mutation {
    "Replaces a site's settings (every field is sent); needs user.permissions on that site."
    saveSiteSettings(input: SiteSettingsInput!): SiteSettings!
  }
`;

const LABELS = { tr: tr.siteSettings.fields, en: en.siteSettings.fields };
type FieldName = keyof typeof en.siteSettings.fields;
const COVER_IMAGES = ['notificationFlashNewsCoverImage', 'liveTransferCoverImage'] as const;

const failure = (result: RuleFailure | undefined) => result && { message: result.message, params: result.params };
const ruleContext = (name: FieldName, context: RequestContext): RuleContext => ({ fieldLabel: LABELS[context.language][name] });
const isPositiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function coverImage(input: CoverImageInput | null | undefined): CoverImageData | null {
  if (!input) return null;
  return {
    path: input.path ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
    crops: (input.crops ?? []).map((crop) => ({ type: crop.type, path: crop.path ?? null, width: crop.width ?? null, height: crop.height ?? null })),
  };
}

/** The host list as stored (lower case, each once, in the order given), and the first entry that is no host name. */
function embedHostsFrom(given: readonly string[]): { entries: string[]; unreadable?: string } {
  const entries = new Set<string>();
  let unreadable: string | undefined;
  for (const text of given) {
    if (!text.trim()) continue;
    const host = embedHostEntry(text);
    if (host) entries.add(host);
    else unreadable ??= text;
  }
  return { entries: [...entries], unreadable };
}

/** The settings as they will be stored, or BAD_USER_INPUT naming every field that is wrong. */
function settingsFrom(input: SiteSettingsInput, before: Partial<SiteSettingsData>, version: number, context: RequestContext): SiteSettingsData & { version: number } {
  const hosts = input.embedHosts ? embedHostsFrom(input.embedHosts) : undefined;
  const settings = {
    version,
    isExpirationDate: input.isExpirationDate,
    isProgramEnabled: input.isProgramEnabled,
    isMagazineQuoteEnabled: input.isMagazineQuoteEnabled,
    isAuthorEnabled: input.isAuthorEnabled,
    isCartoonistEnabled: input.isCartoonistEnabled,
    isSmilesEnabled: input.isSmilesEnabled,
    headlineKickPermission: input.headlineKickPermission,
    isShowAddArchiveButton: input.isShowAddArchiveButton,
    flashNewsDescription: blankToNull(input.flashNewsDescription),
    seoContent: { dreamInterpretationTitle: blankToNull(input.seoContent?.dreamInterpretationTitle) },
    notificationFlashNewsCoverImage: coverImage(input.notificationFlashNewsCoverImage),
    liveTransferCoverImage: coverImage(input.liveTransferCoverImage),
    ...(hosts ? { embedHosts: hosts.entries } : before.embedHosts ? { embedHosts: before.embedHosts } : {}),
  };
  const failures: Failures = {};
  const check = (path: string, result: RuleFailure | undefined) => {
    if (result && !failures[path]) failures[path] = failure(result)!;
  };
  check('flashNewsDescription', rules.max(SITE_SETTINGS_LIMITS.flashNewsDescription)(settings.flashNewsDescription, ruleContext('flashNewsDescription', context)));
  check(
    'seoContent.dreamInterpretationTitle',
    rules.max(SITE_SETTINGS_LIMITS.dreamInterpretationTitle)(settings.seoContent.dreamInterpretationTitle, ruleContext('dreamInterpretationTitle', context)),
  );
  if (hosts?.unreadable) check('embedHosts', rules.embedHost()(hosts.unreadable, ruleContext('embedHosts', context)));
  check('embedHosts', rules.maxLength(MAX_EMBED_HOSTS)(settings.embedHosts, ruleContext('embedHosts', context)));
  for (const name of COVER_IMAGES) {
    const image = settings[name];
    if (!image) continue;
    const place = ruleContext(name, context);
    check(name, rules.required()(image.path?.trim() ?? '', place));
    if (!isPositiveInteger(image.width) || !isPositiveInteger(image.height)) check(name, rules.hasCoverImage()(null, place));
    check(`${name}.crops`, rules.validCropSettings()(image.crops, place));
  }
  if (Object.keys(failures).length > 0) throw badInput(failures, context.language);
  return settings;
}

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
    const before = (site.settings ?? {}) as Partial<SiteSettingsData> & { version?: number };
    const current = before.version ?? 0;
    if (input.version !== current) throw saveError('CONFLICT', 'conflict', context.language, { current: { ...before, version: current } });
    const after = settingsFrom(input, before, current + 1, context);
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

export const siteSettingsModule: GraphQLModule = {
  typeDefs: siteSettingsTypeDefs,
  resolvers: { Mutation: { saveSiteSettings } },
  operations: { Mutation: { saveSiteSettings: { permission: SITE_SETTINGS_PERMISSION, siteScoped: true } } },
};
