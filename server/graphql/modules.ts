import type { Resource } from '../../resources/defineResource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { resourceModule } from '../engine/resourceModule.ts';
import { agencyModule } from './agency/index.ts';
import { categoryModule } from './categories.ts';
import { contentAgencyModule } from './contentAgency.ts';
import { contentDraftModule } from './contentDrafts.ts';
import { contentEditorModule } from './contentEditors.ts';
import { editPermitModule } from './editPermits.ts';
import { featureFlagModule } from './featureFlags.ts';
import { mergeOperations, type GraphQLModule } from './graphqlModule.ts';
import { handbookModule } from './handbook.ts';
import { headlineModule } from './headlines.ts';
import { mediaLibraryModule } from './mediaLibrary.ts';
import type { OperationRegistry } from './operationRule.ts';
import { passwordLinkModule } from './passwordLinks.ts';
import { permissionMatrixModule } from './permissionMatrix.ts';
import { pickerModule } from './picker.ts';
import { platformModule } from './platform.ts';
import { realtimeModule } from './realtime.ts';
import { siteSettingsModule } from './siteSettings.ts';
import { siteUsersModule } from './siteUsers.ts';

/** The API's modules with the generated one of these resources (tests add their own resources). */
export function modulesWith(resources: readonly Resource[]): GraphQLModule[] {
  return [platformModule, resourceModule(resources), categoryModule, contentEditorModule, contentDraftModule, contentAgencyModule, editPermitModule, permissionMatrixModule, passwordLinkModule, agencyModule, realtimeModule, siteSettingsModule, siteUsersModule, mediaLibraryModule, handbookModule, pickerModule, headlineModule, featureFlagModule];
}

/** Every part of the API; a new workflow adds its module here. */
export const MODULES: readonly GraphQLModule[] = modulesWith(RESOURCES);

/** Every root field's rule, as the guard applies them. */
export const OPERATIONS: OperationRegistry = mergeOperations(MODULES);
