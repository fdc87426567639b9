import { defineServerFeature } from '../serverFeature.ts';
import { registerMenuDelivery } from './menuDelivery.ts';
import { seedMenuDemo } from './menuDemo.ts';
import { menuModule } from './menuModule.ts';
import { purgeSiteMenus } from './menuPurges.ts';

/**
 * Menus (spec 02 §3, §9; server/menus/README.md): the declared resource `menus` (resources/menu.ts)
 * gets its items' flags, "clear menu cache", the delivery API's route (cached, purged on every
 * server by the writes of menus, categories and brands) and the demo's menus.
 */
export default defineServerFeature({
  name: 'menus',
  graphql: [menuModule],
  // The sites' menus: GET /api/public/:siteId/menus.
  async routes(app, { db, config, services }) {
    await registerMenuDelivery(app, { db, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax, cache: services.deliveryCache });
  },
  async seed({ db, demo }) {
    if (demo) await seedMenuDemo(db, demo.siteIds);
  },
  resourceHooks: {
    menus: { ...purgeSiteMenus, addedColumns: { itemProblems: ['items'] } },
    categories: purgeSiteMenus,
    brands: purgeSiteMenus,
  },
});
