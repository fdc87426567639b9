import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The activity log (settings/system/activity-log): who did what to which record and when, for administrators. */
export default defineAdminFeature({
  name: 'activityLog',
  routes: {
    activityLog: () => import('./ActivityLogScreen.tsx'),
  },
  methods: [methodsOf(() => import('./activityLogMethods.ts').then((module) => module.activityLogMethods), ['getActivityLog'])],
});
