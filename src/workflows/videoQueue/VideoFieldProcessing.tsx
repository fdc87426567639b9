import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { VIDEO_PROCESS_STATUS_VALUE } from '../../../resources/enums.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { needsWholeRow, percentOf, statusKeyOf } from './videoProcessChoices.ts';
import type { VideoProcess } from './videoQueueMethods.ts';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer.tsx';
import { useVideoProcessChanges } from './useVideoProcessChanges.ts';
import { useFailureReason } from './VideoStatus.tsx';

export interface VideoFieldProcessingProps {
  /** The stored video's path (the field's value). */
  path: string;
  /** The field's own poster, if it has one: the player shows it over the processed one. */
  posterPath?: string | null;
  /** Where a stored path is served (stories). */
  urlOf?: VideoPlayerProps['urlOf'];
}

const queryKeyOf = (path: string) => ['videoProcess', path] as const;

/**
 * The processing state of a content's video (cover video, videos): waiting, processing n %, ready
 * with its renditions, or failed with the reason; kept current by the topic `videoProcesses`. Once a
 * rendition is finished the player plays the best one, with the field's poster or else the processed one.
 */
export function VideoFieldProcessing({ path, posterPath, urlOf }: VideoFieldProcessingProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const key = queryKeyOf(path);
  const query = useQuery({ queryKey: key, queryFn: () => dataProvider.getVideoProcess(path), retry: false, refetchOnWindowFocus: false });
  useVideoProcessChanges((change) => {
    if (change.path !== path) return;
    const shown = queryClient.getQueryData<VideoProcess | null>(key);
    if (shown) queryClient.setQueryData<VideoProcess>(key, { ...shown, ...change });
    if (!shown || needsWholeRow(shown, change)) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  });

  const row = query.data;
  let state;
  if (query.isPending) state = <LinearProgress aria-label={translate('videoQueue.field.label')} />;
  else if (query.isError) state = <Typography variant="body2" color="text.secondary">{translate('videoQueue.field.unknown')}</Typography>;
  else if (!row) state = <Typography variant="body2" color="text.secondary">{translate('videoQueue.field.notQueued')}</Typography>;
  else state = <ProcessingLine row={row} />;
  return (
    <Stack spacing={1} role="group" aria-label={translate('videoQueue.field.label')} data-testid="video-processing" data-status={row ? statusKeyOf(row.status) : undefined}>
      {state}
      {row && row.renditions.length > 0 && <VideoPlayer renditions={row.renditions} posterPath={posterPath || row.posterPath} urlOf={urlOf} />}
    </Stack>
  );
}

function ProcessingLine({ row }: { row: VideoProcess }) {
  const translate = useTranslate();
  const failureReason = useFailureReason();
  switch (row.status) {
    case VIDEO_PROCESS_STATUS_VALUE.waiting:
      return (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate('videoQueue.field.waiting')}
        </Typography>
      );
    case VIDEO_PROCESS_STATUS_VALUE.inProgress: {
      const percent = percentOf(row.progress, row.status);
      const text = translate('videoQueue.field.inProgress', { percent });
      return (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <Box sx={{ flex: 1, maxWidth: 240 }}>
            <LinearProgress variant="determinate" value={percent} aria-label={translate('videoQueue.field.label')} aria-valuetext={text} />
          </Box>
          <Typography variant="body2">{text}</Typography>
        </Stack>
      );
    }
    case VIDEO_PROCESS_STATUS_VALUE.finished:
      return (
        <Typography variant="body2" color="success.main" role="status">
          {translate('videoQueue.field.finished', { resolutions: row.resolutions.join(' · ') })}
        </Typography>
      );
    default:
      return (
        <Alert severity="error" role="status" sx={{ py: 0 }}>
          {translate('videoQueue.field.error', { reason: failureReason(row) })}
        </Alert>
      );
  }
}
