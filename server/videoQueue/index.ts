/**
 * What other features and the API may use of videoQueue: the processed renditions and poster of
 * stored videos (the delivery API), and queueing the stored videos a site uses (a feature's afterWrite).
 */
export { processedVideos, type ProcessedVideo } from './videoDelivery.ts';
export { queueSiteVideos } from './videoEnqueue.ts';
