/** The field-level feature rules of spec 02 §5: rules on one field that may read its siblings. */
import { asTime, fail, hasImage, isBlank, type Rule } from './validationRule.ts';
import { isTimeOfDay } from './validationFormats.ts';

/** Minutes since midnight of a 24-hour `HH:mm` time; undefined for anything else. */
const minutesOfDay = (value: unknown) =>
  typeof value === 'string' && isTimeOfDay(value) ? Number(value.slice(0, 2)) * 60 + Number(value.slice(3)) : undefined;

/** An author's or a person's profile photo must be uploaded. */
export const profilePhoto = (): Rule => (value, context) => (hasImage(value) ? undefined : fail('profilePhoto', context));

/** On the divorce date: it may only be given when `marriageField` is. */
export const divorceNeedsMarriage =
  (marriageField = 'marriageDate'): Rule =>
  (value, context) =>
    !isBlank(value) && isBlank(context.values?.[marriageField]) ? fail('divorceWithoutMarriage', context) : undefined;

/**
 * On the start: not later than `endField`; unreadable or missing values are left to other rules.
 * Two times of day (`HH:mm`, a program's slot) compare on the clock: a slot ends on the day it starts.
 */
export const startNotAfterEnd =
  (endField = 'endDate'): Rule =>
  (value, context) => {
    const startMinutes = minutesOfDay(value);
    const endMinutes = minutesOfDay(context.values?.[endField]);
    if (startMinutes !== undefined && endMinutes !== undefined) {
      return startMinutes > endMinutes ? fail('startTimeAfterEnd', context) : undefined;
    }
    const start = asTime(value);
    const end = asTime(context.values?.[endField]);
    return start !== undefined && end !== undefined && start > end ? fail('startAfterEnd', context) : undefined;
  };

/** Spec 02 §5: the fewest images an item of these kinds holds. */
export const MIN_IMAGES = { agencyPhotoGallery: 2, infographic: 1, archive: 1 } as const;

/**
 * At least `n` images that are there: a wire picture that could not be fetched has no path and
 * does not count. Refused with the catalogue's minLength message.
 */
export const minImages =
  (n: number): Rule =>
  (value, context) => {
    const present = Array.isArray(value) ? value.filter(hasImage).length : hasImage(value) ? 1 : 0;
    return present < n ? fail('minLength', context, { n }) : undefined;
  };

/** The order must be given (0 is an order). */
export const orderNotEmpty = (): Rule => (value, context) =>
  isBlank(value) || (typeof value === 'string' && value.trim() === '') ? fail('orderEmpty', context) : undefined;

/** A scheduled time at least `minutes` after the context's current time (the mailing send time). */
export const minutesFromNow =
  (minutes: number): Rule =>
  (value, context) => {
    const time = asTime(value);
    const now = (context.now ?? new Date()).getTime();
    return time !== undefined && time < now + minutes * 60_000 ? fail('tooSoon', context, { n: minutes }) : undefined;
  };
