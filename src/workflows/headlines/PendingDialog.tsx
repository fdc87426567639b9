import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { HeadlineItem } from './headlineMethods.ts';
import { localInputValue } from './localDateTime.ts';

export interface PendingDialogProps {
  item: HeadlineItem;
  onClose(): void;
  /** Resolves true once the item is on the pending list. */
  onConfirm(publishAt: string, order: number): Promise<boolean>;
}

const HOUR_MS = 3_600_000;

/** Moving an item to the pending list (spec 02 §4): when it goes back on the headline, and at which order. */
export function PendingDialog({ item, onClose, onConfirm }: PendingDialogProps) {
  const translate = useTranslate();
  const [publishAt, setPublishAt] = useState(() => localInputValue(new Date(Date.now() + HOUR_MS)));
  const [order, setOrder] = useState(String(item.order));
  const [busy, setBusy] = useState(false);
  const at = new Date(publishAt);
  const futureError = Number.isNaN(at.getTime()) || at.getTime() <= Date.now();
  const orderError = !(Number(order) >= 1 && Number.isInteger(Number(order)));
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm(at.toISOString(), Number(order));
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('headlines.pendingDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="datetime-local"
            label={translate('headlines.pendingDialog.publishAt')}
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
            error={futureError}
            helperText={futureError ? translate('headlines.pendingDialog.future') : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            size="small"
          />
          <TextField
            type="number"
            label={translate('headlines.pendingDialog.order')}
            value={order}
            onChange={(event) => setOrder(event.target.value)}
            error={orderError}
            helperText={orderError ? translate('headlines.pendingDialog.minimum') : ' '}
            slotProps={{ htmlInput: { min: 1 } }}
            size="small"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('headlines.editDialog.cancel')}</Button>
        <Button variant="contained" disabled={busy || futureError || orderError} onClick={() => void confirm()}>
          {translate('headlines.pendingDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
