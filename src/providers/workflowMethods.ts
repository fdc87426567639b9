import { mediaLibraryMethods } from '../workflows/mediaLibrary/mediaLibraryMethods.ts';
import { permissionMatrixMethods } from '../workflows/permissionMatrix/permissionMatrixMethods.ts';
import { agencyMethods } from '../workflows/agencyDesk/agencyMethods.ts';
import { contentEditorMethods } from '../workflows/content/editor/contentEditorMethods.ts';
import { contentMethods } from '../workflows/content/contentMethods.ts';
import { passwordLinkMethods } from '../workflows/users/passwordLinkMethods.ts';
import { siteSettingsMethods } from '../workflows/siteSettings/siteSettingsMethods.ts';
import type { SessionClient } from './deferredApolloClient.ts';
import { realtimeMethods } from './realtimeMethods.ts';

/** What a workflow's named methods call: the app's one GraphQL client (token, site, language, errors). */
export type WorkflowClient = Pick<SessionClient, 'query' | 'mutate' | 'subscribe'>;

/**
 * The workflows' named data provider methods, as react-admin's CRM example adds `unarchiveDeal`:
 * each workflow writes `xMethods(client)` in its own folder and adds one line here; screens call
 * them through `useAppDataProvider()` with react-admin's react-query hooks.
 */
export const workflowMethods = (client: WorkflowClient) => ({
  ...permissionMatrixMethods(client),
  ...realtimeMethods(client),
  ...agencyMethods(client),
  ...contentMethods(client),
  ...mediaLibraryMethods(client),
  ...passwordLinkMethods(client),
  ...contentEditorMethods(client),
  ...siteSettingsMethods(client),
});

export type WorkflowMethods = ReturnType<typeof workflowMethods>;
