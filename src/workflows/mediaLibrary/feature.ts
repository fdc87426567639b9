import { defineAdminFeature, methodsOf } from '../workflowFeature.ts';

/** The media library: uploaded images, videos and files, their details and uses. */
export default defineAdminFeature({
  name: 'mediaLibrary',
  routes: { mediaLibrary: () => import('./MediaLibrary.tsx') },
  methods: [
    methodsOf(() => import('./mediaLibraryMethods.ts').then((module) => module.mediaLibraryMethods), [
      'getMediaItems',
      'getMediaItem',
      'saveMediaItemInfo',
      'deleteMediaItem',
      'uploadFile',
      'lookupFileByHash',
      'downloadMediaZip',
    ]),
  ],
});
