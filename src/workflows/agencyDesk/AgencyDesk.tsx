import { Alert, Box, Button, Tab, Tabs, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
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
import { AGENCY_TABS, type AgencyDeskRow, type AgencyTab } from './agencyDeskRows.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useKeysetList } from '../../providers/useKeysetList.ts';
import type { RowChange } from './useAgencyItem.ts';

export const AGENCY_PAGE_SIZE = 50;

const TAB_PERMISSION: Record<AgencyTab, string> = { contents: 'agency.view', archive: 'agencyArchive.view', video: 'agency.view' };

/**
 * The agency desk (agency/list/:tab?, archive/list): the agency contents, archive and video tabs
 * the user may read, 50 at a time with "show more" (keyset: items arriving meanwhile never shift
 * what is shown), filtered by the toolbar, each row's status changed in place and its detail
 * opened in a side drawer.
 */
export default function AgencyDesk({ can: givenCan }: { can?: PermissionCheck }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
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
  const [openRow, setOpenRow] = useState<AgencyDeskRow>();
  const shownFilter = filterFor(tab, filter);
  const list = useKeysetList(['agencyItems', tab, shownFilter], (page) => dataProvider.getAgencyItems(tab, shownFilter, page), AGENCY_PAGE_SIZE, Boolean(can));
  // What the wire added since the list's first page; Show reloads from the top, which resets it.
  const newItems = useAgencyItemsAdded(tab !== 'archive' && allowed.includes(tab) ? tab : undefined, list.firstCreatedDate);

  const { updateRows } = list;
  const changeRow = useCallback(
    (key: string, change: RowChange) => updateRows((row) => (row.key === key ? { ...row, ...change, detail: row.detail && { ...row.detail, ...change } } : row)),
    [updateRows],
  );
  useEffect(() => setOpenRow(undefined), [tab]);

  const statusChange = useMutation({
    mutationFn: ({ row, status }: { row: AgencyDeskRow; status: AgencyStatus }) => dataProvider.setAgencyStatus(tab, row.key, status),
    onSuccess: (_, { row, status }) => {
      changeRow(row.key, { status });
      notify('agency.statusChanged', { type: 'success' });
    },
    onError: (error) => {
      console.warn('The status could not be changed', error);
      notify('agency.statusFailed', { type: 'error' });
    },
  });

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
        filter={filter}
        onChange={(next) => {
          const written = writeFilter(next);
          setSearchParams(written ? { filter: written } : {}, { replace: true });
        }}
      />
      <NewItemsNotice count={newItems} onShow={list.reload} />
      {list.failed && <Alert severity="error">{translate('agency.loadFailed')}</Alert>}
      {!list.loading && !list.failed && list.rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
          {translate('agency.empty')}
        </Typography>
      ) : (
        <AgencyDeskTable tab={tab} rows={list.rows} canChangeStatus={canChangeStatus} onStatus={(row, status) => statusChange.mutate({ row, status })} onOpen={setOpenRow} />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        {list.loading ? (
          <Loading />
        ) : list.complete ? (
          list.rows.length > 0 && <Typography color="text.secondary">{translate('agency.allShown')}</Typography>
        ) : (
          !list.failed && <Button onClick={list.showMore}>{translate('agency.showMore')}</Button>
        )}
      </Box>
      <AgencyItemDrawer tab={tab} row={openRow} permissions={permissions} onClose={() => setOpenRow(undefined)} onRowChange={changeRow} />
    </Box>
  );
}
