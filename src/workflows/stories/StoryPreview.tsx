import { Box, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import type { EditorFrame } from './editorFrames.ts';
import { FullBleedMedia, OverlayText, PhonePreviewFrame } from './PhonePreviewFrame.tsx';

export interface StoryPreviewProps {
  /** The name over the frames, as the site's story viewer shows it. */
  title?: string | null;
  frames: readonly (EditorFrame | null | undefined)[];
  /** Where a stored path is served; default the storage's file URL. */
  urlOf?: (path: string) => string | undefined;
}

const clamp = (value: number, count: number) => Math.min(Math.max(value, 0), Math.max(count - 1, 0));
const stored = (path: string | null | undefined, urlOf: (path: string) => string | undefined) => (path ? urlOf(path) : undefined);

/**
 * The story as the site shows it, on a phone: a progress bar per frame (the ones seen and the
 * current one full), the picture or video full-bleed, the text over it and a "link" button when the
 * frame has a link. A click on the right half or the right arrow key steps on, the left ones back.
 */
export function StoryPreview({ title, frames, urlOf = fileUrl }: StoryPreviewProps) {
  const translate = useTranslate();
  const [wanted, setWanted] = useState(0);
  const count = frames.length;
  const index = clamp(wanted, count);
  const frame = frames[index] ?? undefined;
  const step = (offset: number) => setWanted(clamp(index + offset, count));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const offset = { ArrowRight: 1, ArrowLeft: -1, Home: -count, End: count }[event.key];
    if (offset === undefined) return;
    event.preventDefault();
    step(offset);
  };
  const footer = (
    <>
      <Typography variant="body2" role="status" aria-live="polite">
        {count > 0 ? translate('stories.editor.preview.position', { position: index + 1, count }) : translate('stories.editor.preview.empty')}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 360, textAlign: 'center' }}>
        {translate('stories.editor.preview.help')}
      </Typography>
    </>
  );
  return (
    <PhonePreviewFrame label={translate('stories.editor.preview.label')} onHalf={(half) => step(half === 'left' ? -1 : 1)} onKeyDown={onKeyDown} footer={footer}>
      <FullBleedMedia image={stored(frame?.image, urlOf)} video={stored(frame?.video, urlOf)} />
      <Box sx={{ position: 'absolute', insetInline: 0, top: 0, p: 1, pb: 3, background: 'linear-gradient(rgba(0,0,0,0.55), transparent)' }}>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-hidden>
          {frames.map((_, position) => (
            <Box key={position} data-testid="preview-progress" data-seen={position <= index} sx={{ flex: 1, height: 3, borderRadius: 1, bgcolor: position <= index ? 'common.white' : 'rgba(255,255,255,0.35)' }} />
          ))}
        </Box>
        {title && (
          <Typography variant="subtitle2" sx={{ mt: 1, fontWeight: 600 }} data-testid="preview-title">
            {title}
          </Typography>
        )}
      </Box>
      <OverlayText text={frame?.text} link={frame?.externalLink} />
    </PhonePreviewFrame>
  );
}
