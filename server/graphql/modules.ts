import type { Resource } from '../../resources/defineResource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { mergeOperations, type GraphQLModule } from '../contract/graphqlModule.ts';
import type { OperationRegistry } from '../contract/operationRule.ts';
import { resourceModule } from '../engine/resourceModule.ts';
import { SERVER_FEATURES } from '../features.ts';
import { featureGlobals, featureModules } from '../serverFeature.ts';
import { categoryModule } from './categories.ts';
import { featureFlagModule } from './featureFlags.ts';
import { platformModule } from './platform.ts';
import { realtimeModule } from './realtime.ts';

/** The API's modules: the platform's, the generated one of these resources (tests add their own) and every feature's (server/features.ts). */
export function modulesWith(resources: readonly Resource[]): GraphQLModule[] {
  return [platformModule, resourceModule(resources, featureGlobals(SERVER_FEATURES)), categoryModule, realtimeModule, featureFlagModule, ...featureModules(SERVER_FEATURES)];
}

/** Every part of the API. */
export const MODULES: readonly GraphQLModule[] = modulesWith(RESOURCES);

/** Every root field's rule, as the guard applies them. */
export const OPERATIONS: OperationRegistry = mergeOperations(MODULES);
