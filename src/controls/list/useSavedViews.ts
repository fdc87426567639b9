import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { VIEW_PARAM, normalView, sameView, type ViewState } from './viewState.ts';

export interface SavedViewsOptions {
  /** The list's name the views are kept under. */
  list: string;
  /** What the list shows now. */
  current: ViewState;
  /** The address parameters that hold a view's state (the `view` parameter is the menu's). */
  addressOf: (state: ViewState) => Record<string, string | undefined>;
  /** What applying a view sets beside the address (the hidden columns, kept in the store). */
  onApply?: (state: ViewState) => void;
}

/** A list's saved views, the one the address names as open, and what applies, saves and deletes them. */
export function useSavedViews({ list, current, addressOf, onApply }: SavedViewsOptions) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const queryKey = ['savedViews', list];
  const views = useQuery({ queryKey, queryFn: () => dataProvider.getSavedViews(list), refetchOnWindowFocus: false });
  const openId = searchParams.get(VIEW_PARAM) ?? undefined;
  const open = views.data?.find((view) => view.id === openId);
  const modified = Boolean(open && !sameView(current, open.state as ViewState));

  const writeAddress = useCallback(
    (id: string | undefined, state?: ViewState) =>
      setSearchParams(
        (address) => {
          const params = new URLSearchParams(address);
          for (const [name, value] of Object.entries(state ? addressOf(state) : {})) {
            if (value === undefined) params.delete(name);
            else params.set(name, value);
          }
          if (id === undefined) params.delete(VIEW_PARAM);
          else params.set(VIEW_PARAM, id);
          return params;
        },
        { replace: true },
      ),
    [addressOf, setSearchParams],
  );

  const apply = (id: string) => {
    const view = views.data?.find((candidate) => candidate.id === id);
    if (!view) return;
    const state = normalView(view.state as ViewState);
    onApply?.(state);
    writeAddress(id, state);
  };

  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (input: { id?: string; version?: number; name: string; shared: boolean }) =>
      dataProvider.saveSavedView({ ...input, resource: list, state: normalView(current) }),
    onSuccess: async (saved) => {
      await refresh();
      writeAddress(saved.id);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deleteSavedView(id),
    onSuccess: async (_, id) => {
      if (id === openId) writeAddress(undefined);
      await refresh();
    },
  });

  return { views, open, modified, apply, close: () => writeAddress(undefined), save, remove };
}
