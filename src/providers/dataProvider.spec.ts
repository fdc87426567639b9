import { describe, expect, it, vi } from 'vitest';
import { createGraphQLFetchStub } from '../test/graphqlFetchStub.ts';
import { siteRecord } from '../test/sessionFixtures.ts';
import { createApolloClient } from './apolloClient.ts';
import { createDataProvider } from './dataProvider.ts';
import { introspectionSchema } from './graphqlSchema.ts';
import { selectionSet } from './selectionSet.ts';

function setup() {
  const stub = createGraphQLFetchStub({
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
  it('selects the fields the committed schema declares, nested objects included', () => {
    const siteFields = selectionSet(introspectionSchema.types, 'Site');
    expect(siteFields).toContain('displayName');
    expect(siteFields).toContain('settings { id isExpirationDate');
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

  it('rejects what the API does not serve yet, naming the method and resource', async () => {
    const { stub, dataProvider } = setup();
    await expect(dataProvider.getList('headlines', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }))
      .rejects.toThrow('The data provider has no GET_LIST for the resource "headlines"');
    await expect(dataProvider.update('sites', { id: '1', data: {}, previousData: { id: '1' } }))
      .rejects.toThrow('no UPDATE for the resource "sites"');
    expect(stub.requests).toHaveLength(0);
  });
});
