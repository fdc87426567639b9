import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { cropTypeName } from '../../controls/image/cropTypes.ts';

export interface CropThumbnail {
  type: string;
  path?: string | null;
  width?: number | null;
  height?: number | null;
}

export interface CropThumbnailsProps {
  crops: readonly CropThumbnail[];
  thumbnailUrl: (relativePath: string) => string | undefined;
  fileUrl: (relativePath: string) => string | undefined;
}

/** The crops of an image, each a small picture opening its file, with its type and size: they belong to the image, not to the library on their own. */
export function CropThumbnails({ crops, thumbnailUrl, fileUrl }: CropThumbnailsProps) {
  const translate = useTranslate();
  const shown = crops.filter((crop): crop is CropThumbnail & { path: string } => !!crop.path);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label={translate('media.library.crops')}>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('media.library.crops')}
      </Typography>
      <Stack component="ul" direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((crop) => {
          const type = cropTypeName(translate, crop.type);
          return (
            <li key={`${crop.type} ${crop.path}`}>
              <Link href={fileUrl(crop.path)} target="_blank" rel="noopener" aria-label={translate('media.library.cropLink', { type })} data-crop={crop.type}>
                <Box component="img" src={thumbnailUrl(crop.path)} alt="" sx={{ height: 32, display: 'block' }} />
              </Link>
              <Typography variant="caption">{crop.width && crop.height ? `${type} · ${crop.width} x ${crop.height}` : type}</Typography>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
