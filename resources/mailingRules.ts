/**
 * The newsletter rules of spec 02 §5, declared once for the admin's form and the server: a title, a
 * valid date and time, at least one news item, a selected site, a send time at least
 * MAILING_MIN_LEAD_MINUTES from now, and the same content not twice in one newsletter. The messages
 * are the catalogue's (validationMessages.ts, tr and en).
 */
import { minutesFromNow } from './featureRules.ts';
import { asText, asTime, fail, isBlank, type Rule, type RuleFailure } from './validationRule.ts';

/**
 * Spec 02 §9 gives the lead time without its value ("not shown"): ours is 10 minutes. The server
 * reads `MAILING_MIN_LEAD_MINUTES` into its mail config (server/config.ts) and serves the value to
 * the admin as `mailingMinLeadMinutes`, so both sides refuse the same times.
 */
export const MAILING_MIN_LEAD_MINUTES = 10;

/** Label keys of the fields the rules name. */
export const MAILING_LABELS = {
  title: 'resources.mailings.fields.title',
  sendDate: 'resources.mailings.fields.sendDate',
  items: 'resources.mailings.fields.items',
  site: 'resources.mailings.fields.siteId',
} as const;

/** An ISO-8601 date with a time of day (`2026-12-01T08:30`, seconds and zone optional). */
const DATE_AND_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** "A valid date and time": a date that has a time of day and exists; blank is left to `required`. */
export const validDateTime = (): Rule => (value, context) => {
  if (isBlank(value) || value instanceof Date) return value instanceof Date && Number.isNaN(value.getTime()) ? fail('validDateTime', context) : undefined;
  const text = asText(value);
  const valid = typeof value === 'string' && text !== undefined && DATE_AND_TIME.test(text.trim()) && asTime(text.trim()) !== undefined && sameCalendarDate(text.trim());
  return valid ? undefined : fail('validDateTime', context);
};

/** `2026-02-30T10:00` parses in some engines (as March 2): the day written must be the day read. */
function sameCalendarDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(year!, month! - 1, day!));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month! - 1 && check.getUTCDate() === day;
}

/** "The time must be at least a given number of minutes from now": the catalogue's tooSoon. */
export const sendTimeLeadsBy = (minutes: number): Rule => minutesFromNow(minutes);

/** What an item is for the repeat rule; the picker's MailingItem has these and more. */
interface ItemIdentity {
  contentId?: unknown;
  contentTypeId?: unknown;
  contentUrl?: unknown;
}

/**
 * One content's key: its type, id and page. A recipe's type is 0 as a news item's is (spec 02 §9),
 * so the page tells recipe 42 from news 42; the same content picked twice has all three alike.
 */
const contentKey = (item: ItemIdentity) => `${String(item.contentTypeId ?? '')}|${String(item.contentId ?? '')}|${String(item.contentUrl ?? '')}`;

/** "The same content cannot appear twice in one newsletter", on the items list. */
export const contentNotRepeated = (): Rule => (value, context) => {
  if (!Array.isArray(value)) return undefined;
  const keys = value.filter((item): item is ItemIdentity => !!item && typeof item === 'object' && !isBlank((item as ItemIdentity).contentId)).map(contentKey);
  return new Set(keys).size < keys.length ? fail('mailingContentRepeated', context) : undefined;
};

/** "A selected site": the request's site; the admin sends the one chosen in the header. */
export const siteSelected = (siteId: unknown): RuleFailure | undefined =>
  isBlank(siteId) ? fail('required', { fieldLabel: MAILING_LABELS.site }) : undefined;
