import { Box, Stack, Typography } from '@mui/material';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The phone's screen in CSS pixels: a common small phone held upright. */
export const PHONE_SIZE = { width: 360, height: 640 } as const;

export interface PhonePreviewFrameProps {
  /** What the screen shows, for assistive technology. */
  label: string;
  children: ReactNode;
  /** A click on the screen's left or right half (the stories step back or on). */
  onHalf?: (half: 'left' | 'right') => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** Under the phone: where the viewer is, a hint. */
  footer?: ReactNode;
}

/** A phone-sized screen (about 360×640, scaled down where the column is narrower) the previews draw the site's view in. */
export function PhonePreviewFrame({ label, children, onHalf, onKeyDown, footer }: PhonePreviewFrameProps) {
  const translate = useTranslate();
  const half = (side: 'left' | 'right') => (
    <Box aria-hidden data-testid={`preview-${side}`} onClick={() => onHalf?.(side)} sx={{ position: 'absolute', top: 0, bottom: 0, width: '50%', [side]: 0, cursor: 'pointer' }} />
  );
  return (
    <Stack spacing={1} alignItems="center" component="section" aria-label={translate('stories.editor.preview.title')}>
      <Typography variant="subtitle2" color="text.secondary" component="h2">
        {translate('stories.editor.preview.title')}
      </Typography>
      <Box
        role="region"
        aria-label={label}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid="phone-preview"
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: PHONE_SIZE.width,
          aspectRatio: `${PHONE_SIZE.width} / ${PHONE_SIZE.height}`,
          bgcolor: 'common.black',
          color: 'common.white',
          borderRadius: 4,
          border: 8,
          borderColor: 'grey.900',
          overflow: 'hidden',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
        {onHalf && half('left')}
        {onHalf && half('right')}
      </Box>
      {footer}
    </Stack>
  );
}

/** A picture or a video filling the screen, cropped to it as the site does. */
export function FullBleedMedia({ image, video, poster }: { image?: string; video?: string; poster?: string }) {
  const fill = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' } as const;
  if (video) return <Box component="video" src={video} poster={poster} autoPlay muted loop playsInline sx={fill} data-testid="preview-video" />;
  if (image) return <Box component="img" src={image} alt="" sx={fill} data-testid="preview-image" />;
  return null;
}

/** The text over the media, and the "link" button when there is a link (it opens in a new tab, above the halves that step the stories). */
export function OverlayText({ text, link }: { text?: string | null; link?: string | null }) {
  const translate = useTranslate();
  if (!text && !link) return null;
  return (
    <Box sx={{ position: 'absolute', insetInline: 0, bottom: 0, p: 2, pt: 6, background: 'linear-gradient(transparent, rgba(0,0,0,0.75))', pointerEvents: 'none' }}>
      {text && (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', textShadow: '0 1px 2px rgba(0,0,0,0.6)', overflowWrap: 'anywhere' }} data-testid="preview-text">
          {text}
        </Typography>
      )}
      {link && (
        <Box
          component="a"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ position: 'relative', zIndex: 1, pointerEvents: 'auto', display: 'inline-block', mt: 1, px: 2, py: 0.75, borderRadius: 5, bgcolor: 'common.white', color: 'common.black', fontWeight: 600, textDecoration: 'none' }}
        >
          {translate('stories.editor.preview.link')}
        </Box>
      )}
    </Box>
  );
}
