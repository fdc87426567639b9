import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import type { Resource } from '../../resources/defineResource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { PERMISSION_CATEGORIES } from '../../resources/permissionCatalogue.ts';
import { parsePermission } from '../../resources/permissions.ts';
import type { RequestContext } from '../context.ts';
import { resourceResolvers } from '../engine/resolvers.ts';
import { resourceTypeDefs } from '../engine/resourceSdl.ts';
import { agencyResolvers } from './agency/agencyResolvers.ts';
import { agencyTypeDefs } from './agency/agencyTypeDefs.ts';
import { categoryResolvers, categoryTypeDefs } from './categories.ts';
import { clockResolvers } from './clock.ts';
import { authorize } from './guard.ts';
import { defaultFieldResolver } from './graphqlRuntime.ts';
import { operations, type OperationRule, type RootTypeName } from './operations.ts';
import { permissionMatrixResolvers, permissionMatrixTypeDefs } from './permissionMatrix.ts';
import { permissionResolvers } from './permissions.ts';
import * as realtime from './realtime.ts';
import { roleResolvers } from './roles.ts';
import { siteResolvers } from './sites.ts';
import { platformTypeDefs } from './typeDefs.ts';
import { userResolvers } from './users.ts';

function checkRule(path: string, rule: OperationRule) {
  if (rule.permission === 'signedIn') return;
  const requested = typeof rule.permission === 'string' ? [rule.permission] : rule.permission;
  if (requested.length === 0) throw new Error(`${path}: an empty permission list grants nothing`);
  for (const permission of requested) {
    const [category, keyword] = parsePermission(permission);
    if (!PERMISSION_CATEGORIES[category]?.includes(keyword)) {
      throw new Error(`${path}: '${permission}' is not in resources/permissionCatalogue.ts`);
    }
  }
  if (!rule.siteScoped) throw new Error(`${path}: a permission is granted per site, so the operation must be siteScoped`);
}

/** Wraps every root field in the permission guard; throws when the registry and the schema disagree. */
function guardRootFields(schema: GraphQLSchema, registry: typeof operations) {
  const roots: Record<RootTypeName, GraphQLObjectType | null | undefined> = {
    Query: schema.getQueryType(),
    Mutation: schema.getMutationType(),
    Subscription: schema.getSubscriptionType(),
  };
  for (const typeName of Object.keys(roots) as RootTypeName[]) {
    const fields = roots[typeName]?.getFields() ?? {};
    for (const declared of Object.keys(registry[typeName])) {
      if (!fields[declared]) throw new Error(`server/graphql/operations.ts declares ${typeName}.${declared}, which the schema lacks`);
    }
    for (const field of Object.values(fields)) {
      const path = `${typeName}.${field.name}`;
      const rule = registry[typeName][field.name];
      if (!rule) throw new Error(`${path} declares no permission in server/graphql/operations.ts`);
      checkRule(path, rule);
      if (typeName === 'Subscription') {
        const subscribe = field.subscribe;
        if (!subscribe) throw new Error(`${path} has no subscribe resolver`);
        field.subscribe = async (source, args, context: RequestContext, info) => {
          await authorize(rule, args, context);
          return subscribe(source, args, context, info);
        };
      } else {
        const resolve = field.resolve ?? defaultFieldResolver;
        field.resolve = async (source, args, context: RequestContext, info) => {
          await authorize(rule, args, context);
          return resolve(source, args, context, info);
        };
      }
    }
  }
}

/**
 * The executable schema: the platform's SDL and resolvers plus the generated ones of every resource,
 * every root field guarded per the operations registry (which must list the same resources').
 */
export function buildSchema(registry: typeof operations = operations, resources: readonly Resource[] = RESOURCES): GraphQLSchema {
  const schema = createSchema<RequestContext>({
    typeDefs: [platformTypeDefs, resourceTypeDefs(resources), categoryTypeDefs, permissionMatrixTypeDefs, agencyTypeDefs, realtime.typeDefs].filter(Boolean),
    resolvers: [siteResolvers, permissionResolvers, userResolvers, roleResolvers, clockResolvers, resourceResolvers(resources), categoryResolvers, permissionMatrixResolvers, agencyResolvers, realtime.resolvers],
  });
  guardRootFields(schema, registry);
  return schema;
}
