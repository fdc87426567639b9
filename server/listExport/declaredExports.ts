import type { GraphQLSchema } from 'graphql';
import { RESOURCES } from '../../resources/index.ts';
import type { Resource } from '../../resources/defineResource.ts';
import type { ListExport } from '../contract/listExports.ts';
import { getNamedType, isLeafType } from '../contract/graphqlRuntime.ts';
import { labelText } from '../engine/labels.ts';
import { rowType } from './exportQuery.ts';

/** A declared resource's list as its screen shows it (resources/: the fields marked `list`, in order), with the fields a cell can hold. */
function declaredExport(schema: GraphQLSchema, resource: Resource): ListExport | undefined {
  const list: ListExport = { resource: resource.name, field: resource.operations.list, columns: [] };
  const found = rowType(schema, list);
  if (!found) return undefined;
  const fields = found.type.getFields();
  const columns = Object.entries(resource.fields)
    .filter(([name, field]) => field.list && fields[name] && isLeafType(getNamedType(fields[name].type)))
    .map(([name]) => ({ name, label: { tr: labelText(resource.labelKey(name), 'tr'), en: labelText(resource.labelKey(name), 'en') } }));
  return columns.length ? { ...list, columns } : undefined;
}

/** Every list people may export by its address name: the features' own first, then each declared resource's. */
export function exportableLists(schema: GraphQLSchema, features: readonly ListExport[]): ReadonlyMap<string, ListExport> {
  const lists = new Map<string, ListExport>();
  for (const resource of RESOURCES) {
    const list = declaredExport(schema, resource);
    if (list) lists.set(list.resource, list);
  }
  for (const list of features) lists.set(list.resource, list);
  return lists;
}
