import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isFiltered, readFilter, writeFilter } from './addressFilter.ts';
import { useAddressFilter, useAddressParam } from './useAddressFilter.ts';

interface Choices {
  search?: string;
  ids?: string[];
  used?: boolean;
}

describe('the filter in the address', () => {
  it('writes only the choices that hold something, and nothing when none does', () => {
    expect(writeFilter({ search: 'çağrı', ids: [], used: undefined })).toBe('{"search":"çağrı"}');
    expect(writeFilter({ ids: [], used: undefined })).toBeUndefined();
    expect(writeFilter({ used: false })).toBe('{"used":false}');
    expect(isFiltered({ ids: [] })).toBe(false);
    expect(isFiltered({ used: false })).toBe(true);
  });

  it('reads back an object only: a broken or hand-edited address is no choice', () => {
    expect(readFilter<Choices>(writeFilter({ search: 'a', ids: ['1'] })!)).toEqual({ search: 'a', ids: ['1'] });
    for (const raw of [null, '', 'not json', '[1]', '3', 'null']) expect(readFilter(raw)).toEqual({});
  });
});

function inRouter(initial: string) {
  const at: { search?: string } = {};
  function Where() {
    at.search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>
      {children}
      <Where />
    </MemoryRouter>
  );
  return { wrapper, at };
}

describe('useAddressFilter', () => {
  it('reads the choices from ?filter= and writes them there, keeping the other parameters', () => {
    const { wrapper, at } = inRouter(`/list?item=7&filter=${encodeURIComponent('{"search":"a"}')}`);
    const { result } = renderHook(() => ({ filter: useAddressFilter<Choices>(), item: useAddressParam('item') }), { wrapper });
    expect(result.current.filter[0]).toEqual({ search: 'a' });
    expect(result.current.item[0]).toBe('7');

    act(() => result.current.filter[1]({ search: 'b', ids: ['3'] }));
    expect(result.current.filter[0]).toEqual({ search: 'b', ids: ['3'] });
    expect(new URLSearchParams(at.search).get('item')).toBe('7');

    act(() => result.current.filter[1]({ ids: [] }));
    expect(at.search).toBe('?item=7');
    expect(result.current.filter[0]).toEqual({});
  });

  it('sets and removes one parameter alone', () => {
    const { wrapper, at } = inRouter('/list');
    const { result } = renderHook(() => ({ filter: useAddressFilter<Choices>(), item: useAddressParam('item') }), { wrapper });
    act(() => result.current.item[1]('urn:a/1'));
    act(() => result.current.filter[1]({ used: true }));
    expect(at.search).toBe(`?item=${encodeURIComponent('urn:a/1')}&filter=${encodeURIComponent('{"used":true}')}`);
    expect(result.current.item[0]).toBe('urn:a/1');
    expect(result.current.filter[0]).toEqual({ used: true });
    act(() => result.current.item[1](undefined));
    expect(new URLSearchParams(at.search).has('item')).toBe(false);
    expect(result.current.filter[0]).toEqual({ used: true });
  });
});
