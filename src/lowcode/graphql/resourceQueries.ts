/**
 * react-admin calls on a declared resource (resources/*.ts) as the declared GraphQL operations.
 * Names come from the declaration, argument types and selections from the shipped introspection,
 * so a new resource needs no code here. `meta.operation` sends a call to another root field of
 * the resource (`subCategories`, `changeUsersApprovalStatus`, the `status` operation, …) and
 * `meta.variables` fills arguments beyond the usual ones (`author(id, siteId)`).
 */
import { parse, type DocumentNode, type IntrospectionField } from 'graphql';
import type { RaRecord } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { argumentValues, fieldOf, graphqlDocument, sameNames, type GraphQLResponse } from './graphqlDocument.ts';
import { pickFilter, valueFor } from './inputValues.ts';
import { browserOperationName, type OperationRole } from './operationNames.ts';
import { inputFields, namedType, rootField, type SchemaTypes } from './schemaTypes.ts';
import { isLastPage } from '../../controls/list/listPaging.ts';

export { ResourceResponseError } from './graphqlDocument.ts';

export interface ResourceQuery {
  query: DocumentNode;
  variables: Record<string, unknown>;
  parseResponse: (response: GraphQLResponse) => unknown;
}

export interface ResourceMeta {
  /** A role of the declaration ('status') or another root field of the API ('subCategories'). */
  operation?: string;
  /** The name the browser sends it under; default `Get<Field>` for reads, `<Field>` for writes. */
  operationName?: string;
  /** More arguments, by name. */
  variables?: Record<string, unknown>;
  /** Only these top-level fields of the records (a choice list needs the id and a name, not a story's text). */
  fields?: readonly string[];
  /**
   * A list only: root fields without arguments (whole lists such as `sites`, `roles`) read in the
   * same document, so the records a page names come with it in one request; the answer's
   * `meta.alongside` holds them by field name.
   */
  alongside?: readonly string[];
}

export interface ResourceParams {
  id?: unknown;
  ids?: readonly unknown[];
  data?: Record<string, unknown>;
  previousData?: Record<string, unknown>;
  filter?: Record<string, unknown>;
  target?: string;
  pagination?: { page: number; perPage: number };
  meta?: ResourceMeta;
}

export class MissingOperationError extends Error {
  constructor(resource: string, operation: string) {
    super(`The API schema has no operation "${operation}" for the resource "${resource}"`);
    this.name = 'MissingOperationError';
  }
}

interface Operation {
  field: IntrospectionField;
  name: string;
}

const ROLES: readonly string[] = ['one', 'list', 'save', 'status', 'approval', 'delete'] satisfies OperationRole[];
const capitalise = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The root field a call goes to: the role's declared operation, or the one `meta.operation` names. */
function operation(schema: SchemaTypes, resource: Resource, role: OperationRole, root: 'query' | 'mutation', meta?: ResourceMeta): Operation {
  const requested = meta?.operation ?? role;
  const declaredRole = ROLES.includes(requested) ? (requested as OperationRole) : undefined;
  const fieldName = declaredRole ? resource.operations[declaredRole] : requested;
  const field = fieldName ? rootField(schema, root, fieldName) : undefined;
  if (!fieldName || !field) throw new MissingOperationError(resource.name, fieldName ?? requested);
  const name =
    meta?.operationName ??
    (declaredRole ? browserOperationName(resource, declaredRole) : root === 'query' ? `Get${capitalise(fieldName)}` : capitalise(fieldName));
  return { field, name };
}

function filterTypeOf(field: IntrospectionField): string | undefined {
  const arg = field.args.find((candidate) => candidate.name === 'filter');
  return arg ? namedType(arg.type).name : undefined;
}

function listQuery(schema: SchemaTypes, resource: Resource, params: ResourceParams, language: string): ResourceQuery {
  const list = operation(schema, resource, 'list', 'query', params.meta);
  const filterType = filterTypeOf(list.field);
  const { page, perPage } = params.pagination ?? { page: 1, perPage: resource.pageSize };
  const variables = argumentValues(schema, list.field, {
    filter: filterType ? pickFilter(schema, filterType, params.filter ?? {}) : undefined,
    page,
    limit: perPage,
    language,
    ...params.meta?.variables,
  });
  const paged = list.field.args.some((arg) => arg.name === 'limit');
  const alongside = (params.meta?.alongside ?? []).map((name) => {
    const field = rootField(schema, 'query', name);
    if (!field) throw new MissingOperationError(resource.name, name);
    return field;
  });
  return {
    query: graphqlDocument(schema, 'query', list.name, [
      { field: list.field, variables: sameNames(variables), fields: params.meta?.fields },
      ...alongside.map((field) => ({ field, variables: {} })),
    ]),
    variables,
    parseResponse: (response) => {
      const data = fieldOf<RaRecord[]>(response, list.field.name);
      // Partial pagination: the API gives no total; a page shorter than asked is the last one.
      const pageInfo = { hasNextPage: paged && perPage > 0 && !isLastPage(data, perPage), hasPreviousPage: page > 1 };
      if (!alongside.length) return { data, pageInfo };
      // What came alongside is a help, not the answer: a list missing there leaves its cells to ask for their own.
      const answered = (response.data ?? {}) as Record<string, unknown>;
      const read = alongside.flatMap((field) => (Array.isArray(answered[field.name]) ? [[field.name, answered[field.name]]] : []));
      return { data, pageInfo, meta: { alongside: Object.fromEntries(read) } };
    },
  };
}

