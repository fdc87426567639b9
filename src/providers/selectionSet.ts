import type { IntrospectionField, IntrospectionType, IntrospectionTypeRef } from 'graphql';

/** The named type under NON_NULL and LIST wrappers. */
export function namedTypeOf(ref: IntrospectionTypeRef): { kind: string; name: string } {
  let current = ref;
  while ('ofType' in current && current.ofType) current = current.ofType;
  return { kind: current.kind, name: 'name' in current ? current.name : '' };
}

function fieldsOf(types: readonly IntrospectionType[], typeName: string): readonly IntrospectionField[] {
  const type = types.find((candidate) => candidate.name === typeName);
  return type && type.kind === 'OBJECT' ? type.fields : [];
}

/**
 * `{ a b nested { c } }` for every argument-free field of `typeName` from the schema, nested
 * objects down to `depth` levels, so the field lists live in the schema and nowhere else; `only`
 * keeps those of its top-level fields it names.
 */
export function selectionSet(types: readonly IntrospectionType[], typeName: string, depth = 4, only?: readonly string[]): string {
  const selections = fieldsOf(types, typeName).flatMap((field) => {
    if (field.args.length > 0 || (only && !only.includes(field.name))) return [];
    const named = namedTypeOf(field.type);
    if (named.kind === 'SCALAR' || named.kind === 'ENUM') return [field.name];
    if (named.kind === 'OBJECT' && depth > 1) {
      const nested = selectionSet(types, named.name, depth - 1);
      return nested === '{ }' ? [] : [`${field.name} ${nested}`];
    }
    return [];
  });
  return `{ ${selections.join(' ')} }`;
}
