import { Box, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fileUrl, resizeUrl } from '../../controls/upload/storageUrls.ts';
import { bestRendition, resolutionOf } from './videoProcessChoices.ts';
import type { VideoRendition } from './videoQueueMethods.ts';

export interface VideoPlayerProps {
  renditions: readonly Pick<VideoRendition, 'height' | 'width' | 'path'>[];
  /** The field's own poster, else the processed one. */
  posterPath?: string | null;
  /** A player's accessible name. */
  label?: string;
  /** Where a stored path is served (the storage's file URL unless given: stories). */
  urlOf?: (path: string) => string | undefined;
  maxWidth?: number;
}

const POSTER_WIDTH = 640;

/**
 * A video played from its finished renditions: the best one first (the highest up to 1080p), the
 * others a chip away; the poster shown before it plays. Nothing while no rendition is finished.
 */
export function VideoPlayer({ renditions, posterPath, label, urlOf = fileUrl, maxWidth = 480 }: VideoPlayerProps) {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<number>();
  const rendition = renditions.find((candidate) => candidate.height === chosen) ?? bestRendition(renditions);
  if (!rendition) return null;
  const source = urlOf(rendition.path);
  const poster = posterPath ? (urlOf === fileUrl ? resizeUrl(posterPath, POSTER_WIDTH) : urlOf(posterPath)) : undefined;
  return (
    <Stack spacing={0.5} sx={{ maxWidth }}>
      <Box
        component="video"
        key={rendition.path}
        controls
        preload="metadata"
        src={source}
        poster={poster}
        aria-label={label ?? translate('videoQueue.detail.player')}
        data-resolution={resolutionOf(rendition)}
        sx={{ width: '100%', aspectRatio: `${rendition.width} / ${rendition.height}`, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
      />
      {renditions.length > 1 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {[...renditions]
            .sort((a, b) => a.height - b.height)
            .map((candidate) => (
              <Chip
                key={candidate.height}
                size="small"
                label={resolutionOf(candidate)}
                color={candidate.height === rendition.height ? 'primary' : 'default'}
                variant={candidate.height === rendition.height ? 'filled' : 'outlined'}
                aria-pressed={candidate.height === rendition.height}
                aria-label={translate('videoQueue.detail.play', { resolution: resolutionOf(candidate) })}
                onClick={() => setChosen(candidate.height)}
              />
            ))}
        </Stack>
      )}
    </Stack>
  );
}
