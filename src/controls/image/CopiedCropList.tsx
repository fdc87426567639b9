import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cropTypeName, type ImageCrop } from './cropTypes.ts';

/** Copy-from-source mode: the crops as they will be used, each with its preview. */
export function CopiedCropList({ crops, previewUrl }: { crops: readonly ImageCrop[]; previewUrl: (path: string) => string | undefined }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('media.cropper.copied')}</Typography>
      <Stack component="ul" direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {crops.map((crop) => (
          <Box component="li" key={crop.type} sx={{ width: 200 }}>
            <Box
              component="img"
              src={previewUrl(crop.path)}
              alt={cropTypeName(translate, crop.type)}
              sx={{ display: 'block', width: '100%', height: 120, objectFit: 'contain', bgcolor: 'action.hover' }}
            />
            <Typography variant="body2">{translate('media.cropper.definition', { ...crop, type: cropTypeName(translate, crop.type) })}</Typography>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
