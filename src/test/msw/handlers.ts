import type { RequestHandler } from 'msw';
import { activityLogApi } from './activityLogHandlers.ts';
import { agencyDeskApi } from './agencyDeskHandlers.ts';
import { agencyPhotoApi } from './agencyPhotoHandlers.ts';
import { bulkActionApi } from './bulkActionHandlers.ts';
import { contentListApi } from './contentListHandlers.ts';
import { editPermitApi } from './editPermitHandlers.ts';
import { editorReportApi } from './editorReportHandlers.ts';
import { headlineApi } from './headlineHandlers.ts';
import { mediaLibraryApi } from './mediaLibraryHandlers.ts';
import { notificationApi } from './notificationHandlers.ts';
import { pickerApi } from './pickerHandlers.ts';
import { savedViewsApi } from './savedViewsHandlers.ts';
import { socialMediaApi } from './socialMediaHandlers.ts';
import { videoQueueApi } from './videoQueueHandlers.ts';
import { webhookApi } from './webhookHandlers.ts';
import { ADA, permitSample } from '../editPermitFixtures.ts';
import { createPermissionMatrixBackend } from './permissionMatrixHandlers.ts';
import { createSiteSettingsBackend } from './siteSettingsHandlers.ts';

/**
 * Every workflow's MSW handlers, one per GraphQL operation, answering like the API: the stories'
 * and component specs' default. Each workflow adds its list here with one line; a story replaces
 * one with `parameters.msw.handlers` (a fresh store, a failure, an answer that never comes).
 */
export const handlers: RequestHandler[] = [
  ...activityLogApi().handlers,
  ...agencyDeskApi().handlers,
  ...agencyPhotoApi().handlers,
  ...contentListApi().handlers,
  ...editorReportApi().handlers,
  ...editPermitApi(permitSample({ holder: null, viewers: [] }), { userId: ADA.userId, name: ADA.name }).handlers,
  ...headlineApi().handlers,
  ...mediaLibraryApi().handlers,
  ...notificationApi().handlers,
  ...pickerApi().handlers,
  ...savedViewsApi().handlers,
  ...socialMediaApi().handlers,
  ...videoQueueApi().handlers,
  ...webhookApi().handlers,
  ...createPermissionMatrixBackend().handlers,
  ...createSiteSettingsBackend().handlers,
  // After the lists' own: a list without them offers no bulk action.
  ...bulkActionApi({ available: {}, apply: () => undefined }).handlers,
];
