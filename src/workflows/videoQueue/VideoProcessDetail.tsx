import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DATE_FORMATS, formatDate } from '../../i18n/dateFormats.ts';
import { RequeueButton } from './RequeueButton.tsx';
import { clockDuration, humanSize, processSecondsOf, resolutionOf } from './videoProcessChoices.ts';
import type { VideoProcess } from './videoQueueMethods.ts';
import { VideoPlayer } from './VideoPlayer.tsx';
import { ResolutionChips, useFailureReason, VideoProgress, VideoStatusChip } from './VideoStatus.tsx';

/** A queue item in the drawer: its state, why it failed, the player over its renditions and their facts, the requeue. */
export function VideoProcessDetail({ row, titleId, now, onRequeued }: { row: VideoProcess; titleId: string; now: number; onRequeued: (row: VideoProcess) => void }) {
  const translate = useTranslate();
  const failureReason = useFailureReason();
  const [locale] = useLocaleState();
  const at = (date: string | null | undefined) => (date ? formatDate(date, DATE_FORMATS.DATE_TIME_SECONDS, locale) : '—');
  const seconds = processSecondsOf(row, now);
  const facts: [string, string][] = [
    [translate('videoQueue.columns.createdDate'), at(row.createdDate)],
    [translate('videoQueue.columns.fileSize'), humanSize(row.fileSize, locale)],
    [translate('videoQueue.columns.processStart'), at(row.processStart)],
    [translate('videoQueue.columns.processEnd'), at(row.processEnd)],
    [translate('videoQueue.columns.processDuration'), seconds === undefined ? '—' : clockDuration(seconds)],
  ];
  return (
    <Stack spacing={2} sx={{ p: 2, pt: 1 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ pr: 5, overflowWrap: 'anywhere' }}>
        {row.fileName}
      </Typography>
      <Stack direction="row" spacing={1} alignItems="center">
        <VideoStatusChip status={row.status} />
        <Box sx={{ flex: 1 }}>
          <VideoProgress row={row} />
        </Box>
        <RequeueButton row={row} onRequeued={onRequeued} />
      </Stack>
      {row.error && (
        <Alert severity="error">
          <AlertTitle>{failureReason(row)}</AlertTitle>
          <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.error}
          </Box>
        </Alert>
      )}
      <VideoPlayer renditions={row.renditions} posterPath={row.posterPath} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
        {facts.map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {row.sourceWidth && row.sourceHeight ? (
        <Typography variant="body2" color="text.secondary">
          {translate('videoQueue.detail.facts', { width: row.sourceWidth, height: row.sourceHeight, length: clockDuration(row.duration) })} ·{' '}
          {translate('videoQueue.detail.attempts', { count: row.attempts })}
        </Typography>
      ) : null}
      <Stack spacing={0.5}>
        <Typography variant="subtitle2">{translate('videoQueue.detail.renditions')}</Typography>
        {row.renditions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('videoQueue.detail.noRendition')}
          </Typography>
        ) : (
          <>
            <ResolutionChips resolutions={row.resolutions} />
            <List dense disablePadding>
              {[...row.renditions]
                .sort((a, b) => a.height - b.height)
                .map((rendition) => (
                  <ListItem key={rendition.height} disableGutters>
                    <ListItemText
                      primary={translate('videoQueue.detail.rendition', { resolution: resolutionOf(rendition), width: rendition.width, height: rendition.height, size: humanSize(rendition.size, locale) })}
                    />
                  </ListItem>
                ))}
            </List>
          </>
        )}
      </Stack>
    </Stack>
  );
}
