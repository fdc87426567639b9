import { useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AlertStore } from '../../../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../../../providers/useAppDataProvider.ts';
import type { ContentRevisionRow } from './contentRevisionMethods.ts';
import { isLastPage } from '../../../../controls/list/listPaging.ts';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryOptions {
  contentId: string;
  /** The version the editor shows: a restore is saved over it. */
  version: number;
  alerts: AlertStore;
  onRestored: (restored: { id: string; version: number }) => void | Promise<void>;
  /** A revision to show first (the activity log's link): compared with the save before it, pages read until it is there. */
  focusId?: string;
}

/**
 * An item's history in the panel: its revisions page by page, the two chosen to compare (the
 * newest two until the user ticks others; a third tick lets the earliest ticked go), their
 * fields read on demand, and the restore after a confirmation.
 */
export function useContentHistory({ contentId, version, alerts, onRestored, focusId }: HistoryOptions) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const listKey = ['contentRevisions', contentId];
  const list = useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam }) => dataProvider.getContentRevisions(contentId, pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (isLastPage(last, HISTORY_PAGE_SIZE) ? undefined : pages.length + 1),
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  const revisions: ContentRevisionRow[] = list.data?.pages.flat() ?? [];
  const [ticked, setTicked] = useState<string[]>();
  const focusIndex = focusId === undefined ? -1 : revisions.findIndex((revision) => revision.id === focusId);
  // The focused save and the one before it (older, next in the newest-first list); else the newest two.
  const chosenIds = ticked ?? revisions.slice(Math.max(focusIndex, 0), Math.max(focusIndex, 0) + 2).map((revision) => revision.id);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const wantsMore = focusId !== undefined && (focusIndex < 0 || focusIndex === revisions.length - 1) && !list.isPending;
  useEffect(() => {
    if (wantsMore && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [wantsMore, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const chosen = revisions.filter((revision) => chosenIds.includes(revision.id)).sort((a, b) => a.version - b.version);
  const snapshots = useQueries({
    queries: chosen.map((revision) => ({
      queryKey: ['contentRevision', contentId, revision.id],
      queryFn: () => dataProvider.getContentRevision(contentId, revision.id),
      staleTime: Infinity,
    })),
  });
  const [older, newer] = snapshots.map((query) => query.data ?? undefined);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();

  const toggle = (id: string) => {
    const current = chosenIds.includes(id) ? chosenIds.filter((other) => other !== id) : [...chosenIds, id].slice(-2);
    setTicked(current);
  };

  const restore = async (revision: ContentRevisionRow) => {
    const values = { version: revision.version };
    const confirmed = await alerts.confirm({ type: 'warning', message: 'contentEditor.history.restoreConfirm', values, confirmLabel: 'contentEditor.history.restoreConfirmLabel' });
    if (!confirmed) return;
    setBusy(true);
    setMessage(undefined);
    try {
      const restored = await dataProvider.restoreContentRevision(contentId, revision.id, version);
      await onRestored(restored);
      setTicked(undefined);
      await queryClient.resetQueries({ queryKey: listKey });
      alerts.showToast({ type: 'success', message: 'contentEditor.history.restored', values: { version: revision.version, newVersion: restored.version } });
    } catch (error) {
      // A stale version (someone saved meanwhile) or a refusal: the server's words.
      if (error instanceof GraphQLResponseError) setMessage(error.message);
      else console.warn('The revision could not be restored', error);
    } finally {
      setBusy(false);
    }
  };

  return {
    revisions,
    failed: list.isError,
    loading: list.isPending,
    hasMore: list.hasNextPage,
    loadMore: () => list.fetchNextPage(),
    chosenIds,
    toggle,
    /** The focused save, once read. */
    focusedId: focusIndex >= 0 ? focusId : undefined,
    comparison: chosen.length === 2 && older && newer ? { older: chosen[0], newer: chosen[1], snapshots: { older, newer } } : undefined,
    busy,
    message,
    restore,
  };
}
