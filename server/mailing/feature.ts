import { defineServerFeature } from '../serverFeature.ts';
import { mailingServerValues } from './mailingHooks.ts';
import { mailingModule } from './mailingModule.ts';
import { seedMailingChannels } from './mailingSeed.ts';

/**
 * Newsletters (spec 02 §2–§5): the mailings and their channels are declared resources; this feature
 * adds what the server decides (a new mailing is a draft, a sending or sent one is not changed, the
 * lead time), scheduling and canceling, and the demo's channels (server/mailing/README.md).
 */
export default defineServerFeature({
  name: 'mailing',
  graphql: [mailingModule],
  async seed({ db, demo }) {
    await seedMailingChannels(db, demo?.siteIds ?? []);
  },
  resourceHooks: {
    mailings: { serverValues: mailingServerValues },
  },
});
