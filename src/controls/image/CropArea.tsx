import { Box, Stack, Typography } from '@mui/material';
import { useState, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import ReactCrop, { type PercentCrop } from 'react-image-crop';
import 'react-image-crop/dist/ReactCrop.css';
import { aspectOf, minimumSelection, naturalRect, outputSize } from './cropGeometry.ts';
import { CROP_MODE, type CropDefinition, type CropMode } from './cropTypes.ts';
import type { ImageSize } from './readImageSize.ts';

const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;

function useAriaLabels() {
  const translate = useTranslate();
  const handles = Object.fromEntries(
    HANDLES.map((handle) => [`${handle}DragHandle`, translate(`media.cropper.aria.${handle}DragHandle`)]),
  ) as Record<`${(typeof HANDLES)[number]}DragHandle`, string>;
  return { cropArea: translate('media.cropper.aria.cropArea'), ...handles };
}

export interface CropAreaProps {
  imageUrl: string;
  imageRef: Ref<HTMLImageElement>;
  definition: CropDefinition;
  mode: CropMode;
  crop?: PercentCrop;
  natural?: ImageSize;
  onChange: (crop: PercentCrop) => void;
  onImageLoad: (natural: ImageSize) => void;
  onImageError: () => void;
}

/** The image with the selection of the current crop definition; fixed mode locks its shape and minimum size. */
export function CropArea({ imageUrl, imageRef, definition, mode, crop, natural, onChange, onImageLoad, onImageError }: CropAreaProps) {
  const translate = useTranslate();
  const ariaLabels = useAriaLabels();
  const [displayed, setDisplayed] = useState<ImageSize>();
  const fixed = mode === CROP_MODE.fixed;
  const minimum = fixed && natural && displayed ? minimumSelection(definition, natural, displayed) : undefined;
  const rect = crop && natural ? naturalRect(crop, natural) : undefined;
  const result = rect ? outputSize(mode, definition, rect) : undefined;

  return (
    <Stack spacing={1} alignItems="center">
      <ReactCrop
        crop={crop}
        onChange={(_, percent) => onChange(percent)}
        aspect={fixed ? aspectOf(definition) : undefined}
        minWidth={minimum?.width}
        minHeight={minimum?.height}
        keepSelection
        ruleOfThirds
        ariaLabels={ariaLabels}
        // The library's stylesheet makes the image inherit its max-height from here; on a short
        // window (768 px) the dialog's title, tabs, sizes and keyboard hint still fit around it.
        style={{ maxHeight: 'min(60vh, calc(100vh - 340px))' }}
      >
        <Box
          component="img"
          ref={imageRef}
          src={imageUrl}
          // A storage on another origin must allow CORS, or the canvas cannot be read back.
          crossOrigin="anonymous"
          alt={translate('media.cropper.image')}
          onLoad={(event) => {
            const image = event.currentTarget;
            setDisplayed({ width: image.width, height: image.height });
            onImageLoad({ width: image.naturalWidth, height: image.naturalHeight });
          }}
          onError={onImageError}
          sx={{ display: 'block', maxWidth: '100%' }}
        />
      </ReactCrop>
      {rect && result && (
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {translate('media.cropper.selection', rect)} · {translate('media.cropper.output', result)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {translate('media.cropper.keyboardHint')}
      </Typography>
    </Stack>
  );
}
