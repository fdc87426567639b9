import { createMediaFiles } from '../storage/mediaFiles.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { agencyModule } from './desk/agencyModule.ts';
import { createIngestJobs } from './dropFolder.ts';
import { createWireMediaFetcher } from './wireMedia.ts';

/** Agency copy (spec 02): ingest from the drop folder and the feed (IPTC NewsML-G2, ninjs), and the agency desk over it. */
export default defineServerFeature({
  name: 'ingest',
  graphql: [agencyModule],
  jobs: ({ db, events, config, storage, log }) =>
    createIngestJobs(db, config.ingest, { media: createWireMediaFetcher(storage, createMediaFiles(db), config.upload), events, log }),
});
