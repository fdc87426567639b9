import { createMediaFiles } from '../storage/mediaFiles.ts';
import { withStorageBackend } from '../storage/openStorageBackend.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { agencyBulkActions } from './desk/agencyBulkActions.ts';
import { agencyExports } from './desk/agencyExports.ts';
import { agencyModule } from './desk/agencyModule.ts';
import { storeDemoAgencyPhotos } from './demoAgencyPhotos.ts';
import { seedAgencyDemo } from './demoAgencyItems.ts';
import { createIngestJobs } from './dropFolder.ts';
import { createWireMediaFetcher } from './wireMedia.ts';
import { countIngestedItems } from './ingestMetrics.ts';

/** Agency copy (spec 02): ingest from the drop folder and the feed (IPTC NewsML-G2, ninjs), and the agency desk over it. */
export default defineServerFeature({
  name: 'ingest',
  graphql: [agencyModule],
  bulkActions: agencyBulkActions,
  listExports: agencyExports,
  jobs: ({ db, events, config, storage, metrics, log }) =>
    createIngestJobs(db, config.ingest, {
      media: createWireMediaFetcher(storage, createMediaFiles(db), config.upload),
      events,
      log,
      onIngested: countIngestedItems(metrics),
    }),
  // INGEST_DEMO_ITEMS agency items (with pictures), announced to the desks.
  seed: ({ db, events, config, log }) =>
    seedAgencyDemo(db, config.ingest.demoAgencyItems, {
      events,
      log,
      photos: () => withStorageBackend(config.storage, (backend) => storeDemoAgencyPhotos(backend, createMediaFiles(db), config.upload)),
    }),
});
