import { defineServerFeature } from '../serverFeature.ts';
import { backfillVideoQueue, BACKFILL_VIDEOS_JOB, queueContentVideos, queueLibraryVideo } from './videoEnqueue.ts';
import { startVideoRunner } from './videoJobs.ts';
import { videoQueueModule } from './videoQueueModule.ts';

/**
 * The video process queue (spec 02 §3–§4; server/videoQueue/README.md): every stored video a site
 * uses is queued and processed by ffmpeg into a ladder of renditions and a poster on the queue's own
 * job runner; the queue screen's API and the editors' processing state.
 */
export default defineServerFeature({
  name: 'videoQueue',
  graphql: [videoQueueModule],
  async jobs(environment) {
    const video = await startVideoRunner(environment);
    return { handlers: { [BACKFILL_VIDEOS_JOB]: () => backfillVideoQueue(environment.db) }, close: () => video.close() };
  },
  resourceHooks: {
    // A video joining a site's library (an upload, a content using it) is queued for that site.
    mediaItems: { afterWrite: queueLibraryVideo },
    // A content's cover video and videos: the site is added to their rows (a video stored for another site).
    contents: { afterWrite: queueContentVideos },
  },
});
