import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { Headline } from './headlineMethods.ts';
import { movedAfter } from './headlineOrder.ts';

const codeOf = (error: unknown) => (error as { code?: string } | undefined)?.code;
const messageOf = (error: unknown) => (error instanceof Error && error.message) || 'headlines.notify.failed';

export interface HeadlineMove {
  headline: Headline;
  itemId: string;
  afterItemId: string | null;
}

/**
 * The columns of one headline category, kept current: a move shows at once (optimistic) and is
 * sent with the version the board saw; a stale one (CONFLICT) is re-read and made once more on the
 * fresh order when both items are still there, and the editor is told either way. Every change
 * another editor makes to a headline of the category re-reads that headline.
 */
export function useHeadlineBoard(headlineCategoryId: string | undefined) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const queryKey = useMemo(() => ['headlines', headlineCategoryId], [headlineCategoryId]);
  const query = useQuery({ queryKey, queryFn: () => dataProvider.getHeadlines(headlineCategoryId!), enabled: headlineCategoryId !== undefined });
  // Headlines with a write under way, and the newest version announced for each meanwhile.
  const writing = useRef(new Set<string>());
  const announced = useRef(new Map<string, number>());

  const current = useCallback((id: string) => queryClient.getQueryData<Headline[]>(queryKey)?.find((headline) => headline.id === id), [queryClient, queryKey]);
  /** Shows `next` in place of its column; an answer older than what is shown is dropped unless `force`d (a re-read). */
  const show = useCallback(
    (next: Headline, force = false) =>
      queryClient.setQueryData<Headline[]>(queryKey, (list) => list?.map((headline) => (headline.id === next.id && (force || next.version >= headline.version) ? next : headline))),
    [queryClient, queryKey],
  );
  const reread = useCallback(
    async (id: string) => {
      const fresh = await dataProvider.getHeadline(id);
      if (fresh) show(fresh, true);
      return fresh;
    },
    [dataProvider, show],
  );
  /** After a write: a change announced meanwhile that the answer does not carry is read. */
  const settle = useCallback(
    (id: string) => {
      writing.current.delete(id);
      const shown = current(id);
      if (shown && (announced.current.get(id) ?? 0) > shown.version) void reread(id).catch((error: unknown) => console.warn('The headline could not be re-read', error));
    },
    [current, reread],
  );

  useEffect(() => {
    if (headlineCategoryId === undefined) return;
    let active = true;
    let stop: (() => void) | undefined;
    const onChange = ({ headlineId, version }: { headlineId: string; version: number }) => {
      announced.current.set(headlineId, Math.max(version, announced.current.get(headlineId) ?? 0));
      const shown = current(headlineId);
      if (writing.current.has(headlineId) || (shown && shown.version >= version)) return;
      void reread(headlineId).catch((error: unknown) => console.warn('The headline could not be re-read', error));
    };
    Promise.resolve()
      .then(() => dataProvider.watchHeadlines(headlineCategoryId, onChange))
      .then((unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()), (error: unknown) => console.warn('The headlines are not followed', error));
    return () => {
      active = false;
      stop?.();
    };
  }, [headlineCategoryId, dataProvider, current, reread]);

  const moveOnce = async ({ headline, itemId, afterItemId }: HeadlineMove) => {
    const optimistic = movedAfter(headline.items, itemId, afterItemId);
    if (optimistic) show({ ...headline, items: optimistic }, true);
    show(await dataProvider.moveHeadlineItem(headline.id, itemId, afterItemId, headline.version), true);
  };
  const move = useMutation({
    mutationFn: async (move: HeadlineMove) => {
      writing.current.add(move.headline.id);
      try {
        await moveOnce(move);
      } catch (error) {
        if (codeOf(error) !== 'CONFLICT') throw error;
        const fresh = await reread(move.headline.id);
        if (!fresh || !movedAfter(fresh.items, move.itemId, move.afterItemId)) {
          notify('headlines.notify.dropped', { type: 'warning' });
          return;
        }
        await moveOnce({ ...move, headline: fresh });
        notify('headlines.notify.reapplied', { type: 'info' });
      } finally {
        settle(move.headline.id);
      }
    },
    onError: (error, { headline }) => {
      notify(messageOf(error), { type: 'error' });
      void reread(headline.id).catch(() => undefined);
    },
  });

  /** Any other write of a headline (pin, hide, pending, remove, edit): its answer replaces the column; a refusal is told and the column re-read. */
  const change = useMutation({
    mutationFn: async ({ headline, write }: { headline: Headline; write: (version: number) => Promise<Headline> }) => {
      writing.current.add(headline.id);
      try {
        show(await write(headline.version), true);
      } finally {
        settle(headline.id);
      }
    },
    onError: (error, { headline }) => {
      notify(messageOf(error), { type: 'error' });
      void reread(headline.id).catch(() => undefined);
    },
  });

  return {
    headlines: query.data,
    loading: query.isPending && headlineCategoryId !== undefined,
    error: query.error,
    move: (next: HeadlineMove) => move.mutate(next),
    /** Resolves true once the change is shown, false when it was refused (and told). */
    change: (headline: Headline, write: (version: number) => Promise<Headline>) => change.mutateAsync({ headline, write }).then(() => true, () => false),
  };
}
