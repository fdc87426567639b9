import { defineAdminFeature } from '../workflowFeature.ts';

/**
 * socialMedia in the admin (src/workflows/README.md). The shell imports this file, so it holds
 * names and `import()` loaders only: the screen of each route it serves, by route name of
 * src/routes/routeMap.ts; its named data provider methods in `methods`; components over a
 * declared resource's screens in `screenOverrides`.
 */
export default defineAdminFeature({
  name: 'socialMedia',
  routes: {
    // routeName: () => import('./Screen.tsx'),
  },
});
