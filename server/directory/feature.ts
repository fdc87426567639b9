import type { StorageBackend } from '../storage/storageBackend.ts';
import { defineServerFeature } from '../serverFeature.ts';
import { directoryModule } from './directoryModule.ts';
import { REFRESH_SITE_JOB, refreshSiteHandler } from './directoryRefreshJob.ts';
import { seedDirectoryPeople } from './directorySeed.ts';
import { createDirectoryService } from './directoryService.ts';

/**
 * The identity directory (server/directory/README.md): a user's name, e-mail, department and
 * picture refreshed from the embedded provider's directory or Microsoft Graph, shown before saved
 * and audited; a site's users refreshed as one job.
 */
export default defineServerFeature({
  name: 'directory',
  graphql: [directoryModule],
  jobs: ({ db, config, storage, log }) => ({
    handlers: { [REFRESH_SITE_JOB]: refreshSiteHandler(db, createDirectoryService(config, db, (): StorageBackend => storage), log) },
  }),
  seed: seedDirectoryPeople,
});
