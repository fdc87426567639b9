import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MomentField } from '../../controls/dateTime/MomentField.tsx';
import type { HeadlineItem } from './headlineMethods.ts';

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
  const [publishAt, setPublishAt] = useState<Date | null>(() => new Date(Date.now() + HOUR_MS));
  const [order, setOrder] = useState(String(item.order));
  const [busy, setBusy] = useState(false);
  const futureError = !publishAt || publishAt.getTime() <= Date.now();
  const orderError = !(Number(order) >= 1 && Number.isInteger(Number(order)));
  const confirm = async () => {
    setBusy(true);
    if (!publishAt) return;
    const done = await onConfirm(publishAt.toISOString(), Number(order));
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('headlines.pendingDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <MomentField
            label={translate('headlines.pendingDialog.publishAt')}
            value={publishAt}
            onChange={setPublishAt}
            error={futureError}
            helperText={futureError ? translate('headlines.pendingDialog.future') : ' '}
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
