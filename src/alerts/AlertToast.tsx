import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Snackbar, SnackbarContent } from '@mui/material';
import { ALERT_ICONS } from './alertIcons.tsx';
import type { ToastEntry } from './alertStore.ts';
import { useAlertText } from './useAlertText.ts';

const TOAST_DURATION_MS = 4000;

/** A short message at the top of the screen, coloured by its type; closes by itself. */
export function AlertToast({ entry }: { entry: ToastEntry }) {
  const { text, message } = useAlertText();
  const Icon = ALERT_ICONS[entry.type];
  return (
    <Snackbar
      open
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && entry.close()}
      // At the top: at the bottom a toast covers a dialog's Cancel and Save.
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <SnackbarContent
        role="status"
        sx={{ bgcolor: `${entry.type}.main`, color: `${entry.type}.contrastText` }}
        message={
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Icon fontSize="small" aria-hidden />
            {message(entry)}
          </Box>
        }
        action={
          <IconButton size="small" color="inherit" aria-label={text('alerts.close')} onClick={entry.close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Snackbar>
  );
}
