import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useMatch, useNavigate, useParams } from 'react-router-dom';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { AGENCY_DRAFT_TYPES, contentTypeByKey } from '../../../resources/contentTypes.ts';
import type { PermissionCheck } from '../../routes/routeTypes.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { PagedList } from '../../controls/list/PagedList.tsx';
import { useAddressFilter, useAddressParam } from '../../controls/list/useAddressFilter.ts';
import { useKeysetList } from '../../controls/list/useKeysetList.ts';
import { useRowSelection } from '../../controls/list/useRowSelection.ts';
import { ListBulkActions, useOfferedBulkChoices } from '../bulkActions/index.ts';
import { BULK_RESOURCE, bulkChangeOf, bulkChoicesOf } from './agencyBulk.ts';
import { filterFor } from './agencyDeskFilter.ts';
import { AgencyDeskTable } from './AgencyDeskTable.tsx';
import { AgencyFilterToolbar } from './AgencyFilterToolbar.tsx';
import { AgencyItemDrawer } from './AgencyItemDrawer.tsx';
import { NewItemsNotice } from './NewItemsNotice.tsx';
import { useAgencyItemsAdded } from './useAgencyItemsAdded.ts';
import { AGENCY_TABS, type AgencyDeskRow, type AgencyTab } from './agencyDeskRows.ts';
import type { AgencyDeskFilter } from './agencyMethods.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { useFillWindow } from '../../layout/useFillWindow.ts';
import type { RowChange } from './useAgencyItem.ts';
import { useDeskKeys } from './useDeskKeys.ts';

/** The address names the open item: `?item=<key>` (an agency item's agencyContentId, else the id). */
export const ITEM_PARAM = 'item';

const TAB_PERMISSION: Record<AgencyTab, string> = { contents: 'agency.view', archive: 'agencyArchive.view', video: 'agency.view' };

/** An agency item opened from the address before (or without) its row in the list: the detail reads it by its key. */
const rowOfKey = (key: string): AgencyDeskRow => ({
  key,
  title: '',
  spot: '',
  embargoUntil: null,
  agencyName: '',
  category: null,
  createdDate: '',
  status: 'read',
  hasItBeenUsed: false,
  isInappropriate: false,
  images: [],
  version: null,
  cursor: '',
  detail: undefined,
});

