import CropIcon from '@mui/icons-material/Crop';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImageCropper } from '../../controls/image/ImageCropper.tsx';
import { CROP_MODE } from '../../controls/image/cropTypes.ts';
import type { ImageSize } from '../../controls/image/readImageSize.ts';
import type { CoverCrop, HeadlineCrop } from './headlineImages.ts';

export interface HeadlineCropButtonProps {
  /** The headline type's name, shown as the crop's name. */
  typeName: string;
  cover: CoverCrop;
  /** The image cut from: its path, its URL (none: it cannot be shown, so not cropped) and its size when known. */
  path: string;
  url: string | undefined;
  size: ImageSize | undefined;
  crop: HeadlineCrop | undefined;
  disabled: boolean;
  onCrop: (crop: HeadlineCrop) => void;
}

/** "Crop": the cropper fixed at the type's cover ratio; only the rectangle is kept (the site cuts it). */
export function HeadlineCropButton({ typeName, cover, path, url, size, crop, disabled, onCrop }: HeadlineCropButtonProps) {
  const translate = useTranslate();
  const [cropping, setCropping] = useState(false);
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Button startIcon={<CropIcon />} onClick={() => setCropping(true)} disabled={disabled || !path || !url}>
        {translate('headlines.editDialog.crop', cover)}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {crop ? translate('headlines.editDialog.cropped', crop) : translate('headlines.editDialog.notCropped')}
      </Typography>
      {cropping && url && (
        <ImageCropper
          open
          image={{ url, path, width: size?.width ?? 0, height: size?.height ?? 0 }}
          definitions={[{ type: typeName, ...cover }]}
          mode={CROP_MODE.fixed}
          onSelect={([selection]) => {
            if (selection) onCrop(selection.rect);
            setCropping(false);
          }}
          onClose={() => setCropping(false)}
        />
      )}
    </Stack>
  );
}
