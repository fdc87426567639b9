import { defineServerFeature } from '../serverFeature.ts';
import { mailingServerValues } from './mailingHooks.ts';
import { mailingJobs } from './mailingJobs.ts';
import { mailingModule } from './mailingModule.ts';
import { REPORT_COLUMNS } from './mailingReport.ts';
import { registerMailingPublicRoutes } from './mailingPublic.ts';
import { registerWebVersions } from './mailingWebVersions.ts';
import { mailingPreviewModule } from './mailingPreviewModule.ts';
import { seedMailingChannels } from './mailingSeed.ts';
import { queueMailingSend } from './mailingSend.ts';
import { subscribersModule } from './subscribersModule.ts';

/**
 * Newsletters (spec 02 §2–§5): the mailings and their channels are declared resources; this feature
 * adds what the server decides (a new mailing is a draft, a sending or sent one is not changed, the
 * lead time), scheduling and canceling, the send (outbox and jobs), and the demo's channels (server/mailing/README.md).
 */
export default defineServerFeature({
  name: 'mailing',
  graphql: [mailingModule, subscribersModule, mailingPreviewModule],
  jobs: (environment) => mailingJobs(environment),
  // Readers' sign-up, confirmation and unsubscribe pages, and the newsletters' web versions for the sites.
  async routes(app, environment) {
    await registerMailingPublicRoutes(app, environment);
    await registerWebVersions(app, { db: environment.db, rateLimitMax: environment.config.rateLimitMax });
  },
  async seed({ db, demo }) {
    await seedMailingChannels(db, demo?.siteIds ?? []);
  },
  resourceHooks: {
    // A pending mailing's send job at its date, in the save's transaction; the report reads the mailing's stored counts and its outbox.
    mailings: { serverValues: mailingServerValues, afterWrite: ({ tx }, row) => queueMailingSend(tx, row), addedColumns: { report: REPORT_COLUMNS } },
  },
});
