import type { IntrospectionTypeRef } from 'graphql';
import { inputFields, namedType, type SchemaTypes } from './schemaTypes.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);

/** A scalar as its GraphQL type takes it: ids as text, Int and Float as numbers. */
function scalarValue(typeName: string, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  if (typeName === 'ID') return typeof value === 'object' ? value : String(value);
  if (typeName === 'Int' || typeName === 'Float') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : null;
  }
  if (typeName === 'String' && value instanceof Date) return value.toISOString();
  return value;
}

/** A value shaped by a type reference: objects keep only the input type's fields, lists map each item. */
export function valueFor(schema: SchemaTypes, ref: IntrospectionTypeRef, value: unknown): unknown {
  const named = namedType(ref);
  if (named.list && Array.isArray(value)) return value.map((item) => itemValue(schema, named, item));
  return itemValue(schema, named, value);
}

function itemValue(schema: SchemaTypes, named: { kind: string; name: string }, value: unknown): unknown {
  if (named.kind === 'INPUT_OBJECT') return isPlainObject(value) ? pickInput(schema, named.name, value) : value ?? null;
  if (named.kind === 'SCALAR') return scalarValue(named.name, value);
  return value;
}

/**
 * `values` reduced to what the input type `typeName` declares (the form's record also holds the
 * system fields and the nested objects' type names the API does not take back); undefined dropped.
 */
export function pickInput(schema: SchemaTypes, typeName: string, values: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of inputFields(schema, typeName)) {
    if (values[field.name] === undefined) continue;
    picked[field.name] = valueFor(schema, field.type, values[field.name]);
  }
  return picked;
}

const isRange = (value: unknown): value is { startDate?: unknown; endDate?: unknown } =>
  isPlainObject(value) && ('startDate' in value || 'endDate' in value);

/**
 * A list filter as the filter type takes it: blank entries (react-admin's cleared filters) left
 * out; a date range `{ startDate, endDate }` on `x` becomes the type's `xFrom` and `xTo`.
 */
export function pickFilter(schema: SchemaTypes, typeName: string, filter: Record<string, unknown>): Record<string, unknown> {
  const present = Object.entries(filter).filter(([, value]) => value !== '' && value !== null && !(Array.isArray(value) && value.length === 0));
  const flat = Object.fromEntries(
    present.flatMap(([key, value]) =>
      isRange(value) ? [[`${key}From`, value.startDate], [`${key}To`, value.endDate]] : [[key, value]],
    ),
  );
  return pickInput(schema, typeName, flat);
}
