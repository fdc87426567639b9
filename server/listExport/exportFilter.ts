import type { GraphQLSchema } from 'graphql';
import { isInputObjectType } from '../contract/graphqlRuntime.ts';

const isRange = (value: unknown): value is { startDate?: unknown; endDate?: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('startDate' in value || 'endDate' in value);

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The screen's filter as its list query takes it: empty choices dropped, a declared list's date
 * range (`{ startDate, endDate }`) as its `<name>From` / `<name>To` fields, and what the filter type
 * does not have left out (a desk tab ignores the other tabs' choices), as the admin's data provider does.
 */
export function listFilter(schema: GraphQLSchema, typeName: string | undefined, filter: Record<string, unknown>): Record<string, unknown> | undefined {
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!isInputObjectType(type)) return undefined;
  const known = type.getFields();
  const flat = Object.entries(filter).flatMap(([key, value]): [string, unknown][] =>
    isRange(value) ? [[`${key}From`, value.startDate], [`${key}To`, value.endDate]] : [[key, value]],
  );
  return Object.fromEntries(flat.filter(([key, value]) => key in known && !isEmpty(value)));
}
