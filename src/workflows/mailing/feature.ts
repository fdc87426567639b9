import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Newsletters (spec 02 §2–§5, §8): the current list, the editor with its preview and test send, the old lists with their delivery reports, the channels' subscribers and the sent-mail viewer. */
export default defineAdminFeature({
  name: 'mailing',
  routes: {
    mailingList: () => import('./MailingList.tsx'),
    mailingDetail: () => import('./MailingDetail.tsx'),
    mailingOld: () => import('./MailingOldByDate.tsx'),
    mailingOldUpcoming: () => import('./MailingOldUpcoming.tsx'),
    mailingOldSent: () => import('./MailingOldSent.tsx'),
    mailingSubscribers: () => import('./MailingSubscribers.tsx'),
    mailingSentMail: () => import('./SentMailViewer.tsx'),
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
    methodsOf(() => import('./sentMailMethods.ts').then((module) => module.sentMailMethods), ['previewMailing', 'sendMailingTest', 'getSentMails', 'getSentMail']),
  ],
});
