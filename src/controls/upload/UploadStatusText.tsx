import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadItem } from './uploadTypes.ts';

function uploadStatusText(item: UploadItem, translate: ReturnType<typeof useTranslate>): string {
  switch (item.status) {
    case 'ready':
      return translate(item.queued ? 'upload.states.queued' : 'upload.states.ready');
    case 'uploading':
      return translate('upload.states.uploading', { progress: item.progress });
    case 'processing':
      return translate('upload.states.processing');
    case 'success':
      return translate(item.alreadyUploaded ? 'upload.states.alreadyUploaded' : 'upload.states.success');
    case 'error':
      return translate(item.error?.message ?? 'upload.messages.uploadFailed', { _: item.error?.message, ...item.error?.values });
  }
}

const STATUS_COLOURS = {
  ready: 'text.secondary',
  uploading: 'info.main',
  processing: 'info.main',
  success: 'success.main',
  error: 'error.main',
} as const;

/** The file's state in words, coloured by outcome. */
export function UploadStatusText({ item }: { item: UploadItem }) {
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2" color={STATUS_COLOURS[item.status]} data-status={item.status}>
      {uploadStatusText(item, translate)}
    </Typography>
  );
}
