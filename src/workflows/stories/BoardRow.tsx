import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import { Box, Chip, Paper, Stack, Typography, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { isAdvertisement } from './editorSave.ts';
import type { BoardKind, BoardRow as Row } from './boardMethods.ts';

/** The board's columns, one grid for the header and every row; the title takes what is left (a laptop of 1366 px keeps ~380 px for it). */
export const boardColumns = (kind: BoardKind) => (kind === 'stories' ? '44px 40px minmax(160px, 1fr) 112px 180px 128px 48px 120px' : '44px 40px minmax(160px, 1fr) 112px 180px 128px 120px');

export const BOARD_COLUMN_KEYS = {
  stories: ['order', 'picture', 'title', 'type', 'categories', 'publishDate', 'frames', 'actions'],
  reels: ['order', 'picture', 'title', 'type', 'categories', 'publishDate', 'actions'],
} as const;

const THUMBNAIL = { width: 32, height: 44, flexShrink: 0, borderRadius: 0.5 };

/** The first frame's picture or the reel's poster, upright as the site shows them; a mark when there is none. */
function Thumbnail({ path }: { path: string | null }) {
  const src = path ? (/^(https?:)?\/\//.test(path) ? path : resizeUrl(path, 80)) : undefined;
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) {
    return (
      <Box aria-hidden sx={{ ...THUMBNAIL, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
        <ImageNotSupportedOutlinedIcon sx={{ fontSize: 16 }} />
      </Box>
    );
  }
  return <Box component="img" src={src} alt="" loading="lazy" onError={() => setFailed(src)} sx={{ ...THUMBNAIL, objectFit: 'cover', display: 'block' }} />;
}

export interface BoardRowProps extends HTMLAttributes<HTMLDivElement> {
  kind: BoardKind;
  row: Row;
  /** Its place on the published list; none on the pending one. */
  order?: number;
  categoryName(id: string): string;
  actions?: ReactNode;
  dragging?: boolean;
  sx?: SystemStyleObject<Theme>;
}

/** One story or reel of a board, dense: its order, picture, title (with its pin), type, categories, publish date, frames and actions. */
export const BoardRow = forwardRef<HTMLDivElement, BoardRowProps>(function BoardRow({ kind, row, order, categoryName, actions, dragging, sx, ...rest }, ref) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const categories = row.categoryIds.map(categoryName).join(', ');
  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-testid="board-row"
      data-row-id={row.id}
      data-pinned={row.pinned || undefined}
      {...rest}
      sx={{ display: 'grid', gridTemplateColumns: boardColumns(kind), alignItems: 'center', columnGap: 1, px: 0.75, py: 0.25, minHeight: 50, opacity: dragging ? 0.4 : 1, ...sx }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }} aria-label={order === undefined ? undefined : translate('stories.board.order', { order })}>
        {order ?? ''}
      </Typography>
      <Thumbnail path={row.picture} />
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ minWidth: 0 }}>
        {row.pinned && <PushPinIcon color="primary" sx={{ fontSize: 16 }} aria-label={translate('stories.board.pinned')} titleAccess={translate('stories.board.pinned')} />}
        <Typography variant="body2" noWrap title={row.title} data-testid="board-row-title">
          {row.title}
        </Typography>
      </Stack>
      <Box>{isAdvertisement(row.type) && <Chip size="small" color="warning" variant="outlined" label={translate('enums.storyType.advertisement')} />}</Box>
      <Typography variant="caption" noWrap title={categories} color={categories ? 'text.primary' : 'text.secondary'}>
        {categories || translate('stories.board.allCategories')}
      </Typography>
      <Typography variant="caption" noWrap sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {row.publishDate ? formatDate(row.publishDate, DATE_TIME, locale) : ''}
      </Typography>
      {kind === 'stories' && (
        <Typography variant="caption" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {row.framesCount ?? 0}
        </Typography>
      )}
      <Stack direction="row" justifyContent="flex-end">
        {actions}
      </Stack>
    </Paper>
  );
});
