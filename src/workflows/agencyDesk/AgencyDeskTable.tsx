import PhotoOutlinedIcon from '@mui/icons-material/PhotoOutlined';
import { Box, Chip, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { DenseTable, ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import type { RowSelection } from '../../controls/list/useRowSelection.ts';
import { DATE_TIME, TIME, formatDate } from '../../i18n/dateFormats.ts';
import { serverNow } from '../../providers/serverClock.ts';
import type { AgencyDeskRow, AgencyTab } from './agencyDeskRows.ts';
import { EmbargoChip } from './agencyEmbargo.tsx';
import { AgencyThumbnail } from './AgencyThumbnail.tsx';
import { StatusChip } from './StatusChip.tsx';

type Column = 'time' | 'title' | 'agency' | 'category' | 'images' | 'flags' | 'status';

/** Fixed widths; the title takes the rest. */
export const AGENCY_COLUMNS: ListColumns<Column> = {
  name: 'agencyDesk',
  widths: { time: 92, title: undefined, agency: 120, category: 110, images: 64, flags: 112, status: 124 },
  fixed: ['title'],
};
/** Category and marks give way to the open item's panel. */
const BESIDE_PANEL: readonly Column[] = ['time', 'title', 'agency', 'images', 'status'];

export interface AgencyDeskTableProps {
  tab: AgencyTab;
  rows: readonly AgencyDeskRow[];
  canChangeStatus: boolean;
  onStatus: (row: AgencyDeskRow, status: AgencyStatus) => void;
  /** Opens the row's detail: a click on the row, or Enter on the focused row. */
  onOpen: (row: AgencyDeskRow) => void;
  /** The row whose detail is open beside the list. */
  openKey?: string;
  /** The rows chosen for a bulk action (a checkbox column); none without one. */
  selection?: RowSelection;
}

/**
 * The rows of a tab, one line each: time, title (with the spot after it and the embargo before it),
 * agency, category, first thumbnail, the used and inappropriate marks, and the status as a chip
 * with a menu. The header stays on top while the list scrolls under it.
 */
export function AgencyDeskTable({ tab, rows, canChangeStatus, onStatus, onOpen, openKey, selection }: AgencyDeskTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const today = formatDate(serverNow(), 'yyyy-MM-dd', locale);
  const timeOf = (iso: string) => formatDate(iso, formatDate(iso, 'yyyy-MM-dd', locale) === today ? TIME : 'dd.MM HH:mm', locale);

  const cell = (column: Column, row: AgencyDeskRow) => {
    switch (column) {
      case 'time':
        return (
          <time dateTime={row.createdDate} title={formatDate(row.createdDate, DATE_TIME, locale)}>
            {timeOf(row.createdDate)}
          </time>
        );
      case 'title':
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }} title={[row.title, row.spot].filter(Boolean).join('\n')}>
            {/* An embargo into another day names its date too: the chip then gives way, never the whole title. */}
            <EmbargoChip embargoUntil={row.embargoUntil} sx={{ flexShrink: 1, minWidth: 0, maxWidth: '60%' }} />
            <Link
              component="button"
              type="button"
              variant="body2"
              underline="hover"
              color="inherit"
              // The row is what is focused and clicked: its button names it.
              tabIndex={-1}
              // Unread items are bold, as in a mailbox.
              sx={{ ...ELLIPSIS, display: 'block', flex: '0 1 auto', minWidth: '4em', textAlign: 'left', fontWeight: row.status === 'new' ? 700 : 400 }}
            >
              {row.title || translate('agency.untitled')}
            </Link>
            {row.spot && (
              <Typography component="span" variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0, flex: '1 1 0' }}>
                {row.spot}
              </Typography>
            )}
          </Box>
        );
      case 'agency':
        return row.agencyName;
      case 'category':
        return row.category ?? '—';
      case 'images': {
        const [first] = row.images;
        if (!first) return null;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AgencyThumbnail path={first.path} width={80} sx={{ width: 36, height: 24 }} />
            {row.images.length > 1 && (
              <Typography variant="caption" color="text.secondary">
                +{row.images.length - 1}
              </Typography>
            )}
          </Box>
        );
      }
      case 'flags':
        return (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {row.hasItBeenUsed && <Chip size="small" color="success" label={translate('agency.used')} sx={{ height: 20 }} />}
            {row.isInappropriate && <Chip size="small" color="warning" label={translate('agency.inappropriate')} sx={{ height: 20 }} />}
          </Box>
        );
      case 'status':
        return <StatusChip status={row.status} label={translate('agency.statusOf', { title: row.title })} onChange={canChangeStatus ? (status) => onStatus(row, status) : undefined} />;
    }
  };

  return (
    <DenseTable
      label={translate(`agency.tabs.${tab}`)}
      columns={AGENCY_COLUMNS}
      only={openKey === undefined ? undefined : BESIDE_PANEL}
      rows={rows}
      keyOf={(row) => row.key}
      header={(column) =>
        column === 'images' ? (
          // The narrow thumbnails' column is named by an icon; readers hear its name.
          <PhotoOutlinedIcon fontSize="small" titleAccess={translate('agency.columns.images')} sx={{ verticalAlign: 'middle', color: 'text.secondary' }} />
        ) : (
          translate(`agency.columns.${column}`)
        )
      }
      cell={cell}
      onOpen={onOpen}
      controlColumns={['status']}
      openKey={openKey}
      rowHeight={36}
      selection={selection}
      titleOf={(row) => row.title || translate('agency.untitled')}
    />
  );
}
