import type { DataProvider, GetListParams, GetListResult, GetManyParams, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { categories } from '../../resources/category.ts';
import { users } from '../../resources/user.ts';
import { authors } from '../../resources/author.ts';
import { listQueryMeta, withListPrefetch } from './listPrefetch.ts';

type Call = { method: 'getList' | 'getMany'; resource: string; meta?: unknown; ids?: string[] };

/**
 * A provider answering from `tables`, recording each call: a page with `meta.alongside` carries
 * those whole tables, as the data provider's one document does; `beyondPage` holds records only
 * getMany finds.
 */
function fakeProvider(tables: Record<string, RaRecord[]>, options: { failing?: string; beyondPage?: Record<string, RaRecord[]> } = {}) {
  const calls: Call[] = [];
  const provider = {
    async getList(resource: string, params: GetListParams): Promise<GetListResult> {
      calls.push({ method: 'getList', resource, meta: params.meta });
      const alongside = (params.meta?.alongside ?? []) as string[];
      const data = tables[resource] ?? [];
      return alongside.length ? { data, total: data.length, meta: { alongside: Object.fromEntries(alongside.map((name) => [name, tables[name]])) } } : { data, total: data.length };
    },
    async getMany(resource: string, params: GetManyParams) {
      const ids = params.ids.map(String);
      calls.push({ method: 'getMany', resource, ids });
      if (resource === options.failing) throw new Error('no');
      const all = [...(tables[resource] ?? []), ...(options.beyondPage?.[resource] ?? [])];
      return { data: all.filter((record) => ids.includes(String(record.id))) };
    },
  } as unknown as DataProvider;
  return { provider, calls };
}

const wholeListField = (name: string) => (name === 'sites' || name === 'roles' ? name : undefined);
const resources = [users, categories, authors];
const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('listQueryMeta', () => {
  it('names the reference fields a list shows, and nothing for a list without any', () => {
    expect(listQueryMeta(users)).toEqual({ prefetch: ['sites', 'roles'] });
    expect(listQueryMeta(categories)).toEqual({ prefetch: ['parentId'] });
    expect(listQueryMeta({ ...users, fields: { name: users.fields.name } } as typeof users)).toBeUndefined();
  });
});

describe('withListPrefetch', () => {
  const tables = {
    users: [
      { id: 1, name: 'Ada', sites: ['1', '2'], roles: ['1'] },
      { id: 2, name: 'Cem', sites: ['1'], roles: [] },
    ],
    sites: [
      { id: '1', name: 'Gündem' },
      { id: '2', name: 'Gündem English' },
      { id: '3', name: 'TV' },
    ],
    roles: [
      { id: '1', name: 'Administrator' },
      { id: '2', name: 'Editor' },
    ],
    categories: [
      { id: 10, name: 'Spor', parentId: null },
      { id: 11, name: 'Futbol', parentId: 10 },
      { id: 12, name: 'Yerel', parentId: 20 },
    ],
    authors: [],
  };

  it('reads the whole lists in the page\'s own request, and answers with the records the page names', async () => {
    const { provider, calls } = fakeProvider(tables);
    const result = await withListPrefetch(provider, { resources, wholeListField }).getList('users', { ...page, meta: listQueryMeta(users) });
    expect(calls).toEqual([{ method: 'getList', resource: 'users', meta: { alongside: ['sites', 'roles'] } }]);
    expect(result.data).toEqual(tables.users);
    expect(result.meta).toEqual({ prefetched: { sites: tables.sites.slice(0, 2), roles: tables.roles.slice(0, 1) } });
  });

  it('takes a reference to the listed resource from the page, and asks for the rest by their ids alone', async () => {
    const parent = { id: 20, name: 'Gündem', parentId: null };
    const { provider, calls } = fakeProvider(tables, { beyondPage: { categories: [parent] } });
    // The page holds 10, 11 and 12; 12's parent, 20, is not on it.
    const result = await withListPrefetch(provider, { resources, wholeListField }).getList('categories', { ...page, meta: listQueryMeta(categories) });
    expect(result.meta.prefetched).toEqual({ categories: [tables.categories[0], parent] });
    expect(calls).toEqual([
      { method: 'getList', resource: 'categories', meta: {} },
      { method: 'getMany', resource: 'categories', ids: ['20'] },
    ]);
  });

  it('passes a list without `prefetch` through untouched', async () => {
    const { provider, calls } = fakeProvider(tables);
    const result = await withListPrefetch(provider, { resources, wholeListField }).getList('users', page);
    expect(result.meta).toBeUndefined();
    expect(calls).toEqual([{ method: 'getList', resource: 'users', meta: undefined }]);
  });

  it('answers with the page alone when the records it names cannot be read', async () => {
    const { provider } = fakeProvider({ ...tables, authors: [{ id: 1, name: 'Ece', categories: [10] }] }, { failing: 'categories' });
    const result = await withListPrefetch(provider, { resources, wholeListField }).getList('authors', { ...page, meta: listQueryMeta(authors) });
    expect(result.data).toEqual([{ id: 1, name: 'Ece', categories: [10] }]);
    expect(result.meta).toBeUndefined();
  });

  it('asks nothing more for a page that names no records', async () => {
    const { provider, calls } = fakeProvider({ ...tables, authors: [{ id: 1, name: 'Ece', categories: [] }] });
    const result = await withListPrefetch(provider, { resources, wholeListField }).getList('authors', { ...page, meta: listQueryMeta(authors) });
    expect(result.meta.prefetched).toEqual({});
    expect(calls).toEqual([{ method: 'getList', resource: 'authors', meta: {} }]);
  });
});
