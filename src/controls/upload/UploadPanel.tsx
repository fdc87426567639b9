import { Box, Button, List, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UploadDropzone } from './UploadDropzone.tsx';
import { UploadFileRow } from './UploadFileRow.tsx';
import { isRunning } from './uploadItem.ts';
import type { UploadQueue } from './uploadQueue.ts';
import { useReportUploads } from './UploadRegistryContext.tsx';
import { useUploadItems } from './useUploadQueue.ts';

export interface UploadPanelProps {
  queue: UploadQueue;
  /** The form field the files are for: while they upload, waitUpload blocks saving. */
  field?: string;
  /** The field's name as the user reads it, for the waitUpload messages. */
  fieldLabel?: string;
  disabled?: boolean;
}

/**
 * The upload dialog's content: drop area, the selected files with their state, "Upload" and
 * "Discard selected". The media picker shows it in its upload tab.
 */
export function UploadPanel({ queue, field, fieldLabel, disabled }: UploadPanelProps) {
  const translate = useTranslate();
  const items = useUploadItems(queue);
  const accept = queue.getAccept();
  const ready = items.filter((item) => item.status === 'ready');
  const uploading = items.filter((item) => isRunning(item) || item.queued).length;
  useReportUploads(field, fieldLabel ?? field ?? '', uploading);

  return (
    <Stack spacing={2}>
      <UploadDropzone accept={accept} disabled={disabled} onFiles={(files) => void queue.addFiles(files)} />
      {items.length === 0 ? (
        <Typography color="text.secondary" textAlign="center">
          {translate('upload.dialog.empty')}
        </Typography>
      ) : (
        <List dense aria-label={translate('upload.dialog.files')}>
          {items.map((item) => (
            <UploadFileRow key={item.id} item={item} queue={queue} />
          ))}
        </List>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button disabled={ready.every((item) => item.queued)} onClick={() => void queue.discardSelected()}>
          {translate('upload.dialog.discard')}
        </Button>
        <Button variant="contained" disabled={disabled || ready.every((item) => item.queued)} onClick={() => queue.startAll()}>
          {translate('upload.dialog.upload')}
        </Button>
      </Box>
    </Stack>
  );
}
