import ImageIcon from '@mui/icons-material/Image';
import { Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import type { ImageInfo } from './imageInfo.ts';
import { useMegabytes } from '../upload/useMegabytes.ts';

const THUMBNAIL_HEIGHT = 120;

/** One pickable image of the picker's agency or library source. */
export interface PhotoCardData {
  key: string;
  path: string;
  /** Null for a file without a caption: the card says so (its file name is a generated one). */
  caption: string | null;
  /** Who it comes from: the agency, or the library's source and reporter. */
  credit: string | null;
  createdDate: string;
  width: number | null;
  height: number | null;
  fileSize: number | null;
  info: ImageInfo;
}

/** A pickable image: thumbnail, caption, credit, date and size; one button, so Enter picks it. */
export function PhotoCard({ card, thumbnailUrl, onPick }: { card: PhotoCardData; thumbnailUrl: string | undefined; onPick: () => void }) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const [locale] = useLocaleState();
  const [broken, setBroken] = useState(false);
  const caption = card.caption ?? translate('media.library.noCaption');
  const size = [
    card.width && card.height ? translate('media.picker.photos.dimensions', { width: card.width, height: card.height }) : undefined,
    card.fileSize ? translate('media.picker.photos.size', { size: megabytes(card.fileSize) }) : undefined,
  ].filter(Boolean);
  return (
    <Card component="li" variant="outlined" data-path={card.path} sx={{ listStyle: 'none' }}>
      <CardActionArea onClick={onPick} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {thumbnailUrl && !broken ? (
          <Box
            component="img"
            src={thumbnailUrl}
            alt=""
            loading="lazy"
            onError={() => setBroken(true)}
            sx={{ height: THUMBNAIL_HEIGHT, width: '100%', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
          />
        ) : (
          <Stack alignItems="center" justifyContent="center" sx={{ height: THUMBNAIL_HEIGHT, bgcolor: 'action.hover' }}>
            <ImageIcon color="action" />
          </Stack>
        )}
        <CardContent sx={{ flexGrow: 1, p: 1, '&:last-child': { pb: 1 } }}>
          <Typography variant="body2" title={caption} color={card.caption ? undefined : 'text.secondary'} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {caption}
          </Typography>
          {card.credit && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap title={card.credit}>
              {card.credit}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {formatDate(card.createdDate, DATE_TIME, locale)}
          </Typography>
          {size.length > 0 && (
            <Typography variant="caption" color="text.secondary" component="p">
              {size.join(' · ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The card's shape while the first page loads. */
export function PhotoCardPlaceholder() {
  return (
    <Card component="li" variant="outlined" aria-hidden sx={{ listStyle: 'none' }}>
      <Skeleton variant="rectangular" height={THUMBNAIL_HEIGHT} />
      <Box sx={{ p: 1 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="60%" />
      </Box>
    </Card>
  );
}
