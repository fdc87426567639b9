import type { SessionClient } from './deferredApolloClient.ts';
import { lazyMethods } from './lazyMethods.ts';
import { realtimeMethods } from './realtimeMethods.ts';

/** What a workflow's named methods call: the app's one GraphQL client (token, site, language, errors). */
export type WorkflowClient = Pick<SessionClient, 'query' | 'mutate' | 'subscribe'>;

/**
 * The workflows' named data provider methods, as react-admin's CRM example adds `unarchiveDeal`:
 * each workflow writes `xMethods(client)` in its own folder and adds its line here, with the names
 * of its methods; screens call them through `useAppDataProvider()` with react-admin's react-query
 * hooks. A workflow's methods and documents load at the first call of one of them, so the shell
 * carries none of them; the realtime methods, which every screen may use, are in the shell.
 */
export const workflowMethods = (client: WorkflowClient) => ({
  ...realtimeMethods(client),
  ...lazyMethods(() => import('../workflows/permissionMatrix/permissionMatrixMethods.ts').then((module) => module.permissionMatrixMethods(client)), [
    'getPermissionMatrix',
    'savePermissions',
  ]),
  ...lazyMethods(() => import('../workflows/agencyDesk/agencyMethods.ts').then((module) => module.agencyMethods(client)), [
    'getAgencyItems',
    'getAgencyItem',
    'getAgencies',
    'getAgencyCategories',
    'getAgencyCreators',
    'setAgencyStatus',
    'saveAgencyContent',
    'archiveAgencyItem',
    'getAgencyPhotos',
  ]),
  ...lazyMethods(() => import('../workflows/content/contentMethods.ts').then((module) => module.contentMethods(client)), [
    'getContentList',
    'getContentEditors',
    'getContentCategories',
    'setContentStatus',
  ]),
  ...lazyMethods(() => import('../workflows/content/drafts/contentDraftMethods.ts').then((module) => module.contentDraftMethods(client)), [
    'getContentDrafts',
    'getContentDraftOf',
    'getContentDraft',
    'saveContentDraft',
    'deleteContentDraft',
  ]),
  ...lazyMethods(() => import('../workflows/editPermit/editPermitMethods.ts').then((module) => module.editPermitMethods(client)), [
    'getEditPermit',
    'getEditPermitHolders',
    'holdEditPermit',
    'heartbeatEditPermit',
    'requestEditPermit',
    'answerEditPermitRequest',
    'takeOverEditPermit',
    'releaseEditPermit',
    'removeUserFromPage',
    'watchEditPermit',
    'watchEditPermitHolders',
  ]),
  ...lazyMethods(() => import('../workflows/headlines/headlineMethods.ts').then((module) => module.headlineMethods(client)), [
    'getHeadlines',
    'getHeadline',
    'getOldHeadlines',
    'saveHeadline',
    'moveHeadlineItem',
    'pinHeadlineItem',
    'moveHeadlineItemToPending',
    'removeHeadlineItem',
    'watchHeadlines',
  ]),
  ...lazyMethods(() => import('../workflows/mediaLibrary/mediaLibraryMethods.ts').then((module) => module.mediaLibraryMethods(client)), [
    'getMediaItems',
    'getMediaItem',
    'saveMediaItemInfo',
    'deleteMediaItem',
    'uploadFile',
    'lookupFileByHash',
    'downloadMediaZip',
  ]),
  ...lazyMethods(() => import('../workflows/users/passwordLinkMethods.ts').then((module) => module.passwordLinkMethods(client)), ['createPasswordLink']),
  ...lazyMethods(() => import('../workflows/content/editor/contentEditorMethods.ts').then((module) => module.contentEditorMethods(client)), [
    'getEditorSiteSettings',
  ]),
  ...lazyMethods(() => import('../workflows/content/editor/history/contentRevisionMethods.ts').then((module) => module.contentRevisionMethods(client)), [
    'getContentRevisions',
    'getContentRevision',
    'restoreContentRevision',
  ]),
  ...lazyMethods(() => import('../workflows/handbook/handbookMethods.ts').then((module) => module.handbookMethods(client)), [
    'getHandbook',
    'acceptHandbook',
    'getHandbookAcceptances',
  ]),
  ...lazyMethods(() => import('../workflows/contentPicker/pickerMethods.ts').then((module) => module.pickerMethods(client)), [
    'getPickerItems',
    'getPickerChoices',
  ]),
  ...lazyMethods(() => import('../workflows/siteSettings/siteSettingsMethods.ts').then((module) => module.siteSettingsMethods(client)), [
    'getSiteSettings',
    'saveSiteSettings',
  ]),
  ...lazyMethods(() => import('../workflows/siteSettings/siteUsersMethods.ts').then((module) => module.siteUsersMethods(client)), [
    'getSiteUsers',
    'searchUsers',
    'addSiteUsers',
  ]),
});

export type WorkflowMethods = ReturnType<typeof workflowMethods>;
