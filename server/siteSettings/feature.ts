import { siteSettingsGlobal } from '../../resources/siteSettings.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { seedSiteCovers } from './siteCoversDemo.ts';
import { siteSettingsModule } from './siteSettingsModule.ts';
import { siteUsersModule } from './siteUsersModule.ts';

/** A site's settings (spec 01) and the users it adds from its settings screen. */
export default defineServerFeature({
  name: 'siteSettings',
  graphql: [siteSettingsModule, siteUsersModule],
  globals: [siteSettingsGlobal],
  // The demo sites' cover images, drawn where a site still has a placeholder.
  seed: async ({ db, demo }) => demo && seedSiteCovers(db, demo.images),
});
