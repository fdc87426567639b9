import { createRequire } from 'node:module';

/**
 * graphql-js as graphql-yoga loads it. graphql 16 ships a CommonJS and an ESM build without an
 * exports map: Node (and tsx) load the CommonJS one everywhere, but Vite-based runners resolve
 * `import 'graphql'` in our files to the ESM one while yoga still gets CommonJS — two copies, so
 * `instanceof GraphQLError` and schema checks fail across them. Loading it through Node's require
 * keeps one copy under every runner.
 */
const graphql = createRequire(import.meta.url)('graphql') as typeof import('graphql');

export const {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  printSchema,
  defaultFieldResolver,
  getArgumentValues,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  execute,
  isNonNullType,
  parse,
  validate,
  getOperationAST,
  specifiedRules,
} = graphql;
export type GraphQLError = import('graphql').GraphQLError;
