import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Newsletters (spec 02 §2–§5, §8): the current list and the editor. */
export default defineAdminFeature({
  name: 'mailing',
  routes: {
    mailingList: () => import('./MailingList.tsx'),
    mailingDetail: () => import('./MailingDetail.tsx'),
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
  ],
});
