import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * Bulk actions in the admin (src/workflows/README.md): no screen of its own; the lists place its
 * bar (`ListBulkActions`, from index.ts) over their tables. Its methods load at their first call.
 */
export default defineAdminFeature({
  name: 'bulkActions',
  routes: {},
  methods: [methodsOf(() => import('./bulkMethods.ts').then((module) => module.bulkMethods), ['getAvailableBulkActions', 'runBulkAction'])],
});
