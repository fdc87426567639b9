import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Newsletters (spec 02 §2–§5, §8): the current list, the editor with its preview and test send, and the sent-mail viewer. */
export default defineAdminFeature({
  name: 'mailing',
  routes: {
    mailingList: () => import('./MailingList.tsx'),
    mailingDetail: () => import('./MailingDetail.tsx'),
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
    ]),
    methodsOf(() => import('./sentMailMethods.ts').then((module) => module.sentMailMethods), ['previewMailing', 'sendMailingTest', 'getSentMails', 'getSentMail']),
  ],
});
