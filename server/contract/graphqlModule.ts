import type { Resolvers } from './generated/resolverTypes.ts';
import type { ModuleOperations, OperationRegistry, RootTypeName } from './operationRule.ts';

/**
 * One part of the API: its SDL, its resolvers (typed from schema.graphql) and the permission rule
 * of every root field it adds. server/graphql/modules.ts lists them; schema.ts builds from that list.
 */
export interface GraphQLModule {
  typeDefs: string;
  resolvers: Resolvers;
  operations: ModuleOperations;
}

const ROOT_TYPES: readonly RootTypeName[] = ['Query', 'Mutation', 'Subscription'];

/** The modules' rules joined; an operation declared twice is a mistake, not an override. */
export function mergeOperations(modules: readonly Pick<GraphQLModule, 'operations'>[]): OperationRegistry {
  const merged: OperationRegistry = { Query: {}, Mutation: {}, Subscription: {} };
  for (const { operations } of modules) {
    for (const rootType of ROOT_TYPES) {
      for (const [name, rule] of Object.entries(operations[rootType] ?? {})) {
        if (merged[rootType][name]) throw new Error(`${rootType}.${name} is declared twice in the operations registry`);
        merged[rootType][name] = rule;
      }
    }
  }
  return merged;
}
