import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { FullBleedMedia, OverlayText, PhonePreviewFrame } from './PhonePreviewFrame.tsx';

export interface ReelPreviewProps {
  title?: string | null;
  video?: { path?: string | null; posterPath?: string | null } | null;
  text?: string | null;
  externalLink?: string | null;
  urlOf?: (path: string) => string | undefined;
}

/** The reel as the site shows it, on a phone: the vertical video full-bleed (its poster until it plays), the text over it, a "link" button when there is a link. */
export function ReelPreview({ title, video, text, externalLink, urlOf = fileUrl }: ReelPreviewProps) {
  const translate = useTranslate();
  const source = video?.path ? urlOf(video.path) : undefined;
  const poster = video?.posterPath ? urlOf(video.posterPath) : undefined;
  return (
    <PhonePreviewFrame label={translate('stories.editor.preview.reelLabel')}>
      <FullBleedMedia video={source} poster={poster} />
      {!video?.path && (
        <Typography sx={{ position: 'absolute', top: '45%', width: '100%', textAlign: 'center' }} color="grey.500">
          {translate('stories.editor.preview.noVideo')}
        </Typography>
      )}
      {title && (
        <Box sx={{ position: 'absolute', insetInline: 0, top: 0, p: 1.5, background: 'linear-gradient(rgba(0,0,0,0.55), transparent)' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 600 }} data-testid="preview-title">
            {title}
          </Typography>
        </Box>
      )}
      <OverlayText text={text} link={externalLink} />
    </PhonePreviewFrame>
  );
}
