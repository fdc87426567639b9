import DeleteIcon from '@mui/icons-material/Delete';
import ReplayIcon from '@mui/icons-material/Replay';
import StopIcon from '@mui/icons-material/Stop';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, IconButton, LinearProgress, ListItem, ListItemAvatar, ListItemText, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isRunning } from './uploadItem.ts';
import type { UploadQueue } from './uploadQueue.ts';
import type { UploadItem } from './uploadTypes.ts';
import { UploadStatusText } from './UploadStatusText.tsx';
import { useObjectUrl } from './useObjectUrl.ts';
import { MediaKindIcon } from './MediaKindIcon.tsx';
import { useMegabytes } from './useMegabytes.ts';

function RowAction({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton aria-label={label} title={label} onClick={onClick} size="small">
      {children}
    </IconButton>
  );
}

/** One file of the queue: preview, name, size, state, progress and what can be done with it now. */
export function UploadFileRow({ item, queue }: { item: UploadItem; queue: UploadQueue }) {
  const translate = useTranslate();
  const megabytes = useMegabytes();
  const name = item.file.name;
  const preview = useObjectUrl(item.kind === 'image' ? item.file : undefined);
  const running = isRunning(item);
  const waiting = item.status === 'ready' && item.queued;
  const action = (key: string) => translate(`upload.actions.${key}`, { name });

  return (
    <ListItem
      data-upload-id={item.id}
      data-status={item.status}
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          {item.status === 'ready' && !item.queued && (
            <RowAction label={action('start')} onClick={() => queue.start(item.id)}>
              <UploadIcon fontSize="small" />
            </RowAction>
          )}
          {item.status === 'error' && (
            <RowAction label={action('retry')} onClick={() => queue.retry(item.id)}>
              <ReplayIcon fontSize="small" />
            </RowAction>
          )}
          {(running || waiting) && (
            <RowAction label={action('stop')} onClick={() => queue.stop(item.id)}>
              <StopIcon fontSize="small" />
            </RowAction>
          )}
          <RowAction label={action('remove')} onClick={() => void queue.remove(item.id)}>
            <DeleteIcon fontSize="small" />
          </RowAction>
        </Stack>
      }
      sx={{ pr: 16 }}
    >
      <ListItemAvatar>
        <Avatar variant="rounded" src={preview} alt={translate('upload.dialog.preview', { name })} sx={{ width: 56, height: 56, mr: 2 }}>
          <MediaKindIcon kind={item.kind} />
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={name}
        slotProps={{ primary: { noWrap: true, title: name }, secondary: { component: 'div' } }}
        secondary={
          <Box>
            <Box component="span" sx={{ mr: 1 }}>
              {translate('upload.dialog.size', { size: megabytes(item.file.size) })}
            </Box>
            <UploadStatusText item={item} />
            {running && (
              <LinearProgress
                sx={{ mt: 0.5 }}
                variant={item.status === 'processing' ? 'indeterminate' : 'determinate'}
                value={item.progress}
                aria-label={name}
              />
            )}
          </Box>
        }
      />
    </ListItem>
  );
}
