import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** A site's settings and its users. */
export default defineAdminFeature({
  name: 'siteSettings',
  routes: { siteSettings: () => import('./SiteSettings.tsx') },
  methods: [
    methodsOf(() => import('./siteSettingsMethods.ts').then((module) => module.siteSettingsMethods), ['getSiteSettings', 'saveSiteSettings']),
    methodsOf(() => import('./siteUsersMethods.ts').then((module) => module.siteUsersMethods), ['getSiteUsers', 'searchUsers', 'addSiteUsers']),
  ],
});
