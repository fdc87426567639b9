import { defineServerFeature } from '../serverFeature.ts';
import { passwordLinkModule } from './passwordLinkModule.ts';
import { keepSiteAdministrators } from './siteAdministrators.ts';

/**
 * Users (spec 01): no change leaves a site without an approved administrator, nobody unapproves
 * themselves; an administrator makes a one-time set-password link for a user of the app's own provider.
 */
export default defineServerFeature({
  name: 'users',
  graphql: [passwordLinkModule],
  resourceHooks: { users: { checkWrite: keepSiteAdministrators } },
});
