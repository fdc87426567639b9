import { Alert, Box, Button, Chip, MenuItem, Select, Stack, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useMatch, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AGENCY_STATUSES, type AgencyStatus } from '../../../resources/agencyStatus.ts';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { usePermissionCheck } from '../../routes/usePermissionCheck.ts';
import { AgencyFilterToolbar } from './AgencyFilterToolbar.tsx';
import { appAgencyDeskTransport, AGENCY_TABS, type AgencyDeskFilter, type AgencyDeskRow, type AgencyDeskTransport, type AgencyTab } from './agencyDeskTransport.ts';

export const AGENCY_PAGE_SIZE = 50;

const TAB_PERMISSION: Record<AgencyTab, string> = { contents: 'agency.view', archive: 'agencyArchive.view', video: 'agency.view' };

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

interface ListState {
  rows: AgencyDeskRow[];
  /** The first page's newest item: later pages never show what arrived after it. */
  firstCreatedDate?: string;
  complete: boolean;
  loading: boolean;
  error?: string;
}

const EMPTY: ListState = { rows: [], complete: false, loading: true };

/** The toolbar's choices live in the address (`?filter=…`), so a reload or a shared link keeps them. */
function readFilter(raw: string | null): AgencyDeskFilter {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as AgencyDeskFilter) : {};
  } catch {
    return {};
  }
}

/** What a tab's list takes of the toolbar: no news type off the agency contents, no switches on videos. */
function filterFor(tab: AgencyTab, filter: AgencyDeskFilter): AgencyDeskFilter {
  const { newsTypes, used, inappropriate, ...rest } = filter;
  return { ...rest, ...(tab === 'contents' ? { newsTypes } : {}), ...(tab !== 'video' ? { used } : {}), ...(tab === 'contents' ? { inappropriate } : {}) };
}

/**
 * The agency desk (agency/list/:tab?, archive/list): the agency contents, archive and video tabs
 * the user may read, 50 at a time with "show more" (keyset: items arriving meanwhile never shift
 * what is shown), each row's status changed in place.
 */
export default function AgencyDesk({ transport = appAgencyDeskTransport() }: { transport?: AgencyDeskTransport }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const can = usePermissionCheck();
  const params = useParams();
  const archiveRoute = useMatch('/archive/list');
  const allowed = AGENCY_TABS.filter((tab) => can?.(TAB_PERMISSION[tab]));
  const requested = archiveRoute ? 'archive' : (AGENCY_TABS.find((tab) => tab === params.tab) ?? 'contents');
  const tab: AgencyTab = allowed.includes(requested) ? requested : (allowed[0] ?? 'contents');
  const canChangeStatus = Boolean(can?.(tab === 'archive' ? 'agencyArchive.updateStatus' : 'agency.updateStatus'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filterParam = searchParams.get('filter');
  const filter = useMemo(() => readFilter(filterParam), [filterParam]);
  const [state, setState] = useState<ListState>(EMPTY);
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

  const changeStatus = async (row: AgencyDeskRow, status: AgencyStatus) => {
    try {
      await transport.setStatus(tab, row.key, status);
      setState((before) => ({ ...before, rows: before.rows.map((other) => (other.key === row.key ? { ...other, status } : other)) }));
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
          const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
          setSearchParams(Object.keys(kept).length ? { filter: JSON.stringify(kept) } : {}, { replace: true });
        }}
      />
      {state.error && <Alert severity="error">{translate('agency.loadFailed')}</Alert>}
      {!state.loading && !state.error && state.rows.length === 0 ? (
        <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
          {translate('agency.empty')}
        </Typography>
      ) : (
        <Table size="small" aria-label={translate(`agency.tabs.${tab}`)}>
          <TableHead>
            <TableRow>
              {(['time', 'title', 'agency', 'category', 'images', 'used', 'status'] as const).map((column) => (
                <TableCell key={column}>{translate(`agency.columns.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.rows.map((row) => (
              <TableRow key={row.key} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeOf(row.createdDate)}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{row.agencyName}</TableCell>
                <TableCell>{row.category ?? '—'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    {row.imagePaths.slice(0, 3).map((path) => (
                      <Box key={path} component="img" src={resizeUrl(path, 80)} alt="" sx={{ width: 48, height: 32, objectFit: 'cover', borderRadius: 0.5 }} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>{row.hasItBeenUsed && <Chip size="small" color="success" label={translate('agency.used')} />}</TableCell>
                <TableCell>
                  {canChangeStatus ? (
                    <Select
                      size="small"
                      value={row.status}
                      onChange={(event) => void changeStatus(row, event.target.value as AgencyStatus)}
                      inputProps={{ 'aria-label': translate('agency.statusOf', { title: row.title }) }}
                    >
                      {AGENCY_STATUSES.map((status) => (
                        <MenuItem key={status} value={status}>
                          {translate(`agency.statuses.${status}`)}
                        </MenuItem>
                      ))}
                    </Select>
                  ) : (
                    <Chip size="small" variant="outlined" label={translate(`agency.statuses.${row.status}`)} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
    </Box>
  );
}
