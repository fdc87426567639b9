import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { PERMISSION_CATEGORIES } from '../../resources/permissionCatalogue.ts';
import { parsePermission } from '../../resources/permissions.ts';
import type { RequestContext } from '../context.ts';
import { mergeOperations, type GraphQLModule } from '../contract/graphqlModule.ts';
import { authorize } from '../auth/authorize.ts';
import { defaultFieldResolver, getArgumentValues } from '../contract/graphqlRuntime.ts';
import { MODULES } from './modules.ts';
import type { OperationRegistry, OperationRule, RootTypeName } from '../contract/operationRule.ts';

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
function guardRootFields(schema: GraphQLSchema, registry: OperationRegistry) {
  const roots: Record<RootTypeName, GraphQLObjectType | null | undefined> = {
    Query: schema.getQueryType(),
    Mutation: schema.getMutationType(),
    Subscription: schema.getSubscriptionType(),
  };
  for (const typeName of Object.keys(roots) as RootTypeName[]) {
    const fields = roots[typeName]?.getFields() ?? {};
    for (const declared of Object.keys(registry[typeName])) {
      if (!fields[declared]) throw new Error(`A module declares ${typeName}.${declared}, which the schema lacks`);
    }
    for (const field of Object.values(fields)) {
      const path = `${typeName}.${field.name}`;
      const rule = registry[typeName][field.name];
      if (!rule) throw new Error(`${path} declares no permission in its module's operations`);
      checkRule(path, rule);
      if (typeName === 'Subscription') {
        const subscribe = field.subscribe;
        if (!subscribe) throw new Error(`${path} has no subscribe resolver`);
        field.subscribe = async (source, _args, context: RequestContext, info) => {
          // graphql-jit (0.8) hands a subscription's resolver the request's variables as its arguments:
          // a literal argument, or a variable named otherwise, would arrive undefined. Read them here.
          const args = getArgumentValues(field, info.fieldNodes[0]!, info.variableValues);
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
 * The executable schema: every module's SDL and resolvers (server/graphql/modules.ts), every root
 * field guarded per its module's rule.
 */
export function buildSchema(modules: readonly GraphQLModule[] = MODULES): GraphQLSchema {
  const registry = mergeOperations(modules);
  const schema = createSchema<RequestContext>({
    typeDefs: modules.map((module) => module.typeDefs).filter(Boolean),
    resolvers: modules.map((module) => module.resolvers),
  });
  guardRootFields(schema, registry);
  return schema;
}
