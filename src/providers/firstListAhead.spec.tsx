import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CoreAdminContext, useInfiniteGetList, type DataProvider, type GetListParams } from 'react-admin';
import { AHEAD_KEEP_MS, seedInfiniteList, withFirstListAhead } from './firstListAhead.ts';
import { createQueryClient } from './queryClient.ts';

const PARAMS: GetListParams = { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'DESC' }, filter: {} };

function provider(answers: Array<() => Promise<unknown>>) {
  const getList = vi.fn(() => (answers.shift() ?? (async () => ({ data: [{ id: 'fresh' }] })))());
  return { getList } as unknown as DataProvider & { getList: typeof getList };
}

describe('the first list asked ahead', () => {
  it('hands the answer asked ahead to the list’s identical call, once; a later call asks again', async () => {
    const real = provider([async () => ({ data: [{ id: 'ahead' }] })]);
    const data = withFirstListAhead(real);
    data.askAhead('users', PARAMS);
    // The list’s call comes with its own abort signal.
    expect(await data.getList('users', { ...PARAMS, signal: new AbortController().signal })).toEqual({ data: [{ id: 'ahead' }] });
    expect(real.getList).toHaveBeenCalledTimes(1);
    expect(await data.getList('users', PARAMS)).toEqual({ data: [{ id: 'fresh' }] });
    expect(real.getList).toHaveBeenCalledTimes(2);
  });

  it('does not hand it to a call with other parameters, nor after it has grown old', async () => {
    let clock = 0;
    const real = provider([async () => ({ data: [{ id: 'ahead' }] })]);
    const data = withFirstListAhead(real, () => clock);
    data.askAhead('users', PARAMS);
    expect(await data.getList('users', { ...PARAMS, filter: { q: 'ay' } })).toEqual({ data: [{ id: 'fresh' }] });
    expect(await data.getList('signatures', PARAMS)).toEqual({ data: [{ id: 'fresh' }] });
    clock = AHEAD_KEEP_MS + 1;
    expect(await data.getList('users', PARAMS)).toEqual({ data: [{ id: 'fresh' }] });
    expect(real.getList).toHaveBeenCalledTimes(4);
  });

  it('asks again when the answer asked ahead failed', async () => {
    const real = provider([async () => Promise.reject(new Error('network'))]);
    const data = withFirstListAhead(real);
    data.askAhead('users', PARAMS);
    expect(await data.getList('users', PARAMS)).toEqual({ data: [{ id: 'fresh' }] });
    expect(real.getList).toHaveBeenCalledTimes(2);
  });
});

describe('the first page put in the query cache', () => {
  it('is what react-admin’s infinite list reads in its first render, total and all', async () => {
    const queryClient = createQueryClient();
    const rows = [{ id: '1', name: 'Ayşe' }, { id: '2', name: 'Mehmet' }];
    seedInfiniteList(queryClient, 'users', PARAMS, { data: rows, total: 2 });
    const real = provider([() => new Promise(() => undefined)]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <CoreAdminContext dataProvider={real} queryClient={queryClient}>
        {children}
      </CoreAdminContext>
    );
    const { result } = renderHook(() => useInfiniteGetList('users', PARAMS), { wrapper });
    expect(result.current.data?.pages[0]?.data).toEqual(rows);
    expect(result.current.total).toBe(2);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('does not replace a page the list already has', () => {
    const queryClient = createQueryClient();
    seedInfiniteList(queryClient, 'users', PARAMS, { data: [{ id: 'first' }], total: 1 });
    seedInfiniteList(queryClient, 'users', PARAMS, { data: [{ id: 'second' }], total: 1 });
    const [[, cached]] = queryClient.getQueriesData<{ pages: Array<{ data: unknown[] }> }>({ queryKey: ['users', 'getInfiniteList'] });
    expect(cached?.pages[0]?.data).toEqual([{ id: 'first' }]);
  });
});
