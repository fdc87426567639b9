import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * Saved views in the admin (src/workflows/savedViews/README.md): the data provider methods of the
 * list kit's views menu (src/controls/list/SavedViewsMenu.tsx), which every list places; no route.
 */
export default defineAdminFeature({
  name: 'savedViews',
  routes: {},
  methods: [methodsOf(() => import('./savedViewsMethods.ts').then((module) => module.savedViewsMethods), ['getSavedViews', 'saveSavedView', 'deleteSavedView'])],
});
