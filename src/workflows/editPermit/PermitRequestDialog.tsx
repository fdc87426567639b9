import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { PermitCountdown } from './PermitCountdown.tsx';
import type { EditPermitState } from './useEditPermit.ts';

/**
 * The holder's side of a request (spec 02 §4, the permit-request dialog): who asks, the countdown
 * after which the server gives it to them (it runs on the server, so it holds with this tab gone),
 * Accept and Decline. It closes when the request is answered, counted down or withdrawn.
 */
export function PermitRequestDialog({ permit }: { permit: EditPermitState }) {
  const translate = useTranslate();
  const titleId = useId();
  const request = permit.request;
  const open = permit.mine && request !== undefined && request !== null && request.user.session !== permit.session;
  if (!open || !request) return null;
  const name = request.user.name;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{translate('editPermits.dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <DialogContentText>{translate('editPermits.dialog.message', { name })}</DialogContentText>
          <PermitCountdown autoAcceptAt={request.autoAcceptAt} totalSeconds={permit.autoAcceptSeconds} message="editPermits.dialog.countdown" />
          <DialogContentText variant="body2">{translate('editPermits.dialog.draftHint')}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void permit.answerRequest(false)} disabled={permit.busy}>
          {translate('editPermits.dialog.decline')}
        </Button>
        <Button variant="contained" onClick={() => void permit.answerRequest(true)} disabled={permit.busy} autoFocus>
          {translate('editPermits.dialog.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
