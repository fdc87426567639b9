import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The users: the generated list and form on routes of their own, with a set-password link and the refresh from the identity directory. */
export default defineAdminFeature({
  name: 'users',
  detailRoutedResources: [{ resource: 'users', list: 'userList', detail: 'userDetail' }],
  screenOverrides: { users: () => import('./userScreens.ts').then(({ userScreens }) => userScreens) },
  methods: [
    methodsOf(() => import('./passwordLinkMethods.ts').then((module) => module.passwordLinkMethods), ['createPasswordLink']),
    methodsOf(() => import('./directoryMethods.ts').then((module) => module.directoryMethods), ['refreshUserFromDirectory', 'refreshSiteUsersFromDirectory', 'directoryRefreshJob']),
  ],
});
