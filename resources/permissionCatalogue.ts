/**
 * The permission categories of spec 01 §6 with the permission keywords each one carries, the
 * seeded roles and the default matrix. The seed writes this matrix for every site; admins edit
 * it afterwards. Spec 01 names the categories and the fixed role ids '1' and '6' only; the other
 * keywords, role names and grants are our choice (docs/permissions.md).
 */

/** Category keyword → its permission keywords. Every category has 'view'. */
export const PERMISSION_CATEGORIES: Record<string, readonly string[]> = {
  agency: ['view', 'save', 'updateStatus'],
  agencyArchive: ['view', 'save', 'updateStatus'],
  headline: ['view', 'save', 'delete', 'kick'],
  headlineOld: ['view', 'save', 'delete'],
  headlineSettings: ['view', 'save', 'delete'],
  headlineCategoryList: ['view', 'save', 'delete'],
  headlineTag: ['view', 'save'],
  mailing: ['view', 'save', 'delete'],
  mailingOld: ['view', 'save', 'delete'],
  story: ['view', 'save', 'delete'],
  storyOld: ['view', 'save', 'delete'],
  storyAd: ['view', 'save', 'delete'],
  reels: ['view', 'save', 'delete'],
  content: ['view', 'save', 'delete', 'takeOverPermit'],
  news: ['view', 'save', 'delete'],
  video: ['view', 'save', 'delete'],
  photoGallery: ['view', 'save', 'delete'],
  column: ['view', 'save', 'delete'],
  cartoon: ['view', 'save', 'delete'],
  infographic: ['view', 'save', 'delete'],
  promotion: ['view', 'save', 'delete'],
  podcast: ['view', 'save', 'delete'],
  officialAnnouncement: ['view', 'save', 'delete'],
  notification: ['view', 'save', 'delete'],
  liveTransfer: ['view', 'save', 'delete'],
  videoProcessQueue: ['view', 'requeue'],
  editorContentReport: ['view'],
  seoContents: ['view', 'save', 'delete'],
  author: ['view', 'save', 'delete'],
  person: ['view', 'save', 'delete'],
  cartoonist: ['view', 'save'],
  program: ['view', 'save'],
  signature: ['view', 'save'],
  source: ['view', 'save', 'delete'],
  category: ['view', 'save'],
  brand: ['view', 'save', 'delete'],
  menu: ['view', 'save', 'delete'],
  socialMedia: ['view', 'save', 'delete'],
  user: ['view', 'save', 'approve', 'permissions'],
  featureFlags: ['view', 'save'],
  webhook: ['view', 'save', 'delete'],
  activityLog: ['view'],
};

export interface RoleDefinition {
  id: string;
  name: string;
  /** 'category.permission' keys this role gets on every site, or '*' for all of them. */
  grants: readonly string[] | '*';
  /** Keys withheld on particular sites (site id → keys). */
  withheldOnSites?: Record<string, readonly string[]>;
}

const EDITORIAL_CATEGORIES = [
  'agency', 'agencyArchive', 'content', 'news', 'video', 'photoGallery', 'column', 'cartoon',
  'infographic', 'promotion', 'podcast', 'officialAnnouncement', 'headline', 'headlineOld',
  'headlineTag', 'story', 'storyOld', 'reels', 'notification', 'mailing', 'mailingOld',
  'liveTransfer', 'videoProcessQueue', 'seoContents',
];

function everyKeyOf(categories: readonly string[], except: readonly string[] = []): string[] {
  return categories
    .flatMap((category) => PERMISSION_CATEGORIES[category].map((keyword) => `${category}.${keyword}`))
    .filter((key) => !except.includes(key));
}

const EDITOR_GRANTS = [
  ...everyKeyOf(EDITORIAL_CATEGORIES, ['headline.kick', 'content.takeOverPermit']),
  'author.view', 'person.view', 'cartoonist.view', 'program.view', 'signature.view', 'source.view',
  'category.view', 'brand.view', 'menu.view', 'headlineSettings.view', 'headlineCategoryList.view',
  // Editors read the site's social media accounts and UTM sources to share a content (server/socialMedia/README.md).
  'socialMedia.view',
];

/** The seeded roles. '1' and '6' are the spec's fixed ids. */
export const ROLES: readonly RoleDefinition[] = [
  { id: '1', name: 'Administrator', grants: '*' },
  {
    id: '2',
    name: 'Editor',
    grants: EDITOR_GRANTS,
    // The TV site sends no newsletters: its editors get no mailing permissions there.
    withheldOnSites: { '5': everyKeyOf(['mailing', 'mailingOld']) },
  },
  { id: '3', name: 'Agency editor', grants: ['agency.view'] },
  { id: '4', name: 'Reader', grants: [] },
  {
    id: '5',
    name: 'Reporter',
    grants: ['agency.view', 'agencyArchive.view', 'content.view', 'news.view', 'news.save', 'video.view', 'video.save'],
  },
  {
    id: '6',
    name: 'Editor in chief',
    grants: [
      ...EDITOR_GRANTS,
      'headline.kick', 'content.takeOverPermit', 'editorContentReport.view', 'user.view', 'featureFlags.view', 'activityLog.view',
      ...everyKeyOf(['author', 'person', 'cartoonist', 'program', 'signature', 'source', 'category', 'brand', 'menu', 'headlineSettings', 'headlineCategoryList', 'storyAd', 'socialMedia']),
    ],
  },
];

/** Role ids holding `key` on `siteId` under the default matrix. */
export function defaultRoleIds(key: string, siteId: string): string[] {
  return ROLES.filter((role) => {
    if (role.withheldOnSites?.[siteId]?.includes(key)) return false;
    return role.grants === '*' || role.grants.includes(key);
  }).map((role) => role.id);
}

/** The default matrix of one site, in the shape of the `permissions` query. */
export function defaultSitePermissions(siteId: string) {
  return {
    siteId,
    permissionCategories: Object.entries(PERMISSION_CATEGORIES).map(([keyword, details]) => ({
      keyword,
      permissionDetails: details.map((detail) => ({
        keyword: detail,
        roleIds: defaultRoleIds(`${keyword}.${detail}`, siteId),
      })),
    })),
  };
}
