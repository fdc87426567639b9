import MovieIcon from '@mui/icons-material/Movie';
import { Box, Chip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { UPLOAD_MEDIA_TYPE } from '../../../resources/uploadRules.ts';
import { DenseTable, ELLIPSIS } from '../../controls/list/DenseTable.tsx';
import type { ListColumns } from '../../controls/list/listColumns.ts';
import type { RowSelection } from '../../controls/list/useRowSelection.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { mediaTypeLabel } from './mediaLibraryFilter.ts';
import { fileNameOf, type MediaItemRow } from './mediaLibraryMethods.ts';
import { useMegabytes } from '../../controls/upload/useMegabytes.ts';

type Column = 'thumbnail' | 'text' | 'reporter' | 'source' | 'size' | 'createdDate' | 'mediaType' | 'usageCount';

/** Fixed widths that fit a 1280 px window beside the menu; the caption takes the rest. */
export const MEDIA_COLUMNS: ListColumns<Column> = {
  name: 'mediaItems',
  widths: { thumbnail: 72, text: undefined, reporter: 120, source: 110, size: 76, createdDate: 128, mediaType: 68, usageCount: 72 },
  fixed: ['text'],
};
/** The thumbnail cell's box; the resize URL asks the smallest width that fills it sharply. */
const THUMBNAIL = { width: 56, height: 40 } as const;
export const THUMBNAIL_WIDTH = 80;

export interface MediaLibraryTableProps {
  rows: readonly MediaItemRow[];
  /** The rows chosen (a checkbox column): for the zip download and the bulk actions. */
  selection: RowSelection;
  onOpen: (row: MediaItemRow) => void;
  openId?: string;
  thumbnailUrl: (path: string) => string | undefined;
}

/**
 * The site's images and videos, one dense row each: a box to choose it (zip, bulk actions), the thumbnail, caption,
 * reporter, source, size, date, type and how many contents use it. A click or Enter opens the file's drawer.
 */
export function MediaLibraryTable({ rows, selection, onOpen, openId, thumbnailUrl }: MediaLibraryTableProps) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const [locale] = useLocaleState();
  // A row's accessible name stays its own: its caption, else its file name (the storage's for a file stored before names were kept).
  const nameOf = (row: MediaItemRow) => row.text || fileNameOf(row);

  const cell = (column: Column, row: MediaItemRow) => {
    switch (column) {
      case 'thumbnail':
        return row.mediaType === UPLOAD_MEDIA_TYPE.video ? (
          <Box sx={{ ...THUMBNAIL, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <MovieIcon color="action" />
          </Box>
        ) : (
          <Box component="img" src={thumbnailUrl(row.path)} alt="" loading="lazy" sx={{ ...THUMBNAIL, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
        );
      case 'text':
        return (
          <Box sx={{ minWidth: 0 }} title={row.text ?? row.name ?? undefined}>
            <Typography variant="body2" sx={{ ...ELLIPSIS, fontWeight: 500 }} color={row.text ? undefined : 'text.secondary'}>
              {row.text || translate('media.library.noCaption')}
            </Typography>
            {/* The name it was uploaded under; a file stored before names were kept shows no generated one. */}
            {(row.width && row.height) || row.name ? (
              <Typography variant="caption" color="text.secondary" component="div" sx={ELLIPSIS}>
                {[row.width && row.height ? `${row.width} x ${row.height} px` : null, row.name].filter(Boolean).join(' · ')}
              </Typography>
            ) : null}
          </Box>
        );
      case 'reporter':
        return row.reporter || '—';
      case 'source':
        return row.source || '—';
      case 'size':
        return translate('media.library.size', { size: megabytes(row.size ?? 0) });
      case 'createdDate':
        return <time dateTime={row.createdDate}>{formatDate(row.createdDate, DATE_TIME, locale)}</time>;
      case 'mediaType':
        return translate(mediaTypeLabel(row.mediaType));
      case 'usageCount':
        return <Chip size="small" label={row.usageCount} color={row.usageCount > 0 ? 'primary' : 'default'} variant={row.usageCount > 0 ? 'filled' : 'outlined'} sx={{ height: 20 }} />;
    }
  };

  return (
    <DenseTable
      label={translate('media.library.table')}
      columns={MEDIA_COLUMNS}
      rows={rows}
      keyOf={(row) => row.id}
      header={(column) => translate(`media.library.columns.${column}`)}
      cell={cell}
      onOpen={onOpen}
      openKey={openId}
      rowHeight={48}
      selection={selection}
      titleOf={nameOf}
    />
  );
}
