import { describe, expect, it, vi } from 'vitest';
import { createGraphQLFetchStub } from '../test/graphqlFetchStub.ts';
import { siteRecord } from '../test/sessionFixtures.ts';
import { createApolloClient } from './apolloClient.ts';
import merge from 'lodash/merge.js';
import { createDataProvider, passedAsIs } from './dataProvider.ts';
import { introspectionSchema } from './graphqlSchema.ts';
import { selectionSet } from './selectionSet.ts';
import { signatures } from '../../resources/signature.ts';
import { hasFieldErrors, isConflictError } from '../lowcode/graphql/resourceErrors.ts';
import { SIGNATURE_SDL, signatureRow, signatureSchema } from '../lowcode/testing/signatureSchema.ts';
import { categories } from '../../resources/category.ts';
import { referenceOptionsMeta } from '../lowcode/inputs/ReferenceInput.tsx';

function setup(answers: Parameters<typeof createGraphQLFetchStub>[0] = {}) {
  const stub = createGraphQLFetchStub({
    ...answers,
    getSites: { data: { sites: ['4', '1', '5', '2'].map(siteRecord) } },
    getSite: (request) => ({ data: { site: request.variables.id === '9' ? null : siteRecord(String(request.variables.id)) } }),
    GetUser: (request) => ({
      data: { user: { id: request.variables.id, name: 'Ada Yönetici', username: 'ada', email: 'admin@newsroom.example', isApproved: true, sites: ['1'], roles: ['1'] } },
    }),
  });
  const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: vi.fn() });
  return { stub, dataProvider: createDataProvider(client) };
}

