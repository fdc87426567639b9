import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AlertStore } from '../../alerts/alertStore.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { draftOf, infoInput, rebase, type InfoDraft } from './mediaItemInfo.ts';
import type { MediaItemDetail } from './mediaLibraryMethods.ts';

export interface MediaItemMessage {
  severity: 'warning' | 'error';
  /** An i18n key, or the server's message in the request's language. */
  text: string;
}

export interface MediaItemCallbacks {
  onSaved: (item: MediaItemDetail) => void;
  onDeleted: (id: string) => void;
  alerts: AlertStore;
}

const fieldErrorsOf = (error: GraphQLResponseError) => {
  const fields = error.graphQLErrors[0]?.extensions?.fields;
  return error.code === 'BAD_USER_INPUT' && fields && typeof fields === 'object' ? (fields as Partial<Record<keyof InfoDraft, string>>) : undefined;
};

/**
 * One library file in the drawer: read with its usages, its image info edited on the version shown
 * (a CONFLICT reads it again and keeps what was typed over the new version), deleted after a
 * confirmation (the server refuses while contents use it: its message is shown).
 */
export function useMediaItem(id: string, { onSaved, onDeleted, alerts }: MediaItemCallbacks) {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const queryKey = ['mediaItem', id];
  const { data: item, isError, refetch } = useQuery({ queryKey, queryFn: () => dataProvider.getMediaItem(id), retry: false, gcTime: 0, refetchOnWindowFocus: false });
  const [edit, setEdit] = useState<{ base: InfoDraft; draft: InfoDraft }>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<MediaItemMessage>();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof InfoDraft, string>>>({});
  const shown = edit ?? (item ? { base: draftOf(item), draft: draftOf(item) } : undefined);

  const refused = (error: unknown, what: string) => {
    if (!(error instanceof GraphQLResponseError)) {
      // Network failures were shown by the error link already.
      console.warn(`The media item could not be ${what}`, error);
      return;
    }
    setMessage({ severity: 'error', text: error.message });
  };

  const save = async () => {
    if (!item || !shown) return;
    setBusy(true);
    setMessage(undefined);
    setFieldErrors({});
    try {
      const saved = await dataProvider.saveMediaItemInfo(infoInput(item, shown.draft));
      queryClient.setQueryData(queryKey, saved);
      setEdit(undefined);
      onSaved(saved);
      alerts.showToast({ type: 'success', message: 'media.library.detail.saved' });
    } catch (error) {
      if (error instanceof GraphQLResponseError && error.code === 'CONFLICT') {
        const { data: current } = await refetch();
        if (current) setEdit({ base: draftOf(current), draft: rebase(shown.draft, shown.base, draftOf(current)) });
        setMessage({ severity: 'warning', text: 'media.library.detail.conflict' });
      } else if (error instanceof GraphQLResponseError && fieldErrorsOf(error)) {
        setFieldErrors(fieldErrorsOf(error)!);
      } else refused(error, 'saved');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!item || !(await alerts.confirm({ type: 'warning', message: 'media.library.detail.deleteConfirm' }))) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await dataProvider.deleteMediaItem(item.id, item.version);
      alerts.showToast({ type: 'success', message: 'media.library.detail.deleted' });
      onDeleted(item.id);
    } catch (error) {
      refused(error, 'deleted');
    } finally {
      setBusy(false);
    }
  };

  return {
    item,
    failed: isError,
    draft: shown?.draft,
    changed: (name: keyof InfoDraft, value: string) => shown && setEdit({ base: shown.base, draft: { ...shown.draft, [name]: value } }),
    busy,
    message,
    fieldErrors,
    save,
    remove,
  };
}
