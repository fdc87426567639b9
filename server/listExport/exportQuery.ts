import type { GraphQLField, GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { ListExport } from '../contract/listExports.ts';
import { getNamedType, isObjectType, parse } from '../contract/graphqlRuntime.ts';

/** How the list is read page after page: by its keyset cursor (`after`), by page number, or in one call. */
export type Paging = 'keyset' | 'pages' | 'once';

export interface ExportQuery {
  document: ReturnType<typeof parse>;
  paging: Paging;
  /** The root field's arguments, by name. */
  args: ReadonlySet<string>;
  /** The type of the filter argument, when the list takes one. */
  filterType?: string;
}

export function rowType(schema: GraphQLSchema, list: ListExport): { field: GraphQLField<unknown, unknown>; type: GraphQLObjectType } | undefined {
  const field = schema.getQueryType()?.getFields()[list.field];
  const type = field && getNamedType(field.type);
  return field && isObjectType(type) ? { field, type } : undefined;
}

/** The list's own root query with the selections its columns need (and the cursor when it pages by one). */
export function exportQuery(schema: GraphQLSchema, list: ListExport): ExportQuery {
  const found = rowType(schema, list);
  if (!found) throw new Error(`The export ${list.resource} names no list query: ${list.field}`);
  const { field, type } = found;
  const args = new Map(field.args.map((arg) => [arg.name, String(arg.type)]));
  const paging: Paging = args.has('after') && type.getFields().cursor ? 'keyset' : args.has('page') && args.has('limit') ? 'pages' : 'once';
  const used = ['filter', 'language', ...(paging === 'keyset' ? ['limit', 'after'] : paging === 'pages' ? ['limit', 'page'] : [])].filter((name) => args.has(name));
  const selections = new Set(list.columns.map((column) => column.select ?? column.name));
  if (paging === 'keyset') selections.add('cursor');
  const variables = used.map((name) => `$${name}: ${args.get(name)}`).join(', ');
  const call = used.map((name) => `${name}: $${name}`).join(', ');
  const text = `query ListExport${variables ? `(${variables})` : ''} { rows: ${list.field}${call ? `(${call})` : ''} { ${[...selections].join(' ')} } }`;
  const filterArg = field.args.find((arg) => arg.name === 'filter');
  return { document: parse(text), paging, args: new Set(used), filterType: filterArg ? getNamedType(filterArg.type).name : undefined };
}

/** A names list's query: `allCategories(limit: 1000) { id name }`. */
export const namesQuery = (call: string) => parse(`query ListExportNames { names: ${call} { id name } }`);

export const namesKey = (call: string) => call.replace(/\(.*$/s, '').trim();
