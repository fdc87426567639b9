import { Chip, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { AgencyDeskRow, AgencyTab } from './agencyDeskRows.ts';
import { AgencyThumbnail } from './AgencyThumbnail.tsx';
import { StatusSelect } from './StatusSelect.tsx';

const COLUMNS = ['time', 'title', 'agency', 'category', 'images', 'flags', 'status'] as const;

const timeOf = (iso: string) => new Date(iso).toLocaleString(undefined, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

export interface AgencyDeskTableProps {
  tab: AgencyTab;
  rows: readonly AgencyDeskRow[];
  canChangeStatus: boolean;
  onStatus: (row: AgencyDeskRow, status: AgencyStatus) => void;
  /** Opens the row's detail: a click on its title, or Enter on the focused row. */
  onOpen: (row: AgencyDeskRow) => void;
}

/** The rows of a tab: time, title, agency, category, thumbnails, the used and inappropriate marks, the status. */
export function AgencyDeskTable({ tab, rows, canChangeStatus, onStatus, onOpen }: AgencyDeskTableProps) {
  const translate = useTranslate();
  // Only Enter on the row itself: Enter in its status menu belongs to the menu.
  const openOnEnter = (row: AgencyDeskRow) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
  };

  return (
    <Table size="small" aria-label={translate(`agency.tabs.${tab}`)}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`agency.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key} hover tabIndex={0} onKeyDown={openOnEnter(row)} sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 } }}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <time dateTime={row.createdDate}>{timeOf(row.createdDate)}</time>
            </TableCell>
            <TableCell>
              <Link component="button" type="button" underline="hover" color="inherit" onClick={() => onOpen(row)} sx={{ textAlign: 'left', font: 'inherit' }}>
                {row.title || translate('agency.untitled')}
              </Link>
            </TableCell>
            <TableCell>{row.agencyName}</TableCell>
            <TableCell>{row.category ?? '—'}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {row.images.slice(0, 3).map((image, index) => (
                  <AgencyThumbnail key={image.path ?? `missing-${index}`} path={image.path} width={80} sx={{ width: 48, height: 32 }} />
                ))}
              </Stack>
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5}>
                {row.hasItBeenUsed && <Chip size="small" color="success" label={translate('agency.used')} />}
                {row.isInappropriate && <Chip size="small" color="warning" label={translate('agency.inappropriate')} />}
              </Stack>
            </TableCell>
            <TableCell>
              {canChangeStatus ? (
                <StatusSelect status={row.status} label={translate('agency.statusOf', { title: row.title })} onChange={(status) => onStatus(row, status)} />
              ) : (
                <Chip size="small" variant="outlined" label={translate(`agency.statuses.${row.status}`)} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