function oneQuery(schema: SchemaTypes, resource: Resource, params: ResourceParams): ResourceQuery {
  const one = operation(schema, resource, 'one', 'query', params.meta);
  const variables = argumentValues(schema, one.field, { id: params.id, ...params.meta?.variables });
  return {
    query: graphqlDocument(schema, 'query', one.name, [{ field: one.field, variables: sameNames(variables), fields: params.meta?.fields }]),
    variables,
    parseResponse: (response) => {
      const record = fieldOf<RaRecord | null>(response, one.field.name);
      if (!record) throw new Error('ra.notification.item_doesnt_exist');
      return { data: record };
    },
  };
}

/** Several records by id: the list filtered by `ids` when the filter has it, else one aliased `one(id)` per id. */
function manyQuery(schema: SchemaTypes, resource: Resource, params: ResourceParams, language: string): ResourceQuery {
  const ids = params.ids ?? [];
  if (ids.length === 0) {
    return { query: parse(`query ${browserOperationName(resource, 'one')} { __typename }`), variables: {}, parseResponse: () => ({ data: [] }) };
  }
  // `meta.operation` names another list of the resource (a reference input's `categoryOptions`).
  const list = operation(schema, resource, 'list', 'query', params.meta?.operation ? { operation: params.meta.operation } : undefined);
  const filterType = filterTypeOf(list.field);
  if (filterType && inputFields(schema, filterType).some((field) => field.name === 'ids')) {
    const meta = { operation: params.meta?.operation, fields: params.meta?.fields };
    const query = listQuery(schema, resource, { filter: { ids }, pagination: { page: 1, perPage: ids.length }, meta }, language);
    return { ...query, parseResponse: (response) => ({ data: (query.parseResponse(response) as { data: RaRecord[] }).data }) };
  }
  const one = operation(schema, resource, 'one', 'query');
  const calls = ids.map((id, index) => ({ alias: `record${index}`, field: one.field, variables: { id: `id${index}` }, fields: params.meta?.fields, id }));
  const variables = Object.fromEntries(calls.map(({ id }, index) => [`id${index}`, argumentValues(schema, one.field, { id }).id]));
  return {
    query: graphqlDocument(schema, 'query', one.name, calls),
    variables,
    parseResponse: (response) => ({
      data: calls.map(({ alias }) => fieldOf<RaRecord | null>(response, alias)).filter((record): record is RaRecord => !!record),
    }),
  };
}

/**
 * A write: `save(input)` by default. An operation with an `input` argument gets the record shaped
 * by its input type; one without (`status(id, status)`) gets each argument from the record by name.
 * A scalar answer (the Boolean of a status change) keeps the record as sent.
 */
function writeQuery(schema: SchemaTypes, resource: Resource, params: ResourceParams, values: Record<string, unknown>): ResourceQuery {
  const write = operation(schema, resource, 'save', 'mutation', params.meta);
  const inputArg = write.field.args.find((arg) => arg.name === 'input');
  const variables = inputArg
    ? { ...argumentValues(schema, write.field, params.meta?.variables ?? {}), input: valueFor(schema, inputArg.type, values) }
    : argumentValues(schema, write.field, { ...values, ...params.meta?.variables });
  const returnsRecord = namedType(write.field.type).kind === 'OBJECT';
  return {
    query: graphqlDocument(schema, 'mutation', write.name, [{ field: write.field, variables: sameNames(variables) }]),
    variables,
    parseResponse: (response) => {
      const answer = fieldOf<unknown>(response, write.field.name);
      return { data: returnsRecord ? answer : { ...params.previousData, ...values } };
    },
  };
}

/** `delete(id, version)`: the version the record was shown at, so a stale delete is refused. */
function deleteQuery(schema: SchemaTypes, resource: Resource, params: ResourceParams): ResourceQuery {
  const remove = operation(schema, resource, 'delete', 'mutation', params.meta);
  const variables = argumentValues(schema, remove.field, { id: params.id, version: params.previousData?.version, ...params.meta?.variables });
  return {
    query: graphqlDocument(schema, 'mutation', remove.name, [{ field: remove.field, variables: sameNames(variables) }]),
    variables,
    parseResponse: (response) => ({ data: fieldOf<RaRecord>(response, remove.field.name) }),
  };
}

/** The operation for a react-admin method on a declared resource; undefined for methods it has none for. */
export function buildResourceQuery(
  schema: SchemaTypes,
  resource: Resource,
  method: string,
  params: ResourceParams,
  language: string,
): ResourceQuery | undefined {
  switch (method) {
    case 'GET_LIST':
      return listQuery(schema, resource, params, language);
    case 'GET_MANY_REFERENCE':
      return listQuery(schema, resource, { ...params, filter: { ...params.filter, [params.target ?? 'id']: params.id } }, language);
    case 'GET_ONE':
      return oneQuery(schema, resource, params);
    case 'GET_MANY':
      return manyQuery(schema, resource, params, language);
    case 'CREATE':
      return writeQuery(schema, resource, params, { ...params.data, id: undefined, version: undefined });
    case 'UPDATE':
      return writeQuery(schema, resource, params, { ...params.data, id: params.id });
    case 'DELETE':
      return resource.operations.delete || params.meta?.operation ? deleteQuery(schema, resource, params) : undefined;
    default:
      return undefined;
  }
}