/**
 * The agency desk (agency/list/:tab?, archive/list): the agency contents, archive and video tabs
 * the user may read, 50 at a time with "show more" (keyset: items arriving meanwhile never shift
 * what is shown), filtered by the toolbar, one line per item with its status changed in place from a
 * chip. An item opens in a panel beside the list, named in the address (`?item=`, so a reload or a
 * shared link opens it), and j / k or the arrow keys move to the next or previous item.
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
  const permissions = {
    changeStatus: canChangeStatus,
    mark: Boolean(can?.('agency.save')),
    archive: Boolean(can?.('agencyArchive.save')),
    createContent: AGENCY_DRAFT_TYPES.map(contentTypeByKey).filter((type) => can?.(`${type.permission}.save`)),
  };
  const [filter, setFilter] = useAddressFilter<AgencyDeskFilter>();
  const [openKey, setOpenKey] = useAddressParam(ITEM_PARAM);
  const shownFilter = filterFor(tab, filter);
  const list = useKeysetList(['agencyItems', tab, shownFilter], (page) => dataProvider.getAgencyItems(tab, shownFilter, page), {
    enabled: Boolean(can),
    keyOf: (row) => row.key,
  });
  // What the wire added since the list's first page; Show reloads from the top, which resets it.
  const newItems = useAgencyItemsAdded(tab !== 'archive' && allowed.includes(tab) ? tab : undefined, list.firstCreatedDate);
  const { ref, height } = useFillWindow();
  const listRef = useRef<HTMLDivElement>(null);

  // The open item: its row once the list holds it; an agency item is read by its key meanwhile.
  // Not before the first page: a row from it carries its status (a new item is marked read on opening).
  const openRow =
    openKey === undefined || (list.loading && list.rows.length === 0) ? undefined : (list.rows.find((row) => row.key === openKey) ?? (tab === 'contents' ? rowOfKey(openKey) : undefined));
  const open = useCallback(
    (row: AgencyDeskRow) => {
      setOpenKey(row.key);
      listRef.current?.querySelector<HTMLElement>(`tr[data-key="${CSS.escape(row.key)}"]`)?.focus({ preventScroll: true });
    },
    [setOpenKey],
  );
  const close = useCallback(() => setOpenKey(undefined), [setOpenKey]);
  useDeskKeys({ rows: list.rows, openKey, onOpen: open, onClose: close, listRef });

  const { mergeRow } = list;
  const changeRow = useCallback((key: string, change: RowChange) => mergeRow(key, (row) => ({ ...row, ...change, detail: row.detail && { ...row.detail, ...change } })), [mergeRow]);
  // The open row stays in view as it changes (j / k, a shared link).
  useEffect(() => {
    if (openKey) listRef.current?.querySelector(`tr[data-key="${CSS.escape(openKey)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [openKey, list.rows.length]);

  const rowKeys = useMemo(() => list.rows.map((row) => row.key), [list.rows]);
  const selection = useRowSelection(rowKeys, [tab, shownFilter]);
  const bulkChoices = useMemo(() => bulkChoicesOf(tab, translate), [tab, translate]);
  // Checkboxes only for a role that may do something to the chosen rows.
  const offersBulk = useOfferedBulkChoices(BULK_RESOURCE[tab], bulkChoices).length > 0;

  const statusChange = useMutation({
    mutationFn: ({ row, status }: { row: AgencyDeskRow; status: AgencyStatus }) => dataProvider.setAgencyStatus(tab, row.key, status),
    // The answer says whether the status changed: only a change is a new version.
    onSuccess: (changed, { row, status }) => {
      changeRow(row.key, { status, version: changed && row.version !== null ? row.version + 1 : row.version });
      notify('agency.statusChanged', { type: 'success' });
    },
    onError: (error) => {
      console.warn('The status could not be changed', error);
      notify('agency.statusFailed', { type: 'error' });
    },
  });

  if (!can) return <Loading />;
  return (
    <Box ref={ref} sx={{ pt: 1, height, minHeight: 360, display: 'flex', flexDirection: 'column' }}>
      <Title title={translate(`agency.tabs.${tab}`)} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h6" component="h1">
          {translate(`agency.tabs.${tab}`)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('agency.keys')}
        </Typography>
      </Box>
      {!archiveRoute && (
        // Each tab has its own agencies and filters: a tab opens unfiltered, with nothing open.
        <Tabs value={tab} onChange={(_, next: AgencyTab) => navigate(`/agency/list/${next}`)} sx={{ mb: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0.5 } }}>
          {allowed.map((name) => (
            <Tab key={name} value={name} label={translate(`agency.tabs.${name}`)} />
          ))}
        </Tabs>
      )}
      <AgencyFilterToolbar tab={tab} filter={filter} onChange={setFilter} />
      <NewItemsNotice count={newItems} onShow={list.reload} />
      <ListBulkActions
        resource={BULK_RESOURCE[tab]}
        selection={selection}
        rows={list.rows}
        keyOf={(row) => row.key}
        titleOf={(row) => row.title || translate('agency.untitled')}
        versionOf={(row) => row.version}
        choices={bulkChoices}
        onDone={(report, choice) => {
          const done = new Set(report.rows.filter((row) => row.outcome === 'DONE').map((row) => row.id));
          for (const row of list.rows) {
            const change = done.has(row.key) ? bulkChangeOf(row, choice) : undefined;
            if (change) changeRow(row.key, change);
          }
        }}
      />
      <PagedList
        list={list}
        texts={{ empty: 'agency.empty', allShown: 'agency.allShown', loadFailed: 'agency.loadFailed' }}
        fill
        listRef={listRef}
        detail={openRow && <AgencyItemDrawer tab={tab} row={openRow} permissions={permissions} onClose={close} onRowChange={changeRow} />}
      >
        <AgencyDeskTable
          tab={tab}
          rows={list.rows}
          canChangeStatus={canChangeStatus}
          onStatus={(row, status) => statusChange.mutate({ row, status })}
          onOpen={open}
          openKey={openRow && openKey}
          selection={offersBulk ? selection : undefined}
        />
      </PagedList>
    </Box>
  );
}
