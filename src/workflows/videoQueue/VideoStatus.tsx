import { Box, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VIDEO_PROCESS_STATUS_VALUE } from '../../../resources/enums.ts';
import { percentOf, STATUS_COLOR, statusKeyOf } from './videoProcessChoices.ts';
import type { VideoProcess } from './videoQueueMethods.ts';

/** A queue item's status as a chip (spec 02 §4: waiting, in progress, finished, error), its key in `data-status`. */
export function VideoStatusChip({ status }: { status: number }) {
  const translate = useTranslate();
  const key = statusKeyOf(status);
  return (
    <Chip
      size="small"
      variant={key === 'waiting' ? 'outlined' : 'filled'}
      color={key ? STATUS_COLOR[key] : 'default'}
      label={key ? translate(`enums.videoProcessStatus.${key}`) : String(status)}
      data-status={key}
    />
  );
}

/** How far the run is: a bar with its percent while it runs, 100 % once finished, nothing before. */
export function VideoProgress({ row }: { row: Pick<VideoProcess, 'status' | 'progress'> }) {
  const translate = useTranslate();
  if (row.status !== VIDEO_PROCESS_STATUS_VALUE.inProgress && row.status !== VIDEO_PROCESS_STATUS_VALUE.finished) return null;
  const percent = percentOf(row.progress, row.status);
  const text = translate('videoQueue.progress', { percent });
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      {row.status === VIDEO_PROCESS_STATUS_VALUE.inProgress && (
        <Box sx={{ flex: 1, minWidth: 24 }}>
          <LinearProgress variant="determinate" value={percent} aria-label={translate('videoQueue.columns.progress')} aria-valuetext={text} />
        </Box>
      )}
      <Typography variant="body2" component="span" data-testid="video-progress">
        {text}
      </Typography>
    </Stack>
  );
}

/** The finished renditions, smallest first, as chips ('360p'). */
export function ResolutionChips({ resolutions }: { resolutions: readonly string[] }) {
  return (
    <Stack direction="row" spacing={0.5} useFlexGap role="list" sx={{ overflow: 'hidden' }}>
      {resolutions.map((resolution) => (
        <Chip key={resolution} size="small" variant="outlined" label={resolution} role="listitem" />
      ))}
    </Stack>
  );
}

/** A failed item's reason in the editor's language (the kind the server names), else what the program said. */
export function useFailureReason(): (row: Pick<VideoProcess, 'error' | 'errorCode'>) => string {
  const translate = useTranslate();
  return (row) => (row.errorCode ? translate(`videoQueue.reasons.${row.errorCode}`, { _: row.error ?? '' }) : (row.error ?? ''));
}
