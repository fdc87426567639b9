import { defineServerFeature } from '../serverFeature.ts';
import { keepSiteAdministrators } from './siteAdministrators.ts';

/** Users (spec 01): no change leaves a site without an approved administrator, nobody unapproves themselves. */
export default defineServerFeature({
  name: 'users',
  resourceHooks: { users: { checkWrite: keepSiteAdministrators } },
});
