/**
 * The spec's enumerations (01 §3, 02 §3). Each value carries an i18n key
 * (`enums.<enum>.<key>`); the numbers are the API's.
 */
export interface EnumDefinition<V extends string | number = string | number> {
  name: string;
  values: readonly { value: V; key: string }[];
}

function defineEnum<V extends string | number>(name: string, entries: Record<string, V>): EnumDefinition<V> {
  return { name, values: Object.entries(entries).map(([key, value]) => ({ key, value })) };
}

/** The value of one key of an enum (`enumValue(MENU_ITEM_TYPE, 'link')` is 1). */
export function enumValue<V extends string | number>(definition: EnumDefinition<V>, key: string): V {
  const entry = definition.values.find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`${definition.name} has no ${key}`);
  return entry.value;
}

export const NEWS_TYPE = defineEnum('newsType', { hot: 1, cold: 2, newspaper: 3, none: 4 });
export const AGENCY_NEWS_TYPE = defineEnum('agencyNewsType', { important: 1, flash: 2, hot: 3, standard: 4 });
export const SHOW_HIDE = defineEnum('showHide', { show: 1, hide: 2 });
export const PLATFORM = defineEnum('platform', { web: 'web', mobile: 'mobile', special: 'special' });
export const PRODUCT_CONTENT = defineEnum('productContent', { withProductContent: 1, publicSpot: 2 });
export const APPROVAL_STATUS = defineEnum('approvalStatus', { approve: 1, unapprove: 2 });
/**
 * Content types (spec 02 §1). The first five numbers are the API's (mailing items send 0 for news;
 * categories list the types they are offered for); the others follow, ours. `archive` is the
 * agency archive's, not a content an editor writes.
 */
export const CONTENT_TYPE = defineEnum('contentType', {
  news: 0,
  video: 1,
  photoGallery: 2,
  infographic: 3,
  archive: 4,
  column: 5,
  cartoon: 6,
  promotion: 7,
  podcast: 8,
  officialAnnouncement: 9,
});
export const CROP_MODE = defineEnum('cropMode', { free: 1, fixed: 2, copyFromSource: 3 });
export const MEDIA_TYPE_NAME = defineEnum('mediaTypeName', { image: 'image', video: 'video', text: 'text', embed: 'embed' });
export const SOCIAL_NETWORK = defineEnum('socialNetwork', {
  facebook: 'facebook',
  twitter: 'twitter',
  instagram: 'instagram',
  whatsapp: 'whatsapp',
  threads: 'threads',
  telegram: 'telegram',
  inHouse: 'inHouse',
});
export const USER_APPROVAL_FILTER = defineEnum('userApprovalFilter', { all: 'all', approved: 'approved', unapproved: 'unapproved' });
export const AUTHOR_TYPE = defineEnum('authorType', { newspaper: 1, internet: 2, opinion: 3 });
export const WEEKDAY = defineEnum('weekday', { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 });
/** A category's place (spec 01 §3 `hierarchy`): the API's numbers are ours, the spec gives none. */
export const CATEGORY_HIERARCHY = defineEnum('categoryHierarchy', { main: 1, sub: 2 });
/** A library file's kind (spec 01 "Upload media type": 1 image, 2 video). */
export const MEDIA_TYPE = defineEnum('mediaType', { image: 1, video: 2 });

/**
 * A newsletter's status (spec 02 §4: pending (upcoming), sent, draft). `sending` is ours: the send has
 * begun and the mailing can no longer be changed or canceled. No canceled status: cancel deletes.
 */
export const MAILING_STATUS_VALUE: Readonly<Record<'draft' | 'pending' | 'sending' | 'sent', number>> = { draft: 1, pending: 2, sending: 3, sent: 4 };
export const MAILING_STATUS = defineEnum('mailingStatus', MAILING_STATUS_VALUE);
/** A newsletter's type (spec 02 §3). */
export const MAILING_TYPE = defineEnum('mailingType', { newsletter: 1, custom: 2 });

/** A notification's platforms (spec 02 §3); the numbers are ours, the spec gives none. */
export const NOTIFICATION_PLATFORM_VALUE = { web: 1, mail: 2, mobile: 3, mobileApp: 4, mobileSite: 5, application: 6, special: 7, other: 8 } as const;
export const NOTIFICATION_PLATFORM = defineEnum('notificationPlatform', NOTIFICATION_PLATFORM_VALUE);
/** Who receives a notification (spec 02 §3 "status/audience"). */
export const NOTIFICATION_AUDIENCE_VALUE = { all: 1, importantUpdates: 2, dailyUpdates: 3, categoryFollowers: 4 } as const;
export const NOTIFICATION_AUDIENCE = defineEnum('notificationAudience', NOTIFICATION_AUDIENCE_VALUE);
/**
 * A notification's own status, written by the server: scheduled (waiting for its date), sending, finished
 * (every platform has its end state), canceled. Ours: the spec gives states per platform only.
 */
