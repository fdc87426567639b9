import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { notifyFailure } from '../../providers/notifyFailure.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { Handbook } from './handbookMethods.ts';
import { isHandbookRefusal } from './handbookRefusal.ts';

const HandbookDialog = lazy(() => import('./HandbookDialog.tsx'));

export const handbookKey = (locale: string) => ['handbook', locale] as const;

/**
 * For a form's save errors: a write the server refused because the user has not accepted the
 * current handbook (a new version came out while the editor was open, or the first reading
 * failed) shows the handbook again, read afresh; the form stays as typed underneath. True when it
 * was that refusal.
 */
export function useHandbookRefusal(): (error: unknown) => boolean {
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  return (error) => {
    if (!isHandbookRefusal(error)) return false;
    queryClient.setQueryData<Handbook>(handbookKey(locale), (known) => known && { ...known, accepted: false, acceptedDate: null });
    void queryClient.invalidateQueries({ queryKey: handbookKey(locale) });
    return true;
  };
}

/**
 * In front of a content editor: the editor's handbook, until the user has accepted its current
 * version (spec 02 §1; the server refuses their content writes meanwhile). Cancelling goes back to
 * the content list. The dialog's code loads only for a user who has to accept.
 */
export function HandbookGate({ leaveTo = '/content/list' }: { leaveTo?: string }) {
  const [locale] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const { data: handbook, refetch } = useQuery({ queryKey: handbookKey(locale), queryFn: () => dataProvider.getHandbook(locale), staleTime: 60_000 });
  const { mutate: accept, isPending } = useMutation({
    mutationFn: (version: string) => dataProvider.acceptHandbook(version),
    onSuccess: (accepted) => queryClient.setQueryData(handbookKey(locale), accepted),
    // The text changed since it was shown (CONFLICT): the current one replaces it, to be read and accepted.
    onError: (error) => {
      notifyFailure(notify, error);
      void refetch();
    },
  });
  if (!handbook || handbook.accepted) return null;
  return (
    <Suspense fallback={null}>
      <HandbookDialog key={handbook.version} handbook={handbook} accepting={isPending} onAccept={accept} onCancel={() => navigate(leaveTo)} />
    </Suspense>
  );
}
