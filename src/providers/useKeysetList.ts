import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** What a keyset list's rows carry: the cursor the next page starts after. */
export interface KeysetRow {
  cursor: string;
}

/**
 * A keyset page: after the last row's cursor, never above the first page's first row.
 * `firstCreatedDate` is that row's sort value: its creation time unless the list sorts by another
 * field (`firstOf`), which the list's method passes under the API's name (contents: firstContentDate).
 */
export interface KeysetPage {
  limit: number;
  after?: string;
  firstCreatedDate?: string;
}

const createdDateOf = (row: KeysetRow) => (row as { createdDate?: string | null }).createdDate;

/**
 * Every keyset list's "show more" (react-query's useInfiniteQuery): the first page when the key
 * changes, the next one after the last row's cursor on `showMore`, fully loaded when a page comes
 * back shorter than the limit. Rows that arrive meanwhile never shift what is shown: later pages
 * stay at or before the first page's newest row. An answer for a key left behind is never shown.
 */
export function useKeysetList<Row extends KeysetRow>(
  queryKey: readonly unknown[],
  fetchPage: (page: KeysetPage) => Promise<Row[]>,
  limit: number,
  enabled = true,
  firstOf: (row: Row) => string | null | undefined = createdDateOf,
) {
  const queryClient = useQueryClient();
  const key = useMemo(() => [...queryKey, limit], [JSON.stringify(queryKey), limit]);
  const firstValue = (row: Row | undefined) => (row && firstOf(row)) ?? undefined;
  const query = useInfiniteQuery({
    queryKey: key,
    enabled,
    initialPageParam: { limit } as KeysetPage,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    getNextPageParam: (last, pages) =>
      last.length < limit ? undefined : { limit, after: last.at(-1)?.cursor, firstCreatedDate: firstValue(pages[0]?.[0]) },
    // A failure is shown with its retry button; a list that changed is reloaded by the user.
    retry: false,
    // A list left (other filters, another tab) is forgotten: coming back opens it at its first page.
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const { fetchNextPage, refetch, isFetchNextPageError, hasNextPage, isFetching } = query;

  return {
    rows,
    /** The first page's newest row. */
    firstCreatedDate: firstValue(query.data?.pages[0]?.[0]),
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
    /** Changes rows in place (what the screen saved), without asking again. */
    updateRows: useCallback(
      (change: (row: Row) => Row) =>
        queryClient.setQueryData<InfiniteData<Row[], KeysetPage>>(key, (data) => data && { ...data, pages: data.pages.map((page) => page.map(change)) }),
      [queryClient, key],
    ),
  };
}