export const NOTIFICATION_STATUS_VALUE = { scheduled: 1, sending: 2, finished: 3, canceled: 4 } as const;
export const NOTIFICATION_STATUS = defineEnum('notificationStatus', NOTIFICATION_STATUS_VALUE);
/** A platform's delivery state (spec 02 §4): waiting, sent, failed, canceled. */
export const NOTIFICATION_DELIVERY_STATE_VALUE = { waiting: 1, sent: 2, failed: 3, canceled: 4 } as const;
export const NOTIFICATION_DELIVERY_STATE = defineEnum('notificationDeliveryState', NOTIFICATION_DELIVERY_STATE_VALUE);

/** A video's processing state in the queue (spec 02 §4): waiting, in progress, finished, error. */
export const VIDEO_PROCESS_STATUS_VALUE = { waiting: 1, inProgress: 2, finished: 3, error: 4 } as const;
export const VIDEO_PROCESS_STATUS = defineEnum('videoProcessStatus', VIDEO_PROCESS_STATUS_VALUE);
/** A live transfer's standing (spec 02 §3): official (announced by the clubs) or unofficial (reported). */
export const LIVE_TRANSFER_KIND = defineEnum('liveTransferKind', { official: 1, unofficial: 2 });
/** The currencies a transfer fee is given in. */
export const CURRENCY = defineEnum('currency', { EUR: 'EUR', USD: 'USD', GBP: 'GBP', TRY: 'TRY' });

/** A story's or reel's kind (spec 02 §3): a normal one or an advertisement. */
export const STORY_TYPE = defineEnum('storyType', { normal: 1, advertisement: 2 });
/**
 * Where a story or reel stands (spec 02 §4): pending (its publish date ahead, on the pending list) or
 * published (on the published list, in its order). Written by the server only.
 */
export const STORY_STATE = defineEnum('storyState', { pending: 'PENDING', published: 'PUBLISHED' });

/** Which of the four SEO content kinds a subject title belongs to (spec 02 §1: hadith, dream interpretation, dua, fatwa). */
export const SEO_CONTENT_KIND = defineEnum('seoContentKind', { hadith: 1, dreamInterpretation: 2, dua: 3, fatwa: 4 });
/** A subject title's level (spec 02 §3: main and sub): a sub title names its main one in `parentId`. */
export const SUBJECT_TITLE_LEVEL = defineEnum('subjectTitleLevel', { main: 1, sub: 2 });
/** Where a site shows a menu (spec 02 §9: menu item position top or end): the page's top bar or its foot. */
export const MENU_POSITION = defineEnum('menuPosition', { top: 1, end: 2 });
/** A menu item's kind (spec 02 §3), each with its own form: a link, a content type's page, a category, a brand, the authors' or the cartoonists' list, a divider. */
export const MENU_ITEM_TYPE = defineEnum('menuItemType', { link: 1, contentType: 2, category: 3, brand: 4, authors: 5, cartoonists: 6, divider: 7 });
/** A person's marital status (spec 02 §3 person fields; the values are ours). */
export const MARITAL_STATUS = defineEnum('maritalStatus', { single: 1, married: 2, divorced: 3, widowed: 4 });

export const ENUMS = [
  NEWS_TYPE, AGENCY_NEWS_TYPE, SHOW_HIDE, PLATFORM, PRODUCT_CONTENT, APPROVAL_STATUS, CONTENT_TYPE,
  CROP_MODE, MEDIA_TYPE_NAME, SOCIAL_NETWORK, USER_APPROVAL_FILTER, AUTHOR_TYPE, WEEKDAY, CATEGORY_HIERARCHY, MEDIA_TYPE,
  MAILING_STATUS, MAILING_TYPE, NOTIFICATION_PLATFORM, NOTIFICATION_AUDIENCE, NOTIFICATION_STATUS, NOTIFICATION_DELIVERY_STATE,
  VIDEO_PROCESS_STATUS, LIVE_TRANSFER_KIND, CURRENCY, STORY_TYPE, STORY_STATE, SEO_CONTENT_KIND, SUBJECT_TITLE_LEVEL,
  MENU_POSITION, MENU_ITEM_TYPE, MARITAL_STATUS,
] as const;
