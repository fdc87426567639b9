import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** Push notifications (spec 02 §3–§5, §8): the list with each platform's delivery state, and the form in a drawer over it (`?item=`). */
export default defineAdminFeature({
  name: 'notifications',
  routes: {
    notifications: () => import('./NotificationList.tsx'),
  },
  methods: [
    methodsOf(() => import('./notificationMethods.ts').then((module) => module.notificationMethods), [
      'getNotifications',
      'getNotification',
      'saveNotification',
      'cancelNotification',
      'getNotificationCategories',
      'getNotificationMailChannels',
    ]),
  ],
});
