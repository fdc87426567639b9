import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { filterFor, readFilter, writeFilter } from './agencyDeskFilter.ts';
import { AgencyDeskTable } from './AgencyDeskTable.tsx';
import { AgencyFilterToolbar } from './AgencyFilterToolbar.tsx';
import { AgencyItemDrawer } from './AgencyItemDrawer.tsx';
import { NewItemsNotice } from './NewItemsNotice.tsx';
import { useAgencyItemsAdded } from './useAgencyItemsAdded.ts';
import { appAgencyDeskTransport, AGENCY_TABS, type AgencyDeskRow, type AgencyDeskTransport, type AgencyTab } from './agencyDeskTransport.ts';
import type { RowChange } from './useAgencyItem.ts';

export const AGENCY_PAGE_SIZE = 50;

const TAB_PERMISSION: Record<AgencyTab, string> = { contents: 'agency.view', archive: 'agencyArchive.view', video: 'agency.view' };

interface ListState {
  rows: AgencyDeskRow[];
  /** The first page's newest item: later pages never show what arrived after it. */
  firstCreatedDate?: string;
  complete: boolean;
  loading: boolean;
  error?: string;
}

const EMPTY: ListState = { rows: [], complete: false, loading: true };

/**
 * The agency desk (agency/list/:tab?, archive/list): the agency contents, archive and video tabs
 * the user may read, 50 at a time with "show more" (keyset: items arriving meanwhile never shift
 * what is shown), filtered by the toolbar, each row's status changed in place and its detail
 * opened in a side drawer.
 */
export default function AgencyDesk({ transport = appAgencyDeskTransport(), can: givenCan }: { transport?: AgencyDeskTransport; can?: PermissionCheck }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  // The session's check; a story or a test may give its own.
  const sessionCan = usePermissionCheck();
  const can = givenCan ?? sessionCan;
  const params = useParams();
  const archiveRoute = useMatch('/archive/list');
  const allowed = AGENCY_TABS.filter((tab) => can?.(TAB_PERMISSION[tab]));
  const requested = archiveRoute ? 'archive' : (AGENCY_TABS.find((tab) => tab === params.tab) ?? 'contents');
  const tab: AgencyTab = allowed.includes(requested) ? requested : (allowed[0] ?? 'contents');
  const canChangeStatus = Boolean(can?.(tab === 'archive' ? 'agencyArchive.updateStatus' : 'agency.updateStatus'));
  const permissions = { changeStatus: canChangeStatus, mark: Boolean(can?.('agency.save')), archive: Boolean(can?.('agencyArchive.save')) };
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get('filter');
  const filter = useMemo(() => readFilter(filterParam), [filterParam]);
  const [state, setState] = useState<ListState>(EMPTY);
  const [openRow, setOpenRow] = useState<AgencyDeskRow>();
  const attempt = useRef(0);

  const load = useCallback(
    async (previous: ListState | undefined) => {
      const current = ++attempt.current;
      setState((before) => ({ ...(previous ?? EMPTY), rows: previous ? before.rows : [], loading: true, error: undefined }));
      try {
        const last = previous?.rows.at(-1);
        const rows = await transport.list(tab, filterFor(tab, filter), { after: last?.cursor, firstCreatedDate: previous?.firstCreatedDate }, AGENCY_PAGE_SIZE);
        if (current !== attempt.current) return;
        setState((before) => ({
          rows: previous ? [...before.rows, ...rows] : rows,
          firstCreatedDate: previous?.firstCreatedDate ?? rows[0]?.createdDate,
          complete: rows.length < AGENCY_PAGE_SIZE,
          loading: false,
        }));
      } catch (error) {
        if (current !== attempt.current) return;
        setState((before) => ({ ...before, loading: false, error: error instanceof Error ? error.message : String(error) }));
      }
    },
    [tab, transport, filter],
  );

  useEffect(() => {
    void load(undefined);
  }, [load]);
  // What the wire added since the list's first page; Show reloads from the top, which resets it.
  const newItems = useAgencyItemsAdded(tab !== 'archive' && allowed.includes(tab) ? tab : undefined, state.firstCreatedDate);

  const changeRow = useCallback(
    (key: string, change: RowChange) =>
      setState((before) => ({
        ...before,
        rows: before.rows.map((row) => (row.key === key ? { ...row, ...change, detail: row.detail && { ...row.detail, ...change } } : row)),
      })),
    [],
  );
  useEffect(() => setOpenRow(undefined), [tab]);

  const changeStatus = async (row: AgencyDeskRow, status: AgencyStatus) => {
    try {
      await transport.setStatus(tab, row.key, status);
      changeRow(row.key, { status });
      notify('agency.statusChanged', { type: 'success' });
    } catch (error) {
      console.warn('The status could not be changed', error);
      notify('agency.statusFailed', { type: 'error' });
    }
  };

  if (!can) return <Loading />;
  return (
    <Box sx={{ pt: 1 }}>
      <Title title={translate(`agency.tabs.${tab}`)} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {translate(`agency.tabs.${tab}`)}
      </Typography>
      {!archiveRoute && (
        // Each tab has its own agencies and filters: a tab opens unfiltered.
        <Tabs value={tab} onChange={(_, next: AgencyTab) => navigate(`/agency/list/${next}`)} sx={{ mb: 1 }}>
          {allowed.map((name) => (
            <Tab key={name} value={name} label={translate(`agency.tabs.${name}`)} />
          ))}
        </Tabs>
      )}
      <AgencyFilterToolbar
        tab={tab}
        transport={transport}
        filter={filter}
        onChange={(next) => {
          const written = writeFilter(next);
          setSearchParams(written ? { filter: written } : {}, { replace: true });
        }}
      />
      <NewItemsNotice count={newItems} onShow={() => void load(undefined)} />
      {state.error && <Alert severity="error">{translate('agency.loadFailed')}</Alert>}
      {!state.loading && !state.error && state.rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
          {translate('agency.empty')}
        </Typography>
      ) : (
        <AgencyDeskTable tab={tab} rows={state.rows} canChangeStatus={canChangeStatus} onStatus={(row, status) => void changeStatus(row, status)} onOpen={setOpenRow} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        {state.loading ? (
          <Loading />
        ) : state.complete ? (
          state.rows.length > 0 && <Typography color="text.secondary">{translate('agency.allShown')}</Typography>
        ) : (
          !state.error && <Button onClick={() => void load(state)}>{translate('agency.showMore')}</Button>
        )}
      </Box>
      <AgencyItemDrawer tab={tab} row={openRow} transport={transport} permissions={permissions} onClose={() => setOpenRow(undefined)} onRowChange={changeRow} />
    </Box>
  );
}
