import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Snackbar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dismissReloadOffer, useReloadOffered } from './reloadOffer.ts';

export const RELOAD_OFFER_MESSAGES = {
  message: 'errors.chunkLoad.message',
  reload: 'errors.chunkLoad.reload',
  dismiss: 'errors.chunkLoad.dismiss',
} as const;

export interface ReloadOfferNoticeProps {
  open: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * A part of the app would not load (src/platform/chunkLoad.ts): a notice at the bottom that leaves the
 * screen usable, with a reload. What was typed survives it: the content editors keep it as a
 * draft, and the other forms with changes make the browser ask before the page is left.
 */
export function ReloadOfferNotice({ open, onReload, onDismiss }: ReloadOfferNoticeProps) {
  const translate = useTranslate();
  return (
    <Snackbar open={open} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="warning"
        variant="filled"
        action={
          <>
            <Button color="inherit" size="small" onClick={onReload}>
              {translate(RELOAD_OFFER_MESSAGES.reload)}
            </Button>
            <IconButton color="inherit" size="small" aria-label={translate(RELOAD_OFFER_MESSAGES.dismiss)} onClick={onDismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        {translate(RELOAD_OFFER_MESSAGES.message)}
      </Alert>
    </Snackbar>
  );
}

/** The app's offer to reload, shown when a chunk failed twice or Vite reported a preload error. */
export function ReloadOffer() {
  const open = useReloadOffered();
  return <ReloadOfferNotice open={open} onReload={() => window.location.reload()} onDismiss={dismissReloadOffer} />;
}
