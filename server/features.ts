import content from './content/feature.ts';
import handbook from './handbook/feature.ts';
import headlines from './headlines/feature.ts';
import ingest from './ingest/feature.ts';
import media from './media/feature.ts';
import permissionMatrix from './permissionMatrix/feature.ts';
import permits from './permits/feature.ts';
import picker from './picker/feature.ts';
import siteSettings from './siteSettings/feature.ts';
import users from './users/feature.ts';
import mailing from './mailing/feature.ts';
import notifications from './notifications/feature.ts';
import videoQueue from './videoQueue/feature.ts';
import liveTransfers from './liveTransfers/feature.ts';
import editorReport from './editorReport/feature.ts';
import stories from './stories/feature.ts';
import seoContents from './seoContents/feature.ts';
import menus from './menus/feature.ts';
import people from './people/feature.ts';
import webhooks from './webhooks/feature.ts';
import activityLog from './activityLog/feature.ts';
import savedViews from './savedViews/feature.ts';
import globalSearch from './globalSearch/feature.ts';
import bulkActions from './bulkActions/feature.ts';
import listExport from './listExport/feature.ts';
import socialMedia from './socialMedia/feature.ts';
import directory from './directory/feature.ts';
import type { ServerFeature } from './serverFeature.ts';

/**
 * The server's features, one line each (server/serverFeature.ts): the schema, the job runner and
 * the engine's resource hooks come from this list. Hooks on the same resource run in this order.
 */
export const SERVER_FEATURES: readonly ServerFeature[] = [users, content, media, headlines, permits, handbook, picker, ingest, permissionMatrix, siteSettings, mailing, notifications, videoQueue, liveTransfers, editorReport, stories, seoContents, menus, people, webhooks, activityLog, savedViews, globalSearch, bulkActions, listExport, socialMedia, directory];
