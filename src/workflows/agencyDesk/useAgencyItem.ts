import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { archiveInputOf, archiveRefusal } from './agencyArchiving.ts';
import type { AgencyDeskRow, AgencyItemDetail, AgencyTab } from './agencyDeskRows.ts';

export interface ItemMessage {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/** What changed of a row, for the list behind the detail. */
export type RowChange = Partial<Pick<AgencyDeskRow, 'status' | 'hasItBeenUsed' | 'isInappropriate'>>;

const rowChangeOf = (item: AgencyItemDetail): RowChange => ({ status: item.status, hasItBeenUsed: item.hasItBeenUsed, isInappropriate: Boolean(item.isInappropriate) });

/** The first field message of a refused save (BAD_USER_INPUT's `fields`), else its message. */
function refusalText(error: unknown): string | undefined {
  if (!(error instanceof GraphQLResponseError) || error.code !== 'BAD_USER_INPUT') return undefined;
  const fields = error.graphQLErrors[0]?.extensions?.fields as Record<string, string> | undefined;
  return Object.values(fields ?? {})[0] ?? error.message;
}

const isConflict = (error: unknown) => error instanceof GraphQLResponseError && error.code === 'CONFLICT';

/** One action on the item: what it does, and the message key shown when it fails. */
interface ItemAction {
  run: (current: AgencyItemDetail) => Promise<ItemMessage | undefined>;
  failure: string;
}

/**
 * One item of the desk, as the detail view works on it: loaded (an agency item fresh by its id,
 * an archive item or a video as its row brought it), its status changed, marked used or
 * inappropriate on the version shown (a CONFLICT reloads it and says so), saved to the archive
 * when it has an image.
 */
export function useAgencyItem(tab: AgencyTab, row: AgencyDeskRow, onRowChange: (key: string, change: RowChange) => void) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<ItemMessage>();
  const queryKey = ['agencyItem', tab, row.key];
  const { data: item, isError: failed, refetch } = useQuery({
    queryKey,
    queryFn: async () => row.detail ?? (await dataProvider.getAgencyItem(row.key)),
    // Archive and video rows bring the whole item; an agency item is read fresh at each opening.
    initialData: row.detail,
    staleTime: row.detail ? Infinity : 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const show = (next: AgencyItemDetail) => {
    queryClient.setQueryData(queryKey, next);
    onRowChange(next.key, rowChangeOf(next));
  };
  const reload = async () => {
    const { data: fresh } = await refetch({ throwOnError: true });
    if (fresh) onRowChange(fresh.key, rowChangeOf(fresh));
  };

  const action = useMutation({
    mutationFn: ({ run }: ItemAction) => run(item!),
    onMutate: () => setMessage(undefined),
    onSuccess: (done) => setMessage(done),
    onError: (error, { failure }) => {
      console.warn(`The agency item action failed (${failure})`, error);
      setMessage({ severity: 'error', text: refusalText(error) ?? translate(failure) });
    },
  });
  const act = (run: ItemAction['run'], failure: string) => {
    if (item && !action.isPending) action.mutate({ run, failure });
  };

  const changeStatus = (status: AgencyStatus) =>
    act(async (current) => {
      await dataProvider.setAgencyStatus(tab, current.key, status);
      queryClient.setQueryData(queryKey, { ...current, status });
      onRowChange(current.key, { status });
      return { severity: 'success', text: translate('agency.statusChanged') };
    }, 'agency.statusFailed');

  const mark = (flag: 'hasItBeenUsed' | 'isInappropriate', value: boolean) =>
    act(async (current) => {
      try {
        const marked = await dataProvider.saveAgencyContent({ agencyContentId: current.key, version: current.version ?? 0, [flag]: value });
        show({ ...current, ...marked });
        return { severity: 'success', text: translate('agency.detail.marked') };
      } catch (error) {
        if (!isConflict(error)) throw error;
        await reload();
        return { severity: 'warning', text: translate('agency.detail.conflict') };
      }
    }, 'agency.detail.markFailed');

  const saveToArchive = () =>
    act(async (current) => {
      const refusal = archiveRefusal(current);
      if (refusal) return { severity: 'error', text: translate(refusal.message, { ...refusal.params, name: translate(String(refusal.params.name)) }) };
      await dataProvider.archiveAgencyItem(archiveInputOf(current));
      // The server marks the source item used.
      await reload().catch(() => onRowChange(current.key, { hasItBeenUsed: true }));
      return { severity: 'success', text: translate('agency.detail.archived') };
    }, 'agency.detail.archiveFailed');

  return { item, failed, busy: action.isPending, message, changeStatus, mark, saveToArchive };
}
