import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SessionUpload } from './sessionUpload.ts';
import { SessionUploadCard } from './SessionUploadCard.tsx';

export interface SessionUploadsProps {
  items: readonly SessionUpload[];
  selected: ReadonlySet<string>;
  thumbnailUrl: (relativePath: string) => string | undefined;
  fileUrl: (relativePath: string) => string | undefined;
  onToggle: (item: SessionUpload) => void;
  onCrop: (item: SessionUpload) => void;
  onCopyUrl: (item: SessionUpload) => void;
}

/** This session's uploads as cards above the library (nothing when there are none): the hash hit badge, the crops. */
export function SessionUploads({ items, selected, thumbnailUrl, fileUrl, onToggle, onCrop, onCopyUrl }: SessionUploadsProps) {
  const translate = useTranslate();
  if (items.length === 0) return null;
  const label = translate('media.library.list');
  return (
    <section aria-label={label}>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: 1, p: 0, m: 0, mb: 1 }}>
        {items.map((item) => (
          <SessionUploadCard
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
    </section>
  );
}
