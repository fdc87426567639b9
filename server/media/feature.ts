import { defineServerFeature } from '../serverFeature.ts';
import { backfillUsagesJob } from './backfillUsages.ts';
import { removeContentUsages, syncContentMedia } from './contentMedia.ts';
import { mediaFileFacts } from './mediaFileFacts.ts';
import { mediaLibraryModule } from './mediaLibraryModule.ts';
import { libraryFileUses } from './mediaUsages.ts';
import { mediaLibraryExport } from './listExports.ts';

/**
 * The media library (spec 02): a library row's file facts come from media_files; a file used by
 * contents is not deleted; a content's save records the files it uses (and adds them to the library).
 */
export default defineServerFeature({
  name: 'media',
  graphql: [mediaLibraryModule],
  jobs: ({ db }) => backfillUsagesJob(db),
  listExports: [mediaLibraryExport],
  resourceHooks: {
    mediaItems: {
      serverValues: mediaFileFacts,
      uses: libraryFileUses,
      // mediaLibraryModule's MediaItem.usageCount, usages and crops
      addedColumns: { usageCount: ['siteId', 'path'], usages: ['siteId', 'path'], crops: ['path'] },
    },
    contents: {
      afterWrite: ({ tx, save }, row) => syncContentMedia(tx, row, save),
      afterDelete: removeContentUsages,
    },
  },
});
