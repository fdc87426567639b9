import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { copyToClipboard } from '../controls/clipboard/copyToClipboard.ts';
import { ALERT_ICONS } from './alertIcons.tsx';
import type { AlertContent, DialogEntry } from './alertStore.ts';
import { useAlertText } from './useAlertText.ts';

/** A warning or error confirmation asks before something is lost: keeping things as they are is the default there. */
const cautious = (entry: DialogEntry) => entry.kind === 'confirm' && (entry.type === 'warning' || entry.type === 'error');

/**
 * One alert (OK) or confirmation (cancel / confirm), coloured by its type. In a cautious confirmation
 * the cancel button is the highlighted and focused one, so Enter keeps the work.
 */
export function AlertDialog({ entry, toast }: { entry: DialogEntry; toast?: (content: AlertContent) => void }) {
  const safeFirst = cautious(entry);
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
        {entry.copyText !== undefined && (
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copyToClipboard(entry.copyText ?? '', { toast })} sx={{ mr: 'auto' }}>
            {text('alerts.copy')}
          </Button>
        )}
        {entry.kind === 'confirm' ? (
          <>
            <Button onClick={() => entry.close(false)} variant={safeFirst ? 'contained' : 'text'} autoFocus={safeFirst}>
              {text(entry.cancelLabel ?? 'alerts.cancel')}
            </Button>
            <Button onClick={() => entry.close(true)} color={entry.type} variant={safeFirst ? 'outlined' : 'contained'} autoFocus={!safeFirst}>
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
