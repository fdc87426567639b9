/** The generated operations of a resource, called through yoga like the admin calls them. */
import type { Resource } from '../../../resources/defineResource.ts';
import type { Field } from '../../../resources/fields.ts';
import type { GraphQLServer } from '../../../server/graphql/yoga.ts';
import { graphqlCall, type CallOptions, type GraphQLResponse } from './graphqlCall.ts';

export type ResourceRecord = Record<string, unknown> & { id: string; version: number };

function fieldSelection(name: string, field: Field): string {
  switch (field.kind) {
    case 'image':
      return `${name} { path width height text crops { type path width height } }`;
    case 'object':
    case 'list':
      return `${name} { ${Object.entries(field.fields).map(([sub, subField]) => fieldSelection(sub, subField)).join(' ')} }`;
    default:
      return name;
  }
}

/** Every field of the record type. */
export function recordSelection(resource: Resource): string {
  return [
    'id version',
    resource.siteScoped ? 'siteId' : '',
    resource.hasStatus ? 'status' : '',
    ...Object.entries(resource.fields).map(([name, field]) => fieldSelection(name, field)),
    'createdUserId createdDate updatedUserId updatedDate',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface FieldErrorExtensions {
  code?: string;
  fields?: Record<string, string>;
  fieldKeys?: Record<string, { message: string; params: Record<string, unknown> }>;
  messageKey?: string;
}

export type ResourceResponse<T> = GraphQLResponse<T> & { errors?: { message: string; extensions?: FieldErrorExtensions }[] };

export function resourceCalls(yoga: GraphQLServer, resource: Resource, defaults: CallOptions) {
  const { typeName, operations } = resource;
  const selection = recordSelection(resource);
  const call = <T>(query: string, variables: Record<string, unknown>, options: CallOptions = {}) =>
    graphqlCall<T>(yoga, query, { ...defaults, ...options, variables }) as Promise<ResourceResponse<T>>;
  return {
    one: (id: string, options?: CallOptions) =>
      call<Record<string, ResourceRecord | null>>(`query One($id: ID!) { ${operations.one}(id: $id) { ${selection} } }`, { id }, options),
    list: (args: { filter?: Record<string, unknown>; page?: number; limit?: number }, options?: CallOptions) =>
      call<Record<string, ResourceRecord[]>>(
        `query List($filter: ${typeName}Filter, $page: Int, $limit: Int) { ${operations.list}(filter: $filter, page: $page, limit: $limit) { ${selection} } }`,
        args,
        options,
      ),
    save: (input: Record<string, unknown>, options?: CallOptions) =>
      call<Record<string, ResourceRecord>>(`mutation Save($input: ${typeName}Input!) { ${operations.save}(input: $input) { ${selection} } }`, { input }, options),
    status: (id: string, status: number, options?: CallOptions) =>
      call<Record<string, boolean>>(
        `mutation Status($id: ID!, $status: Int!) { ${operations.status}(${resource.statusIdArgument ?? 'id'}: $id, status: $status) }`,
        { id, status },
        options,
      ),
    delete: (id: string, version: number, options?: CallOptions) =>
      call<Record<string, ResourceRecord>>(`mutation Delete($id: ID!, $version: Int!) { ${operations.delete}(id: $id, version: $version) { ${selection} } }`, { id, version }, options),
  };
}
