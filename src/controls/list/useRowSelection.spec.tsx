import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from './useRowSelection.ts';

const ORDER = ['a', 'b', 'c', 'd', 'e', 'f'];
const chosen = (keys: ReadonlySet<string>) => [...keys].sort();

describe('useRowSelection', () => {
  it('chooses a range with shift from the last row toggled, both ways, and a shifted toggle of a chosen row takes the range off', () => {
    const { result } = renderHook(() => useRowSelection(ORDER, {}));
    act(() => result.current.toggle('b'));
    act(() => result.current.toggle('e', true));
    expect(chosen(result.current.keys)).toEqual(['b', 'c', 'd', 'e']);
    // Upwards from the last one toggled (e) to a.
    act(() => result.current.toggle('a', true));
    expect(chosen(result.current.keys)).toEqual(['a', 'b', 'c', 'd', 'e']);
    act(() => result.current.toggle('c'));
    act(() => result.current.toggle('e', true));
    expect(chosen(result.current.keys)).toEqual(['a', 'b']);
  });

  it('chooses every loaded row, then none; keeps only the refused; forgets rows that left the list', () => {
    let order = ORDER;
    const { result, rerender } = renderHook(() => useRowSelection(order, {}));
    act(() => result.current.toggleAll());
    expect(chosen(result.current.keys)).toEqual(ORDER);
    act(() => result.current.toggleAll());
    expect(result.current.keys.size).toBe(0);
    act(() => result.current.toggleAll());
    act(() => result.current.keep(['b', 'f']));
    expect(chosen(result.current.keys)).toEqual(['b', 'f']);
    order = ['a', 'b', 'c'];
    rerender();
    expect(chosen(result.current.keys)).toEqual(['b']);
  });

  it('is emptied when the filters change', () => {
    let filter = { search: 'faiz' };
    const { result, rerender } = renderHook(() => useRowSelection(ORDER, filter));
    act(() => result.current.toggle('a'));
    rerender();
    expect(result.current.has('a')).toBe(true);
    filter = { search: 'derbi' };
    rerender();
    expect(result.current.keys.size).toBe(0);
  });
});
