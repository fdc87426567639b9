import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Newsletters (spec 02 §2–§5, §8): the current list, the editor, the old lists with their delivery reports, and the channels' subscribers. */
export default defineAdminFeature({
  name: 'mailing',
  routes: {
    mailingList: () => import('./MailingList.tsx'),
    mailingDetail: () => import('./MailingDetail.tsx'),
    mailingOld: () => import('./MailingOldByDate.tsx'),
    mailingOldUpcoming: () => import('./MailingOldUpcoming.tsx'),
    mailingOldSent: () => import('./MailingOldSent.tsx'),
    mailingSubscribers: () => import('./MailingSubscribers.tsx'),
  },
  methods: [
    methodsOf(() => import('./mailingMethods.ts').then((module) => module.mailingMethods), [
      'getMailings',
      'getMailing',
      'getMailingChannels',
      'saveMailing',
      'scheduleMailing',
      'cancelMailing',
      'getOldMailings',
      'getMailingDeliveries',
      'resendMailingDeliveries',
    ]),
    methodsOf(() => import('./subscriberMethods.ts').then((module) => module.subscriberMethods), [
      'getMailingSubscribers',
      'addMailingSubscriber',
      'importMailingSubscribers',
      'removeMailingSubscriber',
    ]),
  ],
});
