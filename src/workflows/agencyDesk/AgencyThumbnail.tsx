import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import { Box, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';

export interface AgencyThumbnailProps {
  /** Storage path; null when the agency's file could not be fetched. */
  path: string | null;
  /** The width asked of /storage/resize. */
  width: number;
  alt?: string;
  sx?: SxProps<Theme>;
}

/** A stored picture through the resize route, or a "missing" mark when there is none or it fails to load. */
export function AgencyThumbnail({ path, width, alt = '', sx }: AgencyThumbnailProps) {
  const translate = useTranslate();
  const { previewUrl = resizeUrl } = useLowcodeEnvironment();
  const [failed, setFailed] = useState<string | null>(null);
  const src = path ? previewUrl(path, width) : undefined;
  if (!src || failed === src) {
    const missing = translate('agency.missingImage');
    return (
      <Box role="img" aria-label={missing} title={missing} sx={[{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.disabled', borderRadius: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        <BrokenImageOutlinedIcon fontSize="small" />
      </Box>
    );
  }
  return <Box component="img" src={src} alt={alt} loading="lazy" onError={() => setFailed(src)} sx={[{ objectFit: 'cover', borderRadius: 0.5, display: 'block' }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
