import type { ApolloClient } from '@apollo/client/core/index.js';
import { parse, type IntrospectionType } from 'graphql';
import buildGraphQLProvider, { type BuildQueryResult, type IntrospectionResult } from 'ra-data-graphql';
import type { DataProvider, RaRecord } from 'react-admin';
import { introspectionSchema } from './graphqlSchema.ts';
import { fieldOrThrow } from './graphqlResult.ts';
import { selectionSet } from './selectionSet.ts';

/** One root field read by one named operation (the spec's operation names). */
interface RootOperation {
  operationName: string;
  field: string;
  /** Variable declarations and the field's arguments, e.g. ['$id: ID!', 'id: $id']. */
  args?: [declaration: string, call: string];
}

interface ResourceOperations {
  type: string;
  /** The whole list in one call; getList, getMany and sorting/paging happen in the browser. */
  list?: RootOperation;
  one?: RootOperation;
}

/** The resources the API serves so far; react-admin resource name → GraphQL type and operations. */
export const RESOURCE_OPERATIONS: Record<string, ResourceOperations> = {
  sites: {
    type: 'Site',
    list: { operationName: 'getSites', field: 'sites' },
    one: { operationName: 'getSite', field: 'site', args: ['$id: ID!', 'id: $id'] },
  },
  users: {
    type: 'User',
    one: { operationName: 'GetUser', field: 'user', args: ['$id: ID!', 'id: $id'] },
  },
};

export class UnsupportedDataRequestError extends Error {
  constructor(method: string, resource: string) {
    super(`The data provider has no ${method} for the resource "${resource}"`);
    this.name = 'UnsupportedDataRequestError';
  }
}

function operationDocument(kind: 'query', operation: RootOperation, selection: string) {
  const [declaration, call] = operation.args ?? [];
  return parse(
    `${kind} ${operation.operationName}${declaration ? `(${declaration})` : ''} ` +
      `{ ${operation.field}${call ? `(${call})` : ''} ${selection} }`,
  );
}

type Params = {
  id?: unknown;
  ids?: unknown[];
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' };
};

function sortAndPage(records: RaRecord[], params: Params) {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const direction = order === 'DESC' ? -1 : 1;
  const sorted = [...records].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    if (left === right) return 0;
    if (left === undefined || left === null) return 1;
    if (right === undefined || right === null) return -1;
    const numeric = Number(left) - Number(right);
    return (Number.isNaN(numeric) ? String(left).localeCompare(String(right)) : numeric) * direction;
  });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

function buildQueryFor(types: readonly IntrospectionType[]) {
  return (method: string, resource: string, params: Params): BuildQueryResult => {
    const operations = RESOURCE_OPERATIONS[resource];
    const selection = operations ? selectionSet(types, operations.type) : '';
    const list = operations?.list;
    const one = operations?.one;

    if (list && (method === 'GET_LIST' || method === 'GET_MANY')) {
      return {
        query: operationDocument('query', list, selection),
        variables: {},
        parseResponse: (response) => {
          const records = fieldOrThrow<RaRecord[]>(response, list.field);
          if (method === 'GET_LIST') return sortAndPage(records, params);
          const wanted = new Set((params.ids ?? []).map(String));
          return { data: records.filter((record) => wanted.has(String(record.id))) };
        },
      };
    }
    if (one && method === 'GET_ONE') {
      return {
        query: operationDocument('query', one, selection),
        variables: { id: String(params.id) },
        parseResponse: (response) => {
          const record = fieldOrThrow<RaRecord | null>(response, one.field);
          if (!record) throw new Error('ra.notification.item_doesnt_exist');
          return { data: record };
        },
      };
    }
    throw new UnsupportedDataRequestError(method, resource);
  };
}

/** react-admin's dataProvider over ra-data-graphql, with the introspection shipped in the build. */
export function createDataProvider(client: ApolloClient<unknown>): DataProvider {
  return buildGraphQLProvider({
    client,
    introspection: { schema: introspectionSchema },
    buildQuery: (introspection: IntrospectionResult) => buildQueryFor(introspection.types),
    query: () => ({ fetchPolicy: 'no-cache', errorPolicy: 'all' }),
  });
}
