import { defineServerFeature } from '../serverFeature.ts';
import { registerExportRoute } from './exportRoute.ts';

/**
 * List export (issue 35): GET /api/export/:resource streams what a list's filters show as CSV, from
 * the list's own query with the role's permissions. The features declare their lists
 * (`listExports`); every declared resource's list is exportable from its declaration.
 */
export default defineServerFeature({
  name: 'listExport',
  routes: (app, environment) => registerExportRoute(app, environment),
});
