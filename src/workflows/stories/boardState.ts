import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { boardFilterOf, movedInGroup, pinnedInGroup, type BoardChoices } from './boardGroups.ts';
import type { BoardKind, BoardRow } from './boardMethods.ts';

/** The spec's refusal (spec 02 §8), with the server's reason when it says more than that (a missing permission, a pending item). */
function told(what: string, error: unknown): string {
  const reason = error instanceof Error ? error.message : '';
  return !reason || reason === what ? what : `${what} ${reason}`;
}

/**
 * A board's two lists (published in order, pending by publish date) under the filters, kept
 * current: a move or a pin shows at once and is sent; a refusal is told with the server's reason
 * (spec 02 §8) and the board read again. Every change announced on the board (another editor's,
 * the publishing job's, this board's own) reads it again; one announced during this board's write
 * waits for the write's answer.
 */
export function useBoardState(kind: BoardKind, choices: BoardChoices) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const boardKey = useMemo(() => ['storyBoard', kind], [kind]);
  const publishedKey = useMemo(() => [...boardKey, 'published', choices], [boardKey, choices]);
  const published = useQuery({ queryKey: publishedKey, queryFn: () => dataProvider.getBoard(kind, boardFilterOf(choices, 'published')) });
  const pending = useQuery({ queryKey: [...boardKey, 'pending', choices], queryFn: () => dataProvider.getBoard(kind, boardFilterOf(choices, 'pending')) });
  const writing = useRef(0);

  const reread = useCallback(() => queryClient.invalidateQueries({ queryKey: boardKey }), [queryClient, boardKey]);

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    // During a write the answer's re-read shows the change too.
    const onChange = () => {
      if (writing.current === 0) void reread();
    };
    Promise.resolve()
      .then(() => dataProvider.watchBoard(kind, onChange))
      .then((unsubscribe) => (active ? (stop = unsubscribe) : unsubscribe()), (error: unknown) => console.warn(`The ${kind} board is not followed`, error));
    return () => {
      active = false;
      stop?.();
    };
  }, [kind, dataProvider, reread]);

  /** A write of the published list: its order shown at once, the write sent, the board read again whatever the answer. */
  const write = useMutation({
    mutationFn: async ({ reorder, send }: { reorder: (rows: readonly BoardRow[]) => BoardRow[] | undefined; send: () => Promise<unknown>; refusal: string }) => {
      writing.current += 1;
      try {
        await queryClient.cancelQueries({ queryKey: publishedKey });
        queryClient.setQueryData<BoardRow[]>(publishedKey, (rows) => (rows && reorder(rows)) ?? rows);
        await send();
      } finally {
        writing.current -= 1;
      }
    },
    onError: (error, { refusal }) => notify(told(translate(refusal), error), { type: 'error' }),
    onSettled: () => void reread(),
  });

  const remove = useMutation({
    mutationFn: (row: BoardRow) => dataProvider.deleteFromBoard(kind, row.id, row.version),
    onSuccess: () => notify('stories.board.notify.deleted', { type: 'info' }),
    onError: (error) => notify(told(translate('stories.board.notify.deleteFailed'), error), { type: 'error' }),
    onSettled: () => void reread(),
  });

  return {
    published: published.data,
    pending: pending.data,
    loading: published.isPending || pending.isPending,
    error: published.error ?? pending.error,
    retry: reread,
    move: (id: string, afterId: string | null) =>
      write.mutate({ reorder: (rows) => movedInGroup(rows, id, afterId), send: () => dataProvider.moveOnBoard(kind, id, afterId), refusal: 'storyBoard.errors.order' }),
    pin: (id: string, pinned: boolean) =>
      write.mutate({ reorder: (rows) => pinnedInGroup(rows, id, pinned), send: () => dataProvider.pinOnBoard(kind, id, pinned), refusal: 'storyBoard.errors.pin' }),
    remove: (row: BoardRow) => remove.mutate(row),
  };
}
