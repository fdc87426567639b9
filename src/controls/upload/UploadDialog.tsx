import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { UploadPanel } from './UploadPanel.tsx';
import type { UploadQueue } from './uploadQueue.ts';
import type { UploadAccept, UploadedFile, UploadTransport } from './uploadTypes.ts';
import { useUploadQueue } from './useUploadQueue.ts';

export interface UploadDialogProps {
  open: boolean;
  /** Called once the dialog may close (after the user confirmed cancelling pending uploads). */
  onClose: () => void;
  /** Each time the uploads started here finish: the files that succeeded (spec 01 §3 Uploaded file). */
  onComplete?: (files: UploadedFile[]) => void;
  accept?: UploadAccept;
  /** A translation key or text; default 'Upload files'. */
  title?: string;
  /** Close without asking even when files are pending or uploading. */
  force?: boolean;
  /** The form field the files are for (waitUpload) and its readable name. */
  field?: string;
  fieldLabel?: string;
  transport?: UploadTransport;
  /** A queue made by the caller (useUploadQueue) instead of the dialog's own; its options then apply. */
  queue?: UploadQueue;
}

/** The upload dialog (spec 01 §5, §8): drop or choose files, upload them at most three at a time. */
export function UploadDialog({ queue: outside, open, onClose, onComplete, accept, transport, title, force, field, fieldLabel }: UploadDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const own = useUploadQueue({ accept, transport, onComplete });
  const queue = outside ?? own;
  const requestClose = async () => {
    if (await queue.close({ force })) onClose();
  };

  return (
    <Dialog open={open} onClose={() => void requestClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(title ?? 'upload.dialog.title', { _: title })}</DialogTitle>
      <DialogContent dividers>
        <UploadPanel queue={queue} field={field} fieldLabel={fieldLabel} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void requestClose()}>{translate('upload.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
