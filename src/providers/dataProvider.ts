import type { ApolloClient } from '@apollo/client/core/index.js';
import { parse, type IntrospectionSchema, type IntrospectionType } from 'graphql';
import buildGraphQLProvider, { type BuildQueryResult, type IntrospectionResult } from 'ra-data-graphql';
import type { DataProvider, RaRecord } from 'react-admin';
import type { Resource } from '../../resources/defineResource.ts';
import { getStoredLocale } from '../i18n/locale.ts';
import { buildResourceQuery, type ResourceParams } from '../lowcode/graphql/resourceQueries.ts';
import { schemaTypes } from '../lowcode/graphql/schemaTypes.ts';
import { withListPrefetch } from '../lowcode/listPrefetch.ts';
import { RESOURCES } from '../lowcode/resourceRegistry.ts';
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

/** The platform's read-only resources (the declared ones in resources/ are mapped generically). */
export const RESOURCE_OPERATIONS: Record<string, ResourceOperations> = {
  sites: {
    type: 'Site',
    list: { operationName: 'getSites', field: 'sites' },
    one: { operationName: 'getSite', field: 'site', args: ['$id: ID!', 'id: $id'] },
  },
  roles: {
    type: 'Role',
    list: { operationName: 'GetRoles', field: 'roles' },
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

function buildQueryFor(types: readonly IntrospectionType[], options: Required<DataProviderOptions>) {
  const schema = schemaTypes(options.schema);
  return (method: string, resource: string, params: Params): BuildQueryResult => {
    const declared = options.resources.find((candidate) => candidate.name === resource);
    if (declared) {
      const query = buildResourceQuery(schema, declared, method, params as ResourceParams, options.language());
      if (query) return query as BuildQueryResult;
      throw new UnsupportedDataRequestError(method, resource);
    }
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

export interface DataProviderOptions {
  /** The declared resources (resources/); default every one the admin knows. */
  resources?: readonly Resource[];
  /** The API's introspection; default the one shipped in the build. */
  schema?: IntrospectionSchema;
  /** The `language` argument of list operations; default the interface language. */
  language?: () => string;
}

/**
 * react-admin's dataProvider over ra-data-graphql, with the introspection shipped in the build.
 * Declared resources: getList / getManyReference → `list(filter, page, limit, language)` with
 * partial pagination (`pageInfo`, no total: a page shorter than asked is the last), getOne →
 * `one(id)`, getMany → `list` by `ids` or one `one(id)` per id, create / update → `save(input)`.
 * A BAD_USER_INPUT refusal rejects with `body.errors = { field: message }` (the form shows each on
 * its field), a CONFLICT with the server's message key `saveErrors.conflict`. `meta.operation` sends a
 * call to another operation of the resource (`subCategories`, the `status` role, …) and
 * `meta.variables` adds arguments (`author(id, siteId)`); see src/lowcode/graphql/resourceQueries.ts.
 */
/** A prototype of its own: lodash's `isPlainObject` says no, so `merge` hands the object on as it is. */
class PassedAsIs {}

/**
 * `value` (shallowly copied) as an object lodash's `merge` passes by reference: ra-data-graphql
 * deep-merges its options, which copied the whole 600 kB introspection on every start of the app
 * (20 to 80 ms before the first screen could ask for anything).
 */
export function passedAsIs<T extends object>(value: T): T {
  return Object.assign(Object.create(PassedAsIs.prototype) as T, value);
}

export function createDataProvider(client: ApolloClient<unknown>, options: DataProviderOptions = {}): DataProvider {
  const settings: Required<DataProviderOptions> = {
    resources: options.resources ?? RESOURCES,
    schema: options.schema ?? introspectionSchema,
    language: options.language ?? getStoredLocale,
  };
  const provider = buildGraphQLProvider({
    client,
    // No type is taken for a resource by its name: ra-data-graphql would otherwise try its default
    // operation names (`allUsers`, pluralised) on each of the schema's ~170 types, ~500 calls of
    // pluralize at the app's first request, between the session and the first list's rows. Our
    // queries are built from resources/ (buildQueryFor), never from those names.
    introspection: { schema: passedAsIs(settings.schema), exclude: () => true },
    buildQuery: (introspection: IntrospectionResult) => buildQueryFor(introspection.types, settings),
    query: () => ({ fetchPolicy: 'no-cache', errorPolicy: 'all' }),
    mutation: () => ({ fetchPolicy: 'no-cache', errorPolicy: 'all' }),
  });
  return withListPrefetch(provider, { resources: settings.resources, wholeListField: (name) => RESOURCE_OPERATIONS[name]?.list?.field });
}
