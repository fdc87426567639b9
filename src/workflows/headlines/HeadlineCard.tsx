import AutoModeIcon from '@mui/icons-material/AutoMode';
import PushPinIcon from '@mui/icons-material/PushPin';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Box, Chip, Paper, Stack, Tooltip, Typography, type Theme } from '@mui/material';
import type { SystemStyleObject } from '@mui/system';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_TIME, TIME, formatDate } from '../../i18n/dateFormats.ts';
import { cardImage, cardKind } from './headlineCardFacts.ts';
import type { HeadlineItem } from './headlineMethods.ts';

export interface HeadlineCardProps extends HTMLAttributes<HTMLDivElement> {
  item: HeadlineItem;
  /** Past the type's item count: listed, not shown on the site. */
  notShown?: boolean;
  /** Being dragged: the card stays as a faint placeholder. */
  dragging?: boolean;
  /** The card's menu (left out on a read-only board). */
  actions?: ReactNode;
  /** Styles over the card's own (a sortable card's cursor and focus ring). */
  sx?: SystemStyleObject<Theme>;
}

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

function CardThumbnail({ item }: { item: HeadlineItem }) {
  const src = cardImage(item);
  const [failed, setFailed] = useState<string>();
  const size = { width: 56, height: 38, flexShrink: 0, borderRadius: 0.5 };
  if (!src || failed === src) return <Box aria-hidden sx={{ ...size, bgcolor: 'action.hover' }} />;
  return <Box component="img" src={src} alt="" loading="lazy" onError={() => setFailed(src)} sx={{ ...size, objectFit: 'cover', display: 'block' }} />;
}

/** The marks of a card: pin state, hidden title or spot, auto. */
function CardMarks({ item }: { item: HeadlineItem }) {
  const translate = useTranslate();
  const marks: { key: string; icon: ReactNode }[] = [];
  if (item.pin !== 'NONE') {
    const label = translate(item.pin === 'PERMANENT' ? 'headlines.card.permanent' : 'headlines.card.pinned');
    marks.push({ key: 'pin', icon: <PushPinIcon aria-label={label} titleAccess={label} sx={{ fontSize: 14 }} color={item.pin === 'PERMANENT' ? 'error' : 'primary'} /> });
  }
  for (const [hidden, key] of [[item.titleHidden, 'titleHidden'], [item.spotHidden, 'spotHidden']] as const) {
    const label = translate(`headlines.card.${key}`);
    if (hidden) marks.push({ key, icon: <VisibilityOffIcon aria-label={label} titleAccess={label} sx={{ fontSize: 14 }} color="action" /> });
  }
  if (item.auto) {
    const label = translate('headlines.card.autoHint');
    marks.push({ key: 'auto', icon: <AutoModeIcon aria-label={label} titleAccess={label} sx={{ fontSize: 14 }} color="secondary" /> });
  }
  return <>{marks.map(({ key, icon }) => <Box key={key} component="span" sx={{ display: 'inline-flex' }}>{icon}</Box>)}</>;
}

/**
 * The item's headline tag as a small chip, named by its tooltip; a tag unapproved since it was set
 * is outlined in warning colours, and its tooltip says the sites do not show it.
 */
function CardTag({ tag }: { tag: NonNullable<HeadlineItem['tag']> }) {
  const translate = useTranslate();
  const hint = translate(tag.isApproved ? 'headlines.card.tag' : 'headlines.card.tagUnapproved', { name: tag.name });
  return (
    <Tooltip title={hint} enterDelay={600}>
      <Chip
        size="small"
        data-testid="headline-card-tag"
        data-approved={tag.isApproved}
        label={tag.name}
        variant={tag.isApproved ? 'filled' : 'outlined'}
        color={tag.isApproved ? 'primary' : 'default'}
        // The text keeps the body colour (small orange text would be too faint); the border and the mark warn.
        icon={tag.isApproved ? undefined : <ReportProblemOutlinedIcon aria-hidden color="warning" />}
        sx={{
          height: 16,
          maxWidth: 96,
          flexShrink: 1,
          fontSize: 10,
          fontWeight: 600,
          borderColor: tag.isApproved ? undefined : 'warning.main',
          '& .MuiChip-label': { px: 0.75 },
          '& .MuiChip-icon': { fontSize: 12, ml: 0.5, mr: -0.5 },
        }}
      />
    </Tooltip>
  );
}

/**
 * One item of a headline, dense (a laptop shows a dozen per column): its order, picture, title, what
 * it is, its headline tag, when it went on (or goes on, when pending) and its marks. The title of a
 * hidden title is struck through; a card past the type's item count is greyed.
 */
export const HeadlineCard = forwardRef<HTMLDivElement, HeadlineCardProps>(function HeadlineCard({ item, notShown, dragging, actions, sx, ...rest }, ref) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const kind = cardKind(item);
  const at = item.state === 'PENDING' ? item.publishAt : item.headlinedAt;
  const time = at ? formatDate(at, sameDay(new Date(at), new Date()) ? TIME : DATE_TIME, locale) : '';
  const title = item.title || item.content?.title || '';
  return (
    <Paper
      ref={ref}
      variant="outlined"
      data-testid="headline-card"
      data-item-id={item.id}
      data-not-shown={notShown || undefined}
      {...rest}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        p: 0.5,
        pr: 0,
        minHeight: 48,
        position: 'relative',
        bgcolor: notShown ? 'action.hover' : 'background.paper',
        borderStyle: item.auto ? 'dashed' : undefined,
        opacity: dragging ? 0.4 : notShown ? 0.55 : 1,
        ...sx,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ width: 18, textAlign: 'right', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }} aria-label={translate('headlines.card.order', { order: item.order })}>
        {item.order}
      </Typography>
      <CardThumbnail item={item} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Tooltip title={title} enterDelay={600} placement="top-start">
          <Typography
            variant="body2"
            data-testid="headline-card-title"
            sx={{ fontSize: 13, lineHeight: 1.25, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', textDecoration: item.titleHidden ? 'line-through' : undefined }}
          >
            {title}
          </Typography>
        </Tooltip>
        <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: 'text.secondary', minWidth: 0 }}>
          <Typography variant="caption" noWrap sx={{ fontSize: 11, flexShrink: 0 }}>
            {translate(kind.key, kind.provider ? { provider: translate(kind.provider, { _: kind.provider }) } : undefined)}
          </Typography>
          {item.tag && <CardTag tag={item.tag} />}
          {time && (
            <Typography variant="caption" sx={{ fontSize: 11, flexShrink: 0 }}>
              · {time}
            </Typography>
          )}
          <CardMarks item={item} />
          {notShown && (
            <Typography variant="caption" noWrap sx={{ fontSize: 11, fontStyle: 'italic' }}>
              · {translate('headlines.column.notShown')}
            </Typography>
          )}
        </Stack>
      </Box>
      {actions}
    </Paper>
  );
});
