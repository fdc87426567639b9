import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { ContentTypeDefinition } from '../../../resources/contentTypes.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { archiveInputOf, archiveRefusal } from './agencyArchiving.ts';
import { activeEmbargo } from './agencyEmbargo.tsx';
import type { AgencyDeskRow, AgencyItemDetail, AgencyTab } from './agencyDeskRows.ts';
import { conflictChanges, type AgencyEdits, type ConflictChange } from './agencyConflict.ts';

export interface ItemMessage {
  severity: 'success' | 'warning' | 'error';
  text: string;
}

/** A save refused because the item changed after the editor read it: what differs now, and what was tried. */
export interface ItemConflict {
  changes: ConflictChange[];
  /** Marks: "keep mine" sends them again, on the current version. Edits stay in the editor's form instead. */
  retry?: () => void;
}

/** What changed of a row, for the list behind the detail. */
export type RowChange = Partial<Pick<AgencyDeskRow, 'status' | 'hasItBeenUsed' | 'isInappropriate' | 'title' | 'spot' | 'version'>>;

/** The row as the item read or saved (its version too: a bulk mark from the list is based on it). */
const rowChangeOf = (item: AgencyItemDetail): RowChange => ({ status: item.status, hasItBeenUsed: item.hasItBeenUsed, isInappropriate: Boolean(item.isInappropriate), title: item.title, spot: item.spot, version: item.version });

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
 * an archive item or a video as its row brought it) and marked read on opening by whoever may
 * change statuses; its status changed, marked used or inappropriate, its text edited, on the
 * version shown (a CONFLICT reloads it and shows what differs, the editor's values kept), saved to
 * the archive when it has an image and no running embargo.
 */
export function useAgencyItem(tab: AgencyTab, row: AgencyDeskRow, onRowChange: (key: string, change: RowChange) => void, { markRead = false } = {}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [message, setMessage] = useState<ItemMessage>();
  const [conflict, setConflict] = useState<ItemConflict>();
  const queryKey = ['agencyItem', tab, row.key];
  // Decided once, on opening: the row turns "read" under the open item.
  const [toMarkRead] = useState(() => markRead && row.status === 'new');
  const { data: item, isError: failed, refetch } = useQuery({
    queryKey,
    queryFn: async () => {
      // Before the item is read: marking it bumps the version a later save is based on.
      const marked = toMarkRead && (await dataProvider.setAgencyStatus(tab, row.key, 'read').catch((error: unknown) => console.warn('The item could not be marked read', error)));
      if (marked) onRowChange(row.key, { status: 'read' });
      if (row.detail) return marked ? { ...row.detail, status: 'read' as const } : row.detail;
      const fresh = await dataProvider.getAgencyItem(row.key);
      // Read fresh at each opening: the row shows what was read.
      if (fresh) onRowChange(fresh.key, rowChangeOf(fresh));
      return fresh;
    },
    // Archive and video rows bring the whole item; an agency item is read fresh at each opening.
    initialData: toMarkRead ? undefined : row.detail,
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
    return fresh;
  };

  const action = useMutation({
    mutationFn: ({ run }: { run: () => Promise<ItemMessage | undefined>; failure: string }) => run(),
    onMutate: () => setMessage(undefined),
    onSuccess: (done) => setMessage(done),
    onError: (error, { failure }) => {
      console.warn(`The agency item action failed (${failure})`, error);
      setMessage({ severity: 'error', text: refusalText(error) ?? translate(failure) });
    },
  });
  // What a later call (the conflict's "keep mine") works on: the item and the state of now, not of its render.
  const latest = useRef({ item, pending: action.isPending });
  latest.current = { item, pending: action.isPending };
  /** Runs an action; true when it did what it was asked (no refusal, no conflict). */
  const act = async (run: ItemAction['run'], failure: string) => {
    const { item: current, pending } = latest.current;
    if (!current || pending) return false;
    setConflict(undefined);
    try {
      const done = await action.mutateAsync({ run: () => run(current), failure });
      return done?.severity === 'success';
    } catch {
      return false;
    }
  };

  const changeStatus = (status: AgencyStatus) =>
    act(async (current) => {
      // A change (not the same status again) is a new version, which the next save is based on.
      const changed = await dataProvider.setAgencyStatus(tab, current.key, status);
      const next = { ...current, status, version: changed && current.version !== null ? current.version + 1 : current.version };
      queryClient.setQueryData(queryKey, next);
      onRowChange(current.key, { status, version: next.version });
      return { severity: 'success', text: translate('agency.statusChanged') };
    }, 'agency.statusFailed');

  /** saveAgencyContent on the version shown; on CONFLICT the current version is shown and compared with the editor's. */
  const save = (change: Partial<AgencyEdits> & { hasItBeenUsed?: boolean; isInappropriate?: boolean }, success: string, retry?: () => void) =>
    act(async (current) => {
      try {
        const saved = await dataProvider.saveAgencyContent({ agencyContentId: current.key, version: current.version ?? 0, ...change });
        show({ ...current, ...saved });
        return { severity: 'success', text: translate(success) };
      } catch (error) {
        if (!isConflict(error)) throw error;
        const fresh = await reload();
        if (fresh) setConflict({ changes: conflictChanges(fresh, { ...current, ...change }), retry });
        return { severity: 'warning', text: translate('agency.conflict.title') };
      }
    }, 'agency.detail.markFailed');

  const mark = (flag: 'hasItBeenUsed' | 'isInappropriate', value: boolean): Promise<boolean> => save({ [flag]: value }, 'agency.detail.marked', () => void mark(flag, value));

  /** The editor's title, spot, text and tags. */
  const saveEdits = (edits: Partial<AgencyEdits>) => save(edits, 'agency.detail.marked');

  const saveToArchive = () =>
    act(async (current) => {
      if (activeEmbargo(current.embargoUntil)) return { severity: 'error', text: translate('agency.detail.archiveFailed') };
      const refusal = archiveRefusal(current);
      if (refusal) return { severity: 'error', text: translate(refusal.message, { ...refusal.params, name: translate(String(refusal.params.name)) }) };
      await dataProvider.archiveAgencyItem(archiveInputOf(current));
      // The server marks the source item used.
      await reload().catch(() => onRowChange(current.key, { hasItBeenUsed: true }));
      return { severity: 'success', text: translate('agency.detail.archived') };
    }, 'agency.detail.archiveFailed');

  /** The item as the caller's draft of `type` (the server marks it used), then that draft's editor. */
  const createContent = (type: ContentTypeDefinition) =>
    act(async (current) => {
      if (activeEmbargo(current.embargoUntil)) return { severity: 'error', text: translate('agency.detail.createContentFailed') };
      try {
        const { draftId } = await dataProvider.saveAgencyContent({ agencyContentId: current.key, version: current.version ?? 0, createDraft: type.value });
        navigate(`/content/${type.route}?draft=${draftId}`);
        return { severity: 'success', text: translate('agency.detail.marked') };
      } catch (error) {
        if (!isConflict(error)) throw error;
        // Made from the item as it is now, once it is shown: the editor asks again.
        await reload();
        return { severity: 'warning', text: translate('agency.conflict.title') };
      }
    }, 'agency.detail.createContentFailed');

  return { item, failed, busy: action.isPending, message, conflict, dismissConflict: () => {
      setConflict(undefined);
      setMessage(undefined);
    }, changeStatus, mark, saveEdits, saveToArchive, createContent };
}
