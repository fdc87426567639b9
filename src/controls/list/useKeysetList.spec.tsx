import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { KeysetPage } from './listPaging.ts';
import { useKeysetList, type LiveRows } from './useKeysetList.ts';

/** `count` rows, newest first, each a minute older than the one before. */
const rowsOf = (count: number, prefix = 'r') =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}`, cursor: `${prefix}:${index + 1}`, createdDate: new Date(Date.UTC(2026, 10, 20, 9, 0) - index * 60_000).toISOString() }));

/** Answers pages like the API does: after the cursor, at or before firstCreatedDate. */
function pagedSource(rows: ReturnType<typeof rowsOf>) {
  return vi.fn(async ({ limit, after, firstCreatedDate }: KeysetPage) => {
    const shown = rows.filter((row) => !firstCreatedDate || row.createdDate <= firstCreatedDate);
    const start = after === undefined ? 0 : shown.findIndex((row) => row.cursor === after) + 1;
    return shown.slice(start, start + limit);
  });
}

function wrapper() {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useKeysetList', () => {
  it('bounds later pages by the sort field the list names (a content date), sent as the first page’s first value', async () => {
    const rows = rowsOf(25).map((row, index) => ({ ...row, contentDate: index === 0 ? null : `2026-11-0${(index % 9) + 1}T00:00:00.000Z` }));
    const fetchPage = vi.fn(async ({ limit, after }: KeysetPage) => rows.slice(after ? rows.findIndex((row) => row.cursor === after) + 1 : 0).slice(0, limit));
    const { result } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20, firstOf: (row) => row.contentDate }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    // The first row has no content date: no bound, rather than its created date.
    expect(result.current.firstCreatedDate).toBeUndefined();
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20, after: 'r:20', firstCreatedDate: undefined });

    rows[0]!.contentDate = '2026-11-20T00:00:00.000Z';
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.showMore());
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20, after: 'r:20', firstCreatedDate: '2026-11-20T00:00:00.000Z' }));
  });

  it('loads page after page from the last cursor, at or before the first page, until a short page', async () => {
    const fetchPage = pagedSource(rowsOf(45));
    const { result } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20 }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20 });
    expect(result.current.complete).toBe(false);
    const newest = result.current.firstCreatedDate;
    expect(newest).toBe(rowsOf(1)[0]!.createdDate);

    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(40));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20, after: 'r:20', firstCreatedDate: newest });
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20, after: 'r:40', firstCreatedDate: newest });
    expect(result.current.rows.map((row) => row.id).at(-1)).toBe('r45');

    act(() => result.current.showMore());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('starts again when the key changes and never shows the answer for the key left behind', async () => {
    let answerSlow: (rows: ReturnType<typeof rowsOf>) => void = () => undefined;
    const fetchPage = vi.fn((page: KeysetPage & { search: string }) =>
      page.search === 'slow' ? new Promise<ReturnType<typeof rowsOf>>((resolve) => (answerSlow = resolve)) : Promise.resolve(rowsOf(3, 'fast')),
    );
    const { result, rerender } = renderHook(({ search }) => useKeysetList(['list', search], (page) => fetchPage({ ...page, search }), { limit: 20 }), {
      wrapper: wrapper(),
      initialProps: { search: 'slow' },
    });
    rerender({ search: 'fast' });
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['fast1', 'fast2', 'fast3']));
    await act(async () => answerSlow(rowsOf(2, 'slow')));
    expect(result.current.rows.map((row) => row.id)).toEqual(['fast1', 'fast2', 'fast3']);
    expect(result.current.complete).toBe(true);
  });

  it('says a page failed and asks for that page again on retry', async () => {
    const source = pagedSource(rowsOf(25));
    let calls = 0;
    const fetchPage = vi.fn((page: KeysetPage) => (++calls === 2 ? Promise.reject(new Error('down')) : source(page)));
    const { result } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20 }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.rows).toHaveLength(20);

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ after: 'r:20' }));
    expect(result.current.rows).toHaveLength(25);
  });

  it('changes rows in place and reloads from the first page', async () => {
    const fetchPage = pagedSource(rowsOf(25));
    const { result } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20 }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(25));

    act(() => result.current.mergeRow('r22', { id: 'changed' }));
    await waitFor(() => expect(result.current.rows[21]?.id).toBe('changed'));
    expect(fetchPage).toHaveBeenCalledTimes(2);

    act(() => result.current.reload());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(3));
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 20 });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
  });

  it('merges, adds and removes rows live without asking again; a removed row leaves "show more" knowing there is more', async () => {
    const fetchPage = pagedSource(rowsOf(25));
    let rows: LiveRows<ReturnType<typeof rowsOf>[number]> | undefined;
    const stop = vi.fn();
    const live = vi.fn((given: NonNullable<typeof rows>) => {
      rows = given;
      return stop;
    });
    const { result, unmount } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20, live }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(live).toHaveBeenCalledOnce();

    act(() => rows!.mergeRow('r2', (row) => ({ ...row, createdDate: 'changed' })));
    act(() => rows!.addRow({ id: 'r0', cursor: 'r:0', createdDate: '2026-11-20T09:01:00.000Z' }));
    act(() => rows!.addRow({ id: 'r3', cursor: 'r:3', createdDate: 'again' }));
    act(() => rows!.removeRow('r20'));
    await waitFor(() => expect(result.current.rows.map((row) => row.id).slice(0, 4)).toEqual(['r0', 'r1', 'r2', 'r3']));
    expect(result.current.rows.map((row) => row.createdDate).slice(2, 4)).toEqual(['changed', 'again']);
    expect(result.current.rows.map((row) => row.id)).not.toContain('r20');
    expect(result.current.complete).toBe(false);

    act(() => result.current.showMore());
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ after: 'r:20' }));
    expect(result.current.rows).toHaveLength(25);
    unmount();
    expect(stop).toHaveBeenCalledOnce();
  });

  it('keys rows by what the list says, and a row added back after its removal shows again', async () => {
    const fetchPage = pagedSource(rowsOf(3));
    const { result } = renderHook(() => useKeysetList(['list'], fetchPage, { limit: 20, keyOf: (row) => row.cursor }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.complete).toBe(true));
    act(() => result.current.removeRow('r:2'));
    act(() => result.current.mergeRow('r:3', { id: 'third' }));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r1', 'third']));
    act(() => result.current.addRow({ ...rowsOf(3)[1]!, id: 'second' }));
    await waitFor(() => expect(result.current.rows.map((row) => row.id)).toEqual(['r1', 'second', 'third']));
  });
});
