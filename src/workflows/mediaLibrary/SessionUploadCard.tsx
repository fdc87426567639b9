import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CropIcon from '@mui/icons-material/Crop';
import MovieIcon from '@mui/icons-material/Movie';
import { Box, Button, Card, CardActions, CardContent, CardMedia, Checkbox, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CropThumbnails } from './CropThumbnails.tsx';
import { isVideo, type SessionUpload } from './sessionUpload.ts';
import { useMegabytes } from '../../controls/upload/useMegabytes.ts';

export interface SessionUploadCardProps {
  item: SessionUpload;
  selected: boolean;
  thumbnailUrl: (relativePath: string) => string | undefined;
  fileUrl: (relativePath: string) => string | undefined;
  onToggle: () => void;
  onCrop: () => void;
  onCopyUrl: () => void;
}

/** One upload of this session: its thumbnail (resize URL), size, dimensions, whether the storage had it, its crops. */
export function SessionUploadCard({ item, selected, thumbnailUrl, fileUrl, onToggle, onCrop, onCopyUrl }: SessionUploadCardProps) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const video = isVideo(item);
  const name = item.name;
  return (
    <Card component="li" variant="outlined" data-path={item.relativePath} sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ position: 'relative', bgcolor: 'action.hover' }}>
        {video ? (
          <Stack alignItems="center" justifyContent="center" sx={{ height: 80 }}>
            <MovieIcon fontSize="large" color="action" />
          </Stack>
        ) : (
          <CardMedia component="img" image={thumbnailUrl(item.relativePath)} alt={name} loading="lazy" sx={{ height: 80, objectFit: 'contain' }} />
        )}
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('media.library.select', { name }) } }}
          sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, py: 1, '&:last-child': { pb: 1 } }}>
        <Typography variant="subtitle2" noWrap title={name}>
          {name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('media.library.size', { size: megabytes(item.size) })}
          </Typography>
          {item.width !== null && item.height !== null && (
            <Typography variant="body2" color="text.secondary">
              {translate('media.library.dimensions', { width: item.width, height: item.height })}
            </Typography>
          )}
          {video && <Chip size="small" label={translate('media.library.video')} />}
          {item.alreadyUploaded && <Chip size="small" color="info" label={translate('media.library.alreadyUploaded')} />}
        </Stack>
        {item.crops.length > 0 && (
          <Box sx={{ mt: 1 }}>
            <CropThumbnails crops={item.crops} thumbnailUrl={thumbnailUrl} fileUrl={fileUrl} />
          </Box>
        )}
      </CardContent>
      <CardActions>
        {!video && (
          <Button size="small" startIcon={<CropIcon />} onClick={onCrop} aria-label={translate('media.library.crop', { name })}>
            {translate('media.library.cropShort')}
          </Button>
        )}
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={onCopyUrl} aria-label={translate('media.library.copyUrl', { name })}>
          {translate('media.library.copyUrlShort')}
        </Button>
      </CardActions>
    </Card>
  );
}
