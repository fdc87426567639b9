import { permission } from './access.ts';
import { defineResource } from './defineResource.ts';
import { NOTIFICATION_AUDIENCE, NOTIFICATION_DELIVERY_STATE, NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_PLATFORM, NOTIFICATION_STATUS, NOTIFICATION_STATUS_VALUE } from './enums.ts';
import { boolean, dateTime, enumeration, number, reference, references, text, textarea, url } from './fields.ts';
import { validDateTime } from './mailingRules.ts';
import { categoriesForFollowers, channelForMail, notInPast } from './notificationRules.ts';

/**
 * Push notifications (spec 02 §3–§5, §8): a title and spot sent to the chosen platforms at a date (now
 * or later), to an audience. `status` and the per-platform deliveries are the server's
 * (server/notifications/README.md): a scheduled one can be changed or canceled until its send begins.
 */
export const notifications = defineResource({
  name: 'notifications',
  typeName: 'Notification',
  permission: 'notification',
  operations: { one: 'notification', list: 'notifications', save: 'saveNotification' },
  siteScoped: true,
  access: { read: permission('notification.view') },
  fields: {
    title: text({ required: true, maxLength: 200, list: true, search: true }),
    spot: textarea({ required: true, maxLength: 500, search: true }),
    /** Where a reader lands on tapping it: an absolute address or one of the site's paths. */
    url: url('any'),
    sendDate: dateTime({ required: true, list: true, filter: true, rules: [validDateTime(), notInPast()] }),
    platforms: enumeration(NOTIFICATION_PLATFORM, { multiple: true, required: true, list: true, filter: true }),
    audience: enumeration(NOTIFICATION_AUDIENCE, { required: true, defaultValue: 1, list: true, filter: true }),
    categoryIds: references('categories', { rules: [categoriesForFollowers()] }),
    isCategoryFollowersOnly: boolean(),
    /** Shows the site settings' flash-news cover image (notificationFlashNewsCoverImage) with it. */
    useCoverImage: boolean(),
    isBreakingNews: boolean({ list: true, filter: true }),
    /** The newsletter channel whose subscribers get it by e-mail when the mail platform is chosen. */
    mailChannelId: reference('mailingChannels', { rules: [channelForMail()] }),
    status: enumeration(NOTIFICATION_STATUS, { readOnly: true, list: true, filter: true }),
    startedAt: dateTime({ readOnly: true }),
    finishedAt: dateTime({ readOnly: true }),
    /**
     * The delivery states its platforms are in (each once), kept by the server as the send goes on, so
     * the list filters by state (a notification with one failed platform is found under "failed").
     */
    deliveryStates: enumeration(NOTIFICATION_DELIVERY_STATE, { multiple: true, readOnly: true, filter: true }),
    /** Platforms whose delivery failed, written when the send finishes (spec 02 §8's list). */
    failedPlatforms: enumeration(NOTIFICATION_PLATFORM, { multiple: true, readOnly: true }),
    targetCount: number({ readOnly: true }),
  },
  representation: 'title',
  sort: { field: 'sendDate', order: 'DESC' },
  paging: 'keyset',
  hooks: {
    // A new notification is scheduled; the server alone moves it on (send, finish, cancel).
    beforeChange: ({ data, originalDoc }) => ({
      ...data,
      status: originalDoc ? originalDoc.status : NOTIFICATION_STATUS_VALUE.scheduled,
      deliveryStates: originalDoc ? originalDoc.deliveryStates : [NOTIFICATION_DELIVERY_STATE_VALUE.waiting],
    }),
  },
});
