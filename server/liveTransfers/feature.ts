import { defineServerFeature } from '../serverFeature.ts';
import { seedLiveTransferDemo } from './liveTransferDemo.ts';
import { registerLiveTransferDelivery } from './liveTransferDelivery.ts';

/**
 * Live transfers (spec 02 §3; server/liveTransfers/README.md): the transfers are a declared resource
 * (resources/liveTransfer.ts, its rules in resources/liveTransferRules.ts); this feature adds their
 * page in the delivery API and the demo's transfers.
 */
export default defineServerFeature({
  name: 'liveTransfers',
  graphql: [],
  // The sites' live-transfer page: GET /api/public/:siteId/live-transfers.
  async routes(app, { db, config }) {
    await registerLiveTransferDelivery(app, { db, publicUrl: config.publicUrl, rateLimitMax: config.rateLimitMax });
  },
  async seed({ db, demo }) {
    if (demo) await seedLiveTransferDemo(db, demo.siteIds, demo.images);
  },
  resourceHooks: {},
});
