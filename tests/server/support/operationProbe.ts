import type { GraphQLArgument, GraphQLField, GraphQLInputType, GraphQLSchema } from 'graphql';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from '../../../server/contract/graphqlRuntime.ts';
import type { RootTypeName } from '../../../server/contract/operationRule.ts';

export interface RootField {
  rootType: RootTypeName;
  field: GraphQLField<unknown, unknown>;
}

/** Every root field the schema exposes: the list grows by itself as operations are added. */
export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: [RootTypeName, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([rootType, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ rootType, field })));
}

/**
 * An existing id for an `ID` argument, chosen by the type the field returns (a `user(id)` gets a
 * user's id). Unknown types fail loudly so a new operation gets a fixture instead of a guess.
 */
export type IdFixture = (returnType: string, argumentName: string) => string;

/** Values for input object types by type name, e.g. a valid `SignatureInput`; others are built from their required fields. */
export type InputFixtures = Record<string, unknown>;

function sampleValue(type: GraphQLInputType, argumentName: string, returnType: string, idFor: IdFixture, inputs: InputFixtures): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, argumentName, returnType, idFor, inputs);
  if (isListType(type)) return [sampleValue(type.ofType, argumentName, returnType, idFor, inputs)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    if (type.name in inputs) return inputs[type.name];
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, sampleValue(field.type, field.name, returnType, idFor, inputs)]),
    );
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return idFor(returnType, argumentName);
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return new Date().toISOString();
    default:
      return 'probe';
  }
}

const isRequired = (argument: GraphQLArgument) => isNonNullType(argument.type) && argument.defaultValue === undefined;

/** The input object types among a root field's required arguments (whose values InputFixtures may give). */
export function requiredInputTypes({ field }: RootField): string[] {
  return field.args
    .filter(isRequired)
    .map((argument) => getNamedType(argument.type))
    .filter(isInputObjectType)
    .map((type) => type.name);
}

/** The smallest valid operation calling one root field: required arguments only, `__typename` as the selection. */
export function probeOperation({ rootType, field }: RootField, idFor: IdFixture, inputs: InputFixtures = {}) {
  const returnType = getNamedType(field.type).name;
  const required = field.args.filter(isRequired);
  const variableDefinitions = required.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const argumentList = required.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const keyword = rootType.toLowerCase();
  return {
    query: `${keyword} Probe${variableDefinitions ? `(${variableDefinitions})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((argument) => [argument.name, sampleValue(argument.type, argument.name, returnType, idFor, inputs)])),
  };
}
