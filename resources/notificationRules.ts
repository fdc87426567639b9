/**
 * The notification rules (spec 02 §5, §9), declared once for the admin's form and the server's save:
 * the title and spot length indicators ("proper" or "too long", limits ours: spec 02 §9 says "not
 * shown"), categories when only category followers are to receive it, a mail channel when the mail
 * platform is chosen, and a send date that is not in the past.
 */
import { NOTIFICATION_AUDIENCE_VALUE, NOTIFICATION_PLATFORM_VALUE } from './enums.ts';
import { asTime, fail, isBlank, type Rule } from './validationRule.ts';

/**
 * The lengths a notification reads whole on a lock screen (ours). A title longer than 65 characters is
 * cut on Android and in Chrome's notification; a spot longer than 178 is cut on iOS's lock screen.
 * Longer texts are allowed (up to the fields' maxLength) but shown "too long".
 */
export const NOTIFICATION_TITLE_PROPER_LENGTH = 65;
export const NOTIFICATION_SPOT_PROPER_LENGTH = 178;
/** How far in the past a send date may lie when saved (a "send now" takes a moment to arrive). */
export const NOTIFICATION_PAST_TOLERANCE_MINUTES = 5;

export type LengthState = 'proper' | 'tooLong';

/** The indicator of spec 02 §5: "proper" up to `limit` characters (as a reader counts them), "too long" beyond. */
export function lengthState(text: unknown, limit: number): LengthState {
  const length = typeof text === 'string' ? [...text.trim()].length : 0;
  return length > limit ? 'tooLong' : 'proper';
}

/** Label keys of the fields the rules name. */
export const NOTIFICATION_LABELS = {
  title: 'resources.notifications.fields.title',
  spot: 'resources.notifications.fields.spot',
  sendDate: 'resources.notifications.fields.sendDate',
  categoryIds: 'resources.notifications.fields.categoryIds',
  mailChannelId: 'resources.notifications.fields.mailChannelId',
  platforms: 'resources.notifications.fields.platforms',
} as const;

/** True when only followers of the chosen categories receive the notification (the audience or the flag). */
export const forCategoryFollowers = (values: Readonly<Record<string, unknown>> | undefined): boolean =>
  Number(values?.audience) === NOTIFICATION_AUDIENCE_VALUE.categoryFollowers || values?.isCategoryFollowersOnly === true;

/** Categories are required when only category followers are to receive it. */
export const categoriesForFollowers = (): Rule => (value, context) =>
  forCategoryFollowers(context.values) && isBlank(value) ? fail('required', context) : undefined;

/** A mail channel is required when the mail platform is chosen. */
export const channelForMail = (): Rule => (value, context) => {
  const platforms = context.values?.platforms;
  const mail = Array.isArray(platforms) && platforms.map(Number).includes(NOTIFICATION_PLATFORM_VALUE.mail);
  return mail && isBlank(value) ? fail('required', context) : undefined;
};

/** A send date no more than NOTIFICATION_PAST_TOLERANCE_MINUTES in the past (the catalogue's validDateTime covers the form). */
export const notInPast = (): Rule => (value, context) => {
  const time = asTime(value);
  const now = (context.now ?? new Date()).getTime();
  return time !== undefined && time < now - NOTIFICATION_PAST_TOLERANCE_MINUTES * 60_000 ? fail('notInPast', context) : undefined;
};
