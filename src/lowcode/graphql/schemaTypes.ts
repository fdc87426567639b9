import type {
  IntrospectionField,
  IntrospectionInputValue,
  IntrospectionSchema,
  IntrospectionType,
  IntrospectionTypeRef,
} from 'graphql';

/** The parts of the shipped introspection the resource queries read. */
export interface SchemaTypes {
  types: readonly IntrospectionType[];
  queryType: string;
  mutationType?: string;
}

export const schemaTypes = (schema: IntrospectionSchema): SchemaTypes => ({
  types: schema.types,
  queryType: schema.queryType.name,
  mutationType: schema.mutationType?.name,
});

/** `ID!`, `[Int!]`, `SignatureFilter`: a type reference as a variable declaration spells it. */
export function printTypeRef(ref: IntrospectionTypeRef): string {
  if (ref.kind === 'NON_NULL') return `${printTypeRef(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${printTypeRef(ref.ofType)}]`;
  return ref.name;
}

/** The named type under NON_NULL and LIST wrappers. */
export function namedType(ref: IntrospectionTypeRef): { kind: string; name: string; list: boolean } {
  let current = ref;
  let list = false;
  while (current.kind === 'NON_NULL' || current.kind === 'LIST') {
    if (current.kind === 'LIST') list = true;
    current = current.ofType;
  }
  return { kind: current.kind, name: current.name, list };
}

export function findType(schema: SchemaTypes, name: string): IntrospectionType | undefined {
  return schema.types.find((type) => type.name === name);
}

/** A root field of Query or Mutation by name; undefined when the API does not serve it. */
export function rootField(schema: SchemaTypes, root: 'query' | 'mutation', name: string): IntrospectionField | undefined {
  const typeName = root === 'query' ? schema.queryType : schema.mutationType;
  const type = typeName ? findType(schema, typeName) : undefined;
  return type?.kind === 'OBJECT' ? type.fields.find((field) => field.name === name) : undefined;
}

/** The input fields of an input object type (empty for anything else). */
export function inputFields(schema: SchemaTypes, typeName: string): readonly IntrospectionInputValue[] {
  const type = findType(schema, typeName);
  return type?.kind === 'INPUT_OBJECT' ? type.inputFields : [];
}
