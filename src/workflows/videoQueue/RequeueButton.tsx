import ReplayIcon from '@mui/icons-material/Replay';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { VIDEO_PROCESS_STATUS_VALUE } from '../../../resources/enums.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { VideoProcess } from './videoQueueMethods.ts';

/**
 * Requeue of an item in error (`videoProcessQueue.requeue`), after a confirmation naming the file;
 * the item as the server answers it goes to `onRequeued`. Nothing for another status or without the permission.
 */
export function RequeueButton({ row, onRequeued, compact = false }: { row: Pick<VideoProcess, 'id' | 'fileName' | 'status'>; onRequeued: (row: VideoProcess) => void; compact?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [asking, setAsking] = useState(false);
  const { canAccess = false } = useCanAccess({ resource: 'videoProcessQueue', action: 'requeue' });
  const requeue = useMutation({
    mutationFn: () => dataProvider.requeueVideoProcess(row.id),
    onSuccess: (requeued) => {
      setAsking(false);
      onRequeued(requeued);
      notify('videoQueue.requeue.done', { type: 'success' });
    },
    onError: (error) => {
      setAsking(false);
      notify('videoQueue.requeue.failed', { type: 'error', messageArgs: { reason: error instanceof Error ? error.message : String(error) } });
    },
  });
  if (row.status !== VIDEO_PROCESS_STATUS_VALUE.error || !canAccess) return null;
  const label = translate('videoQueue.requeue.action');
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setAsking(true)} disabled={requeue.isPending}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={() => setAsking(true)} disabled={requeue.isPending}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={asking}
        loading={requeue.isPending}
        title="videoQueue.requeue.title"
        content="videoQueue.requeue.body"
        translateOptions={{ name: row.fileName }}
        confirm="videoQueue.requeue.action"
        onConfirm={() => requeue.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
