/**
 * The headline rules of spec 02 §5, declared once for the settings screen, the board and the
 * server; the messages are the catalogue's (validationMessages.ts). A headline's rules read the
 * whole headline, so they take its items (`HeadlineEntry`) beside the value.
 */
import { text, textarea, url } from './fields.ts';
import { asNumber, asTime, fail, isBlank, type Rule, type RuleFailure } from './validationRule.ts';

/** Label keys of the headline fields the rules name. */
export const HEADLINE_LABELS = {
  contentId: 'resources.headlines.fields.contentId',
  order: 'resources.headlines.fields.order',
  publishAt: 'resources.headlines.fields.publishAt',
  autoTotalCount: 'resources.headlines.fields.autoTotalCount',
  images: 'resources.headlines.fields.images',
  tagId: 'resources.headlines.fields.tagId',
} as const;

/**
 * What an editor writes on a headline item, declared by field kind so both sides read it as any
 * declared field: plain-text title and spot (markup stripped), and a manual URL by the spec's rule
 * (http, https or a path on the site; a `javascript:` or `data:` link is refused).
 */
export const HEADLINE_ITEM_FIELDS = {
  title: text(),
  spot: textarea(),
  manualUrl: url('any'),
} as const;

/** The cover crop needs width and height: one without the other refuses the missing one as required. */
export const requiredWith =
  (sibling: string): Rule =>
  (value, context) =>
    isBlank(value) && !isBlank(context.values?.[sibling]) ? fail('required', context) : undefined;

/** Not above `maximum` (a headline type's item count). */
export const maxValue =
  (maximum: number): Rule =>
  (value, context) => {
    const number = asNumber(value);
    return number !== undefined && number > maximum ? fail('maxValue', context, { max: maximum }) : undefined;
  };

/** What the rules need to know of an item already on the headline (LIVE or PENDING). */
export interface HeadlineEntry {
  id: string;
  contentId: string | null;
  state: 'LIVE' | 'PENDING';
  publishAt: string | Date | null;
  pendingOrder: number | null;
  /** Set while the item's pin holds: the slot it keeps. */
  pinnedOrder: number | null;
}

/** A headline's day is Istanbul's (UTC+3 all year since 2016): the date an item is headlined on. */
const ISTANBUL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const istanbulDay = (at: string | Date | number): number => Math.floor(((asTime(at) ?? 0) + ISTANBUL_OFFSET_MS) / DAY_MS);

/** The end of the Istanbul day of `at`: when a (non-permanent) pin lapses. */
export const endOfIstanbulDay = (at: Date): Date => new Date((istanbulDay(at) + 1) * DAY_MS - ISTANBUL_OFFSET_MS);

const failure = (message: Parameters<typeof fail>[0], label: string, params: Record<string, string | number> = {}): RuleFailure =>
  fail(message, { fieldLabel: label }, params);

/** "Needs selected content": one of ours or an outside item. */
export const selectedContent = (contentId: unknown, external: unknown): RuleFailure | undefined =>
  isBlank(contentId) && (external === null || external === undefined) ? failure('required', HEADLINE_LABELS.contentId) : undefined;

/** "Order not below 1" (spec 02 §9: headline order minimum 1). */
export const orderAtLeastOne = (order: unknown): RuleFailure | undefined =>
  order !== undefined && order !== null && (asNumber(order) ?? 0) < 1 ? failure('minValue', HEADLINE_LABELS.order, { min: 1 }) : undefined;

/** "The same content id cannot appear twice in the headline list or the pending list, nor in both." */
export const contentRepeated = (entries: readonly HeadlineEntry[], contentId: string | null | undefined, itemId?: string): RuleFailure | undefined =>
  contentId && entries.some((entry) => entry.id !== itemId && entry.contentId === String(contentId))
    ? failure('headlineContentRepeated', HEADLINE_LABELS.contentId)
    : undefined;

/** "Orders must not repeat among contents headlined on the same date": a pending order on one day. */
export const pendingOrderRepeated = (entries: readonly HeadlineEntry[], publishAt: string | Date, order: number, itemId?: string): RuleFailure | undefined =>
  entries.some((entry) => entry.id !== itemId && entry.state === 'PENDING' && entry.pendingOrder === order && entry.publishAt !== null && istanbulDay(entry.publishAt) === istanbulDay(publishAt))
    ? failure('headlineOrderRepeated', HEADLINE_LABELS.order)
    : undefined;

/** The same for the LIVE list: a pinned slot is another pinned item's. */
export const pinnedOrderRepeated = (entries: readonly HeadlineEntry[], order: number, itemId?: string): RuleFailure | undefined =>
  entries.some((entry) => entry.id !== itemId && entry.state === 'LIVE' && entry.pinnedOrder === order) ? failure('headlineOrderRepeated', HEADLINE_LABELS.order) : undefined;

/** "Headline contents not added if the headline does not support them" (no types listed: every type). */
export const contentSupported = (supportedTypes: readonly number[] | null | undefined, contentType: number): RuleFailure | undefined =>
  supportedTypes && supportedTypes.length > 0 && !supportedTypes.includes(contentType) ? failure('headlineContentUnsupported', HEADLINE_LABELS.contentId) : undefined;

/** A pending item's publish date is ahead. */
export const publishAtAhead = (publishAt: string | Date, now: Date): RuleFailure | undefined =>
  (asTime(publishAt) ?? 0) <= now.getTime() ? failure('futureDate', HEADLINE_LABELS.publishAt) : undefined;

/** "Total content count not below content count": the auto total against the manual LIVE items. */
export const totalNotBelowContents = (autoTotalCount: number | null | undefined, manualCount: number): RuleFailure | undefined =>
  autoTotalCount !== null && autoTotalCount !== undefined && autoTotalCount < manualCount ? failure('totalContentCountLess', HEADLINE_LABELS.autoTotalCount) : undefined;

/** An item's crop is cut in the ratio of the type's cover crop (1 % of slack for rounding); no cover crop, any crop. */
export const cropFitsCover = (images: unknown, coverWidth: number | null | undefined, coverHeight: number | null | undefined): RuleFailure | undefined => {
  const crop = (images as { crop?: { width?: unknown; height?: unknown } | null } | null | undefined)?.crop;
  if (!crop || !coverWidth || !coverHeight) return undefined;
  const width = asNumber(crop.width);
  const height = asNumber(crop.height);
  const fits = width !== undefined && height !== undefined && width > 0 && height > 0 && Math.abs(width / height / (coverWidth / coverHeight) - 1) <= 0.01;
  return fits ? undefined : failure('validCropSettings', HEADLINE_LABELS.images);
};

/**
 * An item's headline tag is one of the approved tags of the headline's site (`approvedIds`); none
 * (null) clears it, and the tag the item already carries is kept even when it was unapproved since.
 */
export const approvedTag = (tagId: string | null | undefined, keptTagId: number | null | undefined, approvedIds: ReadonlySet<string>): RuleFailure | undefined =>
  tagId === null || tagId === undefined || approvedIds.has(String(tagId)) || (keptTagId != null && String(keptTagId) === String(tagId))
    ? undefined
    : failure('headlineTagNotApproved', HEADLINE_LABELS.tagId);
