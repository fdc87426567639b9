/** What other features and the API may use of videoQueue: the processed renditions and poster of stored videos (the delivery API). */
export { processedVideos, type ProcessedVideo } from './videoDelivery.ts';
