/**
 * What the content picker (spec 02 §2, §3, §4) hands to a headline or a mailing: the items its
 * transformers build from a provider's item, and the filter every provider is asked with. The
 * headline and mailing models adopt these shapes; the picker never stores anything itself.
 */

/** The two cuts a headline shows (portrait for the mobile slots, landscape for the wide ones). */
export interface CoverImagePaths {
  vertical: string;
  horizontal: string;
}

/**
 * A headline item built by the picker (spec 02 §3, "Headline item built from a recipe"). The fields
 * the headline board owns (its type, order, site, per-size images) are null until it places the item.
 */
export interface HeadlineItem {
  title: string;
  spot: string;
  hasVideo: boolean;
  /** The video's length in seconds; null without one. */
  duration: number | null;
  /** ISO-8601. */
  createdDate: string;
  coverImage: CoverImagePaths;
  /** Where a reader lands: the item's own page. */
  url: string;
  /** A manual link the editor may type on the board; the picker leaves it empty. */
  externalLink: string;
  /** Empty without a video. */
  videoUrl: string;
  /** The provider's item as the provider gave it. */
  sourceEntity: unknown;
  /** The content's author; null for outside items (a recipe). */
  authorId: string | null;
  /** The content's type (ContentType number); null for outside items. */
  entityType: number | null;
  headlineTypeId: string | null;
  images: null;
  order: number | null;
  siteId: string | null;
}

/** A newsletter item built by the picker (spec 02 §3, "Mailing item built from a recipe"). */
export interface MailingItem {
  title: string;
  spot: string;
  /** The item's id as text (a recipe's number, a content's id). */
  contentId: string;
  contentUrl: string;
  /** ISO-8601. */
  contentDate: string;
  /** The content's type; 0 for a recipe (spec 02 §9). */
  contentTypeId: number;
  /** The vertical cover's path. */
  imageUrl: string;
  isChiefSelection: boolean;
  mailingId: string | null;
  order: number | null;
}

/** What the picker turns an item into. */
export type PickerTarget = 'headline' | 'mailing';

export interface PickerTargetItems {
  headline: HeadlineItem;
  mailing: MailingItem;
}

/** The picker's filter model (spec 02 §3): each provider applies the fields it knows. */
export interface PickerFilter {
  search?: string | null;
  /** Category ids. */
  categories?: readonly string[] | null;
  /** An author id. */
  author?: string | null;
  date?: { startDate?: string | null; endDate?: string | null } | null;
  issueNumber?: string | null;
  /** Default false: every item, not only the chief's selection. */
  isChiefSelection?: boolean | null;
}

export type PickerFilterName = keyof PickerFilter;
