import { defineServerFeature } from '../serverFeature.ts';
import { seedSocialMediaDemo } from './socialMediaDemo.ts';
import { accountUses, utmSourceUses } from './socialShares.ts';

/**
 * Social media (spec 02 §3; server/socialMedia/README.md): the declared resources `socialAccounts`
 * and `utmSources` (resources/) are kept while a content shares to them; the delivery API's content carries its share links
 * (server/http/deliveryApi.ts reads `deliveredShareLinks`); the demo sites get accounts and UTM sources.
 */
export default defineServerFeature({
  name: 'socialMedia',
  graphql: [],
  async seed({ db, demo }) {
    if (demo) await seedSocialMediaDemo(db, demo.siteIds);
  },
  resourceHooks: {
    socialAccounts: { uses: accountUses },
    utmSources: { uses: utmSourceUses },
  },
});
