import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIST_PAGE_SIZE, nextPageOf, type KeysetPage, type KeysetRow } from './listPaging.ts';

/** What happens to a list's rows as the screen or the server changes them, without asking again. */
export interface LiveRows<Row> {
  /** The row of `key` changed: its new fields, or a function of the row shown. */
  mergeRow(key: string, change: Partial<Row> | ((row: Row) => Row)): void;
  /** A row arrived: it replaces the one of its key, or goes on top of the list. */
  addRow(row: Row): void;
  /** The row of `key` is gone. The pages keep their length, so "show more" still knows what comes after. */
  removeRow(key: string): void;
}

export interface KeysetListOptions<Row> {
  /** A page's size; spec 01 §9's unless the list says otherwise. */
  limit?: number;
  enabled?: boolean;
  /** The first page's first row's sort value, the bound of later pages: its creation time unless given. */
  firstOf?: (row: Row) => string | null | undefined;
  /** A row's identity for the live changes: its id unless given. */
  keyOf?: (row: Row) => string;
  /** Live changes from a subscription: called with the list's rows once, returns how to stop. */
  live?: (rows: LiveRows<Row>) => (() => void) | undefined;
}

const createdDateOf = (row: KeysetRow) => (row as { createdDate?: string | null }).createdDate;
const idOf = (row: KeysetRow) => String((row as { id?: unknown }).id);

/**
 * Every keyset list's "show more" (react-query's useInfiniteQuery): the first page when the key
 * changes, the next one after the last row's cursor on `showMore`, fully loaded when a page comes
 * back shorter than the limit. Rows that arrive meanwhile never shift what is shown: later pages
 * stay at or before the first page's newest row. An answer for a key left behind is never shown.
 * Rows change in place (`mergeRow`, `addRow`, `removeRow`), from the screen or from `live`.
 */
export function useKeysetList<Row extends KeysetRow>(
  queryKey: readonly unknown[],
  fetchPage: (page: KeysetPage) => Promise<Row[]>,
  { limit = LIST_PAGE_SIZE, enabled = true, firstOf = createdDateOf, keyOf = idOf, live }: KeysetListOptions<Row> = {},
) {
  const queryClient = useQueryClient();
  const key = useMemo(() => [...queryKey, limit], [JSON.stringify(queryKey), limit]);
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: { limit } as KeysetPage,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (_last, pages) => nextPageOf(pages, limit, firstOf),
    // A failure is shown with its retry button; a list that changed is reloaded by the user.
    retry: false,
    // A list left (other filters, another tab) is forgotten: coming back opens it at its first page.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => (query.data?.pages.flat() ?? []).filter((row) => !removed.has(keyOf(row))), [query.data, removed]);
  const { fetchNextPage, refetch, isFetchNextPageError, hasNextPage, isFetching } = query;

  const changePages = useCallback(
    (change: (pages: Row[][]) => Row[][]) => queryClient.setQueryData<InfiniteData<Row[], KeysetPage>>(key, (data) => data && { ...data, pages: change(data.pages) }),
    [queryClient, key],
  );
  const mergeRow = useCallback<LiveRows<Row>['mergeRow']>(
    (rowKey, change) =>
      changePages((pages) => pages.map((page) => page.map((row) => (keyOf(row) !== rowKey ? row : typeof change === 'function' ? change(row) : { ...row, ...change })))),
    [changePages],
  );
  const addRow = useCallback<LiveRows<Row>['addRow']>(
    (added) => {
      const rowKey = keyOf(added);
      setRemoved((current) => (current.has(rowKey) ? new Set([...current].filter((gone) => gone !== rowKey)) : current));
      changePages((pages) =>
        pages.some((page) => page.some((row) => keyOf(row) === rowKey))
          ? pages.map((page) => page.map((row) => (keyOf(row) === rowKey ? added : row)))
          : pages.map((page, index) => (index === 0 ? [added, ...page] : page)),
      );
    },
    [changePages],
  );
  const removeRow = useCallback<LiveRows<Row>['removeRow']>((rowKey) => setRemoved((current) => new Set(current).add(rowKey)), []);

  // The subscription is made once; what it calls is the list's current key's.
  const latest = useRef({ live, mergeRow, addRow, removeRow });
  useEffect(() => {
    latest.current = { live, mergeRow, addRow, removeRow };
  });
  const subscribed = Boolean(live) && enabled;
  useEffect(() => {
    if (!subscribed) return undefined;
    return (
      latest.current.live?.({
        mergeRow: (rowKey, change) => latest.current.mergeRow(rowKey, change),
        addRow: (row) => latest.current.addRow(row),
        removeRow: (rowKey) => latest.current.removeRow(rowKey),
      }) ?? undefined
    );
  }, [subscribed]);

  return {
    rows,
    /** The first page's newest row. */
    firstCreatedDate: (query.data?.pages[0]?.[0] && firstOf(query.data.pages[0][0])) ?? undefined,
    complete: query.isSuccess && !hasNextPage,
    loading: isFetching,
    failed: query.isError,
    /** Why the list failed (a refusal: the screen names the permission it needs). */
    error: query.error,
    showMore: useCallback(() => {
      if (!isFetching && hasNextPage) void fetchNextPage();
    }, [isFetching, hasNextPage, fetchNextPage]),
    /** After a failure: the page that failed again (the first, or the one "show more" asked for). */
    retry: useCallback(() => void (isFetchNextPageError ? fetchNextPage() : refetch()), [isFetchNextPageError, fetchNextPage, refetch]),
    /** From the first page again, as a new list. */
    reload: useCallback(() => void queryClient.resetQueries({ queryKey: key, exact: true }), [queryClient, key]),
    mergeRow,
    addRow,
    removeRow,
  };
}

export type KeysetList<Row extends KeysetRow = KeysetRow> = ReturnType<typeof useKeysetList<Row>>;
