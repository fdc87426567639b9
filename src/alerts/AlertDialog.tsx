import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { ALERT_ICONS } from './alertIcons.tsx';
import type { DialogEntry } from './alertStore.ts';
import { useAlertText } from './useAlertText.ts';

/** One alert (OK) or confirmation (cancel / confirm), coloured by its type. */
export function AlertDialog({ entry }: { entry: DialogEntry }) {
  const { text, title, message } = useAlertText();
  const Icon = ALERT_ICONS[entry.type];
  const dismiss = () => (entry.kind === 'confirm' ? entry.close(false) : entry.close());
  const titleId = `alert-dialog-title-${entry.id}`;
  const messageId = `alert-dialog-message-${entry.id}`;

  return (
    <Dialog open onClose={dismiss} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: `${entry.type}.main` }}>
        <Icon aria-hidden />
        <Box component="span">{title(entry)}</Box>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message(entry)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {entry.kind === 'confirm' ? (
          <>
            <Button onClick={() => entry.close(false)}>{text(entry.cancelLabel ?? 'alerts.cancel')}</Button>
            <Button onClick={() => entry.close(true)} color={entry.type} variant="contained" autoFocus>
              {text(entry.confirmLabel ?? 'alerts.confirm')}
            </Button>
          </>
        ) : (
          <Button onClick={() => entry.close()} color={entry.type} variant="contained" autoFocus>
            {text('alerts.ok')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
