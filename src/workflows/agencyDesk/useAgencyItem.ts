import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { archiveInputOf, archiveRefusal } from './agencyArchiving.ts';
import type { AgencyDeskRow, AgencyDeskTransport, AgencyItemDetail, AgencyTab } from './agencyDeskTypes.ts';

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

/**
 * One item of the desk, as the detail view works on it: loaded (an agency item fresh by its id,
 * an archive item or a video as its row brought it), its status changed, marked used or
 * inappropriate on the version shown (a CONFLICT reloads it and says so), saved to the archive
 * when it has an image.
 */
export function useAgencyItem(tab: AgencyTab, row: AgencyDeskRow, transport: AgencyDeskTransport, onRowChange: (key: string, change: RowChange) => void) {
  const translate = useTranslate();
  const [item, setItem] = useState<AgencyItemDetail | null | undefined>(row.detail);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ItemMessage>();
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const attempt = ++latest.current;
    const fresh = await transport.agencyContent(row.key);
    if (attempt !== latest.current) return fresh;
    setItem(fresh);
    if (fresh) onRowChange(fresh.key, rowChangeOf(fresh));
    return fresh;
  }, [transport, row.key, onRowChange]);

  useEffect(() => {
    setMessage(undefined);
    setFailed(false);
    if (row.detail) {
      setItem(row.detail);
      return;
    }
    setItem(undefined);
    reload().catch((error: unknown) => {
      console.warn('The agency item could not be loaded', error);
      setFailed(true);
    });
    // A row of the same item re-rendered with new marks must not reload it.
  }, [row.key, tab]);

  const act = async (action: (current: AgencyItemDetail) => Promise<void>, failure: string) => {
    if (!item || busy) return;
    setBusy(true);
    setMessage(undefined);
    try {
      await action(item);
    } catch (error) {
      console.warn(`The agency item action failed (${failure})`, error);
      setMessage({ severity: 'error', text: refusalText(error) ?? translate(failure) });
    } finally {
      setBusy(false);
    }
  };

  const changeStatus = (status: AgencyStatus) =>
    act(async (current) => {
      await transport.setStatus(tab, current.key, status);
      setItem({ ...current, status });
      onRowChange(current.key, { status });
      setMessage({ severity: 'success', text: translate('agency.statusChanged') });
    }, 'agency.statusFailed');

  const mark = (flag: 'hasItBeenUsed' | 'isInappropriate', value: boolean) =>
    act(async (current) => {
      try {
        const marked = await transport.markAgencyContent({ agencyContentId: current.key, version: current.version ?? 0, [flag]: value });
        const next = { ...current, ...marked };
        setItem(next);
        onRowChange(next.key, rowChangeOf(next));
        setMessage({ severity: 'success', text: translate('agency.detail.marked') });
      } catch (error) {
        if (!(error instanceof GraphQLResponseError && error.code === 'CONFLICT')) throw error;
        await reload();
        setMessage({ severity: 'warning', text: translate('agency.detail.conflict') });
      }
    }, 'agency.detail.markFailed');

  const saveToArchive = () =>
    act(async (current) => {
      const refusal = archiveRefusal(current);
      if (refusal) {
        setMessage({ severity: 'error', text: translate(refusal.message, { ...refusal.params, name: translate(String(refusal.params.name)) }) });
        return;
      }
      await transport.saveAgencyArchive(archiveInputOf(current));
      // The server marks the source item used.
      await reload().catch(() => onRowChange(current.key, { hasItBeenUsed: true }));
      setMessage({ severity: 'success', text: translate('agency.detail.archived') });
    }, 'agency.detail.archiveFailed');

  return { item, failed, busy, message, changeStatus, mark, saveToArchive };
}
