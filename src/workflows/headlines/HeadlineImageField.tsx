import ImageIcon from '@mui/icons-material/Image';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import { Avatar, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ImageInfo } from '../../controls/mediaPicker/imageInfo.ts';
import { MediaPickerDialog } from '../../controls/mediaPicker/MediaPickerDialog.tsx';

export interface HeadlineImageFieldProps {
  label: string;
  chooseLabel: string;
  path: string;
  disabled: boolean;
  /** The small preview's URL of a stored path; none: the placeholder. */
  previewUrl: (path: string) => string | undefined;
  /** A typed path, or the chosen image (with its measured size). */
  onChange: (path: string, chosen?: ImageInfo) => void;
}

/** One picture of a headline item: its path as text, a small preview, and "choose" in the media picker (the site's library first). */
export function HeadlineImageField({ label, chooseLabel, path, disabled, previewUrl, onChange }: HeadlineImageFieldProps) {
  const translate = useTranslate();
  const [picking, setPicking] = useState(false);
  const preview = path ? previewUrl(path) : undefined;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Avatar variant="rounded" src={preview} alt={translate('headlines.editDialog.preview', { image: label })} sx={{ width: 56, height: 40 }}>
        <ImageIcon />
      </Avatar>
      <TextField label={label} value={path} onChange={(event) => onChange(event.target.value)} disabled={disabled} size="small" fullWidth />
      <Button startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)} disabled={disabled} aria-label={chooseLabel} sx={{ flexShrink: 0 }}>
        {translate('headlines.editDialog.choose')}
      </Button>
      {picking && (
        <MediaPickerDialog
          open
          initialSource="library"
          onSelect={(image) => {
            onChange(image.path, image);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </Stack>
  );
}
