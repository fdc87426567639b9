import type { Global } from '../../resources/defineGlobal.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import { resourceOperationRules } from './operationRules.ts';
import { referenceOptionsSdl } from './referenceOptions.ts';
import { resourceResolvers } from './resolvers.ts';
import { resourceTypeDefs } from './resourceSdl.ts';

/**
 * The generated operations of the declared resources as one module, with the types of the globals.
 * Their resolvers are built from the declarations at start-up, so they are typed generically, not
 * field by field; a global's operations are its feature's.
 */
export function resourceModule(resources: readonly Resource[], globals: readonly Global[] = []): GraphQLModule {
  return {
    typeDefs: [resourceTypeDefs(resources, globals), referenceOptionsSdl(resources)].join('\n\n'),
    resolvers: resourceResolvers(resources) as Resolvers,
    operations: resourceOperationRules(resources),
  };
}
