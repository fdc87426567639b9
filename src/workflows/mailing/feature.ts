import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Newsletters (spec 02 §2–§5, §8): the current list, the editor, and the channels' subscribers. */
export default defineAdminFeature({
  name: 'mailing',
  routes: {
    mailingList: () => import('./MailingList.tsx'),
    mailingDetail: () => import('./MailingDetail.tsx'),
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
    ]),
    methodsOf(() => import('./subscriberMethods.ts').then((module) => module.subscriberMethods), [
      'getMailingSubscribers',
      'addMailingSubscriber',
      'importMailingSubscribers',
      'removeMailingSubscriber',
    ]),
  ],
});
