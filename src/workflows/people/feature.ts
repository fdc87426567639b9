import { defineAdminFeature } from '../workflowFeature.ts';

/**
 * People in the admin (src/workflows/people/README.md): the declared resource's generated screen on
 * its route `people` (settings/content/people), with its list columns in an editor's order and its
 * form grouped, the age shown beside the dates. The shell imports this file, so it holds names and
 * `import()` loaders only.
 */
export default defineAdminFeature({
  name: 'people',
  screenOverrides: {
    people: () => import('./personScreens.ts').then(({ personScreens }) => personScreens),
  },
});