describe('dataProvider', () => {
  it('hands the introspection to ra-data-graphql\'s option merge without a deep copy', () => {
    const schema = passedAsIs(introspectionSchema);
    const merged = merge({}, { introspection: { operationNames: {} } }, { introspection: { schema } });
    expect(merged.introspection.schema).toBe(schema);
    expect(merged.introspection.schema.types).toBe(introspectionSchema.types);
    // A plain object, as before, is copied all through.
    expect(merge({}, { introspection: { schema: introspectionSchema } }).introspection.schema.types).not.toBe(introspectionSchema.types);
  });

  it('takes no schema type for a resource by its name: the introspection keeps the types, finds no resources', async () => {
    const { dataProvider } = setup();
    const introspection = (await dataProvider.getIntrospection()) as { types: { name: string }[]; resources: unknown[] };
    expect(introspection.resources).toEqual([]);
    expect(introspection.types.map((type) => type.name)).toContain('Site');
  });

  it('selects the fields the committed schema declares, nested objects included', () => {
    const siteFields = selectionSet(introspectionSchema.types, 'Site');
    expect(siteFields).toContain('displayName');
    expect(siteFields).toContain('settings { id version isAuthorEnabled');
    expect(siteFields).toContain('crops { type path width height }');
  });

  it('lists sites with getSites, sorted and paged in the browser', async () => {
    const { stub, dataProvider } = setup();
    const result = await dataProvider.getList('sites', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(4);
    expect(result.data.map((site) => site.id)).toEqual(['5', '4']);
    expect(stub.requests[0]).toMatchObject({ operationName: 'getSites', headers: { siteid: '4', language: 'tr' } });
  });

  it('reads many sites from the list and one with getSite(id)', async () => {
    const { stub, dataProvider } = setup();
    const many = await dataProvider.getMany('sites', { ids: ['1', '5'] });
    expect(many.data.map((site) => site.name)).toEqual(['Gündem', 'Gündem TV']);
    const one = await dataProvider.getOne('sites', { id: '2' });
    expect(one.data).toMatchObject({ id: '2', name: 'Gündem English' });
    expect(stub.requests.at(-1)).toMatchObject({ operationName: 'getSite', variables: { id: '2' } });
    await expect(dataProvider.getOne('sites', { id: '9' })).rejects.toThrow('ra.notification.item_doesnt_exist');
  });

  it('reads a user with GetUser(id)', async () => {
    const { stub, dataProvider } = setup();
    const { data } = await dataProvider.getOne('users', { id: 7 });
    expect(data).toMatchObject({ id: '7', name: 'Ada Yönetici' });
    expect(stub.requests[0]).toMatchObject({ operationName: 'GetUser', variables: { id: '7' } });
  });

  it('reads the sites and roles a users page names in the page\'s own request, and hands them to react-admin as prefetched', async () => {
    const user = (id: string, sites: string[], roles: string[]) => ({ id, name: `User ${id}`, username: `u${id}`, email: `u${id}@newsroom.example`, isApproved: true, sites, roles });
    const roles = [{ id: '1', name: 'Administrator' }, { id: '2', name: 'Editor' }, { id: '3', name: 'Reporter' }];
    const { stub, dataProvider } = setup({ GetUsers: { data: { users: [user('1', ['1', '2'], ['1']), user('2', ['2'], ['3'])], sites: ['1', '2', '4'].map(siteRecord), roles } } });
    const result = await dataProvider.getList('users', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { prefetch: ['sites', 'roles'] } });
    expect(stub.requests).toHaveLength(1);
    expect(stub.requests[0].operationName).toBe('GetUsers');
    expect(stub.requests[0].query).toMatch(/\bsites\s*\{\s*id\b/);
    expect(stub.requests[0].query).toMatch(/\broles\s*\{\s*id\b/);
    expect(result.data.map((record) => record.id)).toEqual(['1', '2']);
    expect(result.meta).toEqual({ prefetched: { sites: ['1', '2'].map(siteRecord), roles: [roles[0], roles[2]] } });
  });

  it('rejects what the API does not serve yet, naming the method and resource', async () => {
    const { stub, dataProvider } = setup();
    await expect(dataProvider.getList('headlines', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))
      .rejects.toThrow('The data provider has no GET_LIST for the resource "headlines"');
    await expect(dataProvider.update('sites', { id: '1', data: {}, previousData: { id: '1' } }))
      .rejects.toThrow('no UPDATE for the resource "sites"');
    expect(stub.requests).toHaveLength(0);
  });
});

describe('dataProvider on declared resources', () => {
  type Answers = Parameters<typeof createGraphQLFetchStub>[0];

  function declared(answers: Answers, sdl?: string) {
    const stub = createGraphQLFetchStub(answers);
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: vi.fn() });
    const dataProvider = createDataProvider(client, { resources: [signatures], schema: signatureSchema(sdl), language: () => 'en' });
    return { stub, dataProvider };
  }
  const page = (n: number, size: number) => Array.from({ length: size }, (_, index) => signatureRow((n - 1) * 50 + index + 1));

  it('lists a page with the declared operation, its filter, 1-based page, limit and language', async () => {
    const { stub, dataProvider } = declared({ GetSignatures: { data: { signatures: page(1, 50) } } });
    const result = await dataProvider.getList('signatures', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'name', order: 'ASC' },
      filter: { search: 'imza', isApproved: false, unknownFilter: 'x', emptied: '' },
    });
    expect(result.data).toHaveLength(50);
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
    expect(stub.requests[0]).toMatchObject({
      operationName: 'GetSignatures',
      variables: { filter: { search: 'imza', isApproved: false }, page: 1, limit: 50, language: 'en' },
    });
    expect(stub.requests[0].variables.filter).not.toHaveProperty('unknownFilter');
  });

  it("sends a date range filter as the filter type's From and To", async () => {
    const { stub, dataProvider } = declared(
      { GetSignatures: { data: { signatures: [] } } },
      SIGNATURE_SDL.replace('search: String', 'search: String\n    createdDateFrom: String\n    createdDateTo: String'),
    );
    const range = { startDate: '2026-04-01T00:00:00.000Z', endDate: '2026-04-03T23:59:59.999Z' };
    await dataProvider.getList('signatures', { pagination: { page: 1, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: { createdDate: range } });
    expect(stub.requests[0].variables.filter).toEqual({ createdDateFrom: range.startDate, createdDateTo: range.endDate });
  });

  it('marks a page shorter than the limit as the last one', async () => {
    const { dataProvider } = declared({ GetSignatures: { data: { signatures: page(2, 7) } } });
    const result = await dataProvider.getList('signatures', { pagination: { page: 2, perPage: 50 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
  });

  it('reads one record with GetSignature(id) and reports a missing one', async () => {
    const { stub, dataProvider } = declared({
      GetSignature: (request) => ({ data: { signature: request.variables.id === '9' ? null : signatureRow(Number(request.variables.id)) } }),
    });
    await expect(dataProvider.getOne('signatures', { id: 3 })).resolves.toMatchObject({ data: { id: '3', name: 'İmza 3' } });
    expect(stub.requests[0]).toMatchObject({ operationName: 'GetSignature', variables: { id: '3' } });
    await expect(dataProvider.getOne('signatures', { id: 9 })).rejects.toThrow('ra.notification.item_doesnt_exist');
  });

  it('reads many records as one aliased signature(id) each, or by the filter ids when the API has them', async () => {
    const byOne = declared({
      GetSignature: (request) => ({ data: Object.fromEntries(Object.entries(request.variables).map(([name, id], index) => [`record${index}`, name && signatureRow(Number(id))])) }),
    });
    const many = await byOne.dataProvider.getMany('signatures', { ids: ['2', '5'] });
    expect(many.data.map((record) => record.id)).toEqual(['2', '5']);
    expect(byOne.stub.requests[0]).toMatchObject({ operationName: 'GetSignature', variables: { id0: '2', id1: '5' } });

    const byIds = declared(
      { GetSignatures: (request) => ({ data: { signatures: (request.variables.filter as { ids: string[] }).ids.map(Number).map((id) => signatureRow(id)) } }) },
      SIGNATURE_SDL.replace('search: String', 'search: String\n    ids: [ID!]'),
    );
    expect((await byIds.dataProvider.getMany('signatures', { ids: [4] })).data).toMatchObject([{ id: '4' }]);
    expect(byIds.stub.requests[0].variables).toMatchObject({ filter: { ids: ['4'] }, page: 1, limit: 1 });
  });

  it('asks only for the fields meta.fields names, for a page and for chosen records (a choice list needs no more)', async () => {
    const { stub, dataProvider } = declared({
      GetSignatures: { data: { signatures: page(1, 2).map(({ id, name }) => ({ id, name })) } },
      GetSignature: (request) => ({ data: { record0: { id: request.variables.id0, name: 'İmza' } } }),
    });
    const meta = { fields: ['id', 'name', 'noSuchField'] };
    await dataProvider.getList('signatures', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta });
    await dataProvider.getMany('signatures', { ids: ['3'], meta });
    await dataProvider.getList('signatures', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    const selection = (query: string | undefined) => query?.replace(/\s+/g, ' ').match(/\) \{ ([^{}]*) \}/)?.[1];
    expect(selection(stub.requests[0]!.query)).toBe('id name');
    expect(selection(stub.requests[1]!.query)).toBe('id name');
    expect(selection(stub.requests[2]!.query)).toContain('version');
  });

  it('creates and updates through saveSignature(input), sending only what the input type declares', async () => {
    const { stub, dataProvider } = declared({
      SaveSignature: (request) => ({ data: { saveSignature: { ...signatureRow(8), ...(request.variables.input as object), version: 2 } } }),
    });
    const created = await dataProvider.create('signatures', { data: { name: 'Yeni', isApproved: false } });
    expect(created.data).toMatchObject({ id: '8', name: 'Yeni' });
    expect(stub.requests[0]).toMatchObject({ operationName: 'SaveSignature', variables: { input: { name: 'Yeni', isApproved: false } } });

    const previous = signatureRow(8);
    await dataProvider.update('signatures', { id: '8', data: { ...previous, name: 'Değişti', createdDate: '2026-01-01' }, previousData: previous });
    expect(stub.requests[1].variables).toEqual({ input: { id: '8', version: 1, name: 'Değişti', isApproved: true } });
  });

  it('rejects a refused save with the server field messages in body.errors, as react-admin forms read them', async () => {
    const { dataProvider } = declared({
      SaveSignature: {
        data: null,
        errors: [{ message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Field Name is required.' } } }],
      },
    });
    const refusal = await dataProvider.create('signatures', { data: { name: '' } }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: 'Invalid input', body: { errors: { name: 'Field Name is required.' } } });
    expect(hasFieldErrors(refusal)).toBe(true);
  });

  it('rejects a stale save with the conflict message key', async () => {
    const { dataProvider } = declared({
      SaveSignature: { data: null, errors: [{ message: 'This record was changed by someone else.', extensions: { code: 'CONFLICT' } }] },
    });
    const previous = signatureRow(8);
    const refusal = await dataProvider.update('signatures', { id: '8', data: previous, previousData: previous }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ message: 'saveErrors.conflict' });
    expect(isConflictError(refusal)).toBe(true);
    expect(hasFieldErrors(refusal)).toBe(false);
  });

  it('sends a call to another operation of the resource with meta.operation and meta.variables', async () => {
    const sdl = SIGNATURE_SDL.replace('signature(id: ID!): Signature', 'signature(id: ID!, siteId: ID): Signature\n    mainSignatures(filter: SignatureFilter): [Signature!]!').replace(
      'saveSignature(input: SignatureInput!): Signature!',
      'saveSignature(input: SignatureInput!): Signature!\n    updateStatusToSignature(id: ID!, status: Int!): Boolean!',
    );
    const { stub, dataProvider } = declared(
      {
        GetMainSignatures: { data: { mainSignatures: [signatureRow(1)] } },
        GetSignature: { data: { signature: signatureRow(2) } },
        UpdateStatusToSignature: { data: { updateStatusToSignature: true } },
      },
      sdl,
    );
    const main = await dataProvider.getList('signatures', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'id', order: 'ASC' },
      filter: { isApproved: true },
      meta: { operation: 'mainSignatures' },
    });
    expect(main).toMatchObject({ data: [{ id: '1' }], pageInfo: { hasNextPage: false } });
    expect(stub.requests[0]).toMatchObject({ operationName: 'GetMainSignatures', variables: { filter: { isApproved: true } } });

    await dataProvider.getOne('signatures', { id: '2', meta: { variables: { siteId: 4 } } });
    expect(stub.requests[1]).toMatchObject({ operationName: 'GetSignature', variables: { id: '2', siteId: '4' } });

    const previous = signatureRow(2);
    const changed = await dataProvider.update('signatures', {
      id: '2',
      data: { status: 3 },
      previousData: previous,
      meta: { operation: 'updateStatusToSignature' },
    });
    expect(stub.requests[2]).toEqual(expect.objectContaining({ operationName: 'UpdateStatusToSignature', variables: { id: '2', status: 3 } }));
    expect(changed.data).toMatchObject({ id: '2', name: 'İmza 2', status: 3 });
  });

  it('names an operation the API schema does not serve', async () => {
    const { stub, dataProvider } = declared({}, SIGNATURE_SDL.replace(/type Mutation \{[^}]*\}/, ''));
    await expect(dataProvider.create('signatures', { data: { name: 'x' } })).rejects.toThrow(
      'The API schema has no operation "saveSignature" for the resource "signatures"',
    );
    await expect(dataProvider.delete('signatures', { id: '1' })).rejects.toThrow('no DELETE for the resource "signatures"');
    expect(stub.requests).toHaveLength(0);
  });

  it("asks a reference input's choices and chosen records through the target's options operation, which a writer may read", async () => {
    const stub = createGraphQLFetchStub({
      GetCategoryOptions: (request) => ({ data: { categoryOptions: [{ id: '3', name: 'Spor', isApproved: true }].filter(() => request.variables.page === 1) } }),
    });
    const client = createApolloClient({ graphqlPath: '/graphql', getIdToken: async () => 't', fetch: stub.fetch, report: vi.fn() });
    const dataProvider = createDataProvider(client, { resources: [categories], language: () => 'en' });
    const meta = referenceOptionsMeta('categories');
    await dataProvider.getList('categories', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { search: 'sp', hierarchy: 1, linkName: 'x' }, meta });
    await dataProvider.getMany('categories', { ids: ['3'], meta });
    const selection = (query: string | undefined) => query?.replace(/\s+/g, ' ').match(/\) \{ ([^{}]*) \}/)?.[1];
    expect(stub.requests.map((request) => request.operationName)).toEqual(['GetCategoryOptions', 'GetCategoryOptions']);
    expect(selection(stub.requests[0]!.query)).toBe('id name isApproved');
    expect(stub.requests[0]!.variables).toEqual({ filter: { search: 'sp', hierarchy: 1 }, page: 1, limit: 25 });
    expect(stub.requests[1]!.variables).toMatchObject({ filter: { ids: ['3'] }, page: 1, limit: 1 });
  });
});
