import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * The global search (src/workflows/globalSearch/README.md): one box in the app bar over contents,
 * the user's drafts, agency items, media and people, opened with Ctrl+K / Cmd+K or "/".
 */
export default defineAdminFeature({
  name: 'globalSearch',
  appBar: () => import('./GlobalSearchBox.tsx'),
  methods: [methodsOf(() => import('./globalSearchMethods.ts').then((module) => module.globalSearchMethods), ['globalSearch'])],
});
