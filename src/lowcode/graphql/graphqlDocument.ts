import { parse, type DocumentNode, type GraphQLFormattedError, type IntrospectionField } from 'graphql';
import { selectionSet } from '../../providers/selectionSet.ts';
import { valueFor } from './inputValues.ts';
import { saveErrorOf } from './resourceErrors.ts';
import { namedType, printTypeRef, type SchemaTypes } from './schemaTypes.ts';

export interface GraphQLResponse {
  data?: unknown;
  errors?: readonly GraphQLFormattedError[];
}

/** One root field in a document: its alias, and the variable each argument takes. */
export interface FieldCall {
  alias?: string;
  field: IntrospectionField;
  /** Argument name → variable name. */
  variables: Record<string, string>;
  /** The returned object's top-level fields to select; all when absent. */
  fields?: readonly string[];
}

/** `{ … }` of every field the returned object type has (nothing for scalars such as Boolean). */
export function selectionOf(schema: SchemaTypes, field: IntrospectionField, only?: readonly string[]): string {
  const named = namedType(field.type);
  return named.kind === 'OBJECT' ? selectionSet(schema.types, named.name, undefined, only) : '';
}

/** `query Name($a: T, …) { alias: field(a: $a, …) { selection } }` for the arguments given values. */
export function graphqlDocument(schema: SchemaTypes, kind: 'query' | 'mutation', name: string, calls: readonly FieldCall[]): DocumentNode {
  const declarations = calls.flatMap(({ field, variables }) =>
    field.args.filter((arg) => arg.name in variables).map((arg) => `$${variables[arg.name]}: ${printTypeRef(arg.type)}`),
  );
  const body = calls.map(({ alias, field, variables, fields }) => {
    const args = field.args.filter((arg) => arg.name in variables).map((arg) => `${arg.name}: $${variables[arg.name]}`);
    return `${alias ? `${alias}: ` : ''}${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selectionOf(schema, field, fields)}`;
  });
  return parse(`${kind} ${name}${declarations.length ? `(${declarations.join(', ')})` : ''} { ${body.join(' ')} }`);
}

/** Variables for the arguments the field declares, shaped by their types; the rest left out. */
export function argumentValues(schema: SchemaTypes, field: IntrospectionField, values: Record<string, unknown>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (values[arg.name] !== undefined) variables[arg.name] = valueFor(schema, arg.type, values[arg.name]);
  }
  return variables;
}

/** Each argument in its own variable of the same name. */
export const sameNames = (variables: Record<string, unknown>) => Object.fromEntries(Object.keys(variables).map((name) => [name, name]));

/** GraphQL errors that left the field empty, or no field at all. */
export class ResourceResponseError extends Error {
  readonly graphQLErrors: readonly GraphQLFormattedError[];
  readonly code?: string;

  constructor(errors: readonly GraphQLFormattedError[] | undefined, field: string) {
    super(errors?.[0]?.message ?? `No "${field}" in the response`);
    this.name = 'ResourceResponseError';
    this.graphQLErrors = errors ?? [];
    const code = errors?.[0]?.extensions?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** The named field of a response; a refused save as its field messages or conflict, other errors as they came. */
export function fieldOf<T>(response: GraphQLResponse, field: string): T {
  const data = response.data as Record<string, unknown> | null | undefined;
  const value = data?.[field];
  if (value === undefined || (value === null && response.errors?.length)) {
    throw saveErrorOf(response.errors) ?? new ResourceResponseError(response.errors, field);
  }
  return value as T;
}
