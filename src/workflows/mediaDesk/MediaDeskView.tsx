import DownloadIcon from '@mui/icons-material/Download';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { MediaDeskItem } from './mediaDeskItem.ts';
import { MediaItemCard } from './MediaItemCard.tsx';

export interface MediaDeskViewProps {
  items: readonly MediaDeskItem[];
  selected: ReadonlySet<string>;
  zipping: boolean;
  thumbnailUrl: (relativePath: string) => string | undefined;
  fileUrl: (relativePath: string) => string | undefined;
  onUpload: () => void;
  onToggle: (item: MediaDeskItem) => void;
  onCrop: (item: MediaDeskItem) => void;
  onCopyUrl: (item: MediaDeskItem) => void;
  onDownloadZip: () => void;
}

/** The desk's page: the actions, then this session's uploads as cards, or a word on how to start. */
export function MediaDeskView({ items, selected, zipping, thumbnailUrl, fileUrl, onUpload, onToggle, onCrop, onCopyUrl, onDownloadZip }: MediaDeskViewProps) {
  const translate = useTranslate();
  const title = translate('media.desk.title');
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={title} preferenceKey={false} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between">
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<DownloadIcon />} disabled={selected.size === 0 || zipping} onClick={onDownloadZip}>
            {translate('media.desk.downloadZip', { count: selected.size })}
          </Button>
          <Button variant="contained" startIcon={<UploadIcon />} onClick={onUpload}>
            {translate('media.desk.upload')}
          </Button>
        </Stack>
      </Stack>
      {items.length === 0 ? (
        <Stack alignItems="center" spacing={1} sx={{ py: 8, color: 'text.secondary' }}>
          <PermMediaIcon fontSize="large" />
          <Typography>{translate('media.desk.empty')}</Typography>
        </Stack>
      ) : (
        <Box
          component="ul"
          aria-label={translate('media.desk.list')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2, p: 0, m: 0 }}
        >
          {items.map((item) => (
            <MediaItemCard
              key={item.id}
              item={item}
              selected={selected.has(item.relativePath)}
              thumbnailUrl={thumbnailUrl}
              fileUrl={fileUrl}
              onToggle={() => onToggle(item)}
              onCrop={() => onCrop(item)}
              onCopyUrl={() => onCopyUrl(item)}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
