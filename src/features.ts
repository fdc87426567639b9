import agencyDesk from './workflows/agencyDesk/feature.ts';
import content from './workflows/content/feature.ts';
import contentPicker from './workflows/contentPicker/feature.ts';
import editPermit from './workflows/editPermit/feature.ts';
import handbook from './workflows/handbook/feature.ts';
import headlines from './workflows/headlines/feature.ts';
import mailing from './workflows/mailing/feature.ts';
import mediaLibrary from './workflows/mediaLibrary/feature.ts';
import permissionMatrix from './workflows/permissionMatrix/feature.ts';
import siteSettings from './workflows/siteSettings/feature.ts';
import users from './workflows/users/feature.ts';
import notifications from './workflows/notifications/feature.ts';
import videoQueue from './workflows/videoQueue/feature.ts';
import liveTransfers from './workflows/liveTransfers/feature.ts';
import editorReport from './workflows/editorReport/feature.ts';
import stories from './workflows/stories/feature.ts';
import seoContents from './workflows/seoContents/feature.ts';
import menus from './workflows/menus/feature.ts';
import people from './workflows/people/feature.ts';
import webhooks from './workflows/webhooks/feature.ts';
import activityLog from './workflows/activityLog/feature.ts';
import savedViews from './workflows/savedViews/feature.ts';
import globalSearch from './workflows/globalSearch/feature.ts';
import bulkActions from './workflows/bulkActions/feature.ts';
import listExport from './workflows/listExport/feature.ts';
import socialMedia from './workflows/socialMedia/feature.ts';
import type { AdminFeature } from './workflows/workflowFeature.ts';

/**
 * The admin's features, one line each (src/workflows/workflowFeature.ts): the route screens, the
 * named data provider methods and the screen overrides of declared resources come from this list.
 */
export const ADMIN_FEATURES = [agencyDesk, content, contentPicker, editPermit, handbook, headlines, mailing, mediaLibrary, permissionMatrix, siteSettings, users, notifications, videoQueue, liveTransfers, editorReport, stories, seoContents, menus, people, webhooks, activityLog, savedViews, globalSearch, bulkActions, listExport, socialMedia] as const satisfies readonly AdminFeature[];

declare module './providers/featureMethods.ts' {
  interface RegisteredFeatures {
    list: typeof ADMIN_FEATURES;
  }
}
