import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { copyToClipboard } from '../../controls/clipboard/copyToClipboard.ts';

/** The signing secret, shown once (after a webhook is made or given a new secret), with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: string | undefined; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={Boolean(secret)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate('webhooks.secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{translate('webhooks.secret.once')}</Alert>
          <Stack direction="row" spacing={1} alignItems="center">
            <TextField
              value={secret ?? ''}
              label={translate('webhooks.secret.title')}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-secret', style: { fontFamily: 'monospace' } } }}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copyToClipboard(secret ?? '')}>
              {translate('webhooks.secret.copy')}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {translate('webhooks.secret.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
