import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/**
 * The video process queue (spec 02 §3–§4): the queue screen at `content/video-process-queue`, and
 * the processing state the content editor's video fields show (`index.ts`).
 */
export default defineAdminFeature({
  name: 'videoQueue',
  routes: {
    videoProcessQueue: () => import('./VideoProcessQueue.tsx'),
  },
  methods: [
    methodsOf(() => import('./videoQueueMethods.ts').then((module) => module.videoQueueMethods), [
      'getVideoProcessQueue',
      'getVideoProcessing',
      'getVideoProcess',
      'requeueVideoProcess',
    ]),
  ],
});
