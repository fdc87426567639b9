import { Alert, Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useBlocker, useTranslate } from 'react-admin';
import type { AlertStore } from '../../alerts/alertStore.ts';
import { refusedPermissions } from '../../providers/errorDetails.ts';
import { RefusedNotice } from './LoadFailure.tsx';

/**
 * Asks `message` (an i18n key) before the router leaves the screen; mount it only while there are
 * unsaved changes, and only under a data router (useCanBlock), as in the app.
 */
export function RouterLeaveGuard({ alerts, message }: { alerts: AlertStore; message: string }) {
  const blocker = useBlocker(true);
  // Each blocked navigation asks once. Keyed by the blocked location, not by the state alone: a second
  // attempt made before the answer to the first was drawn goes blocked → unblocked → blocked between
  // two renders, and the state alone would not change.
  const blockedKey = blocker.state === 'blocked' ? blocker.location.key : undefined;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void alerts.confirm({ type: 'warning', message }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
    // The blocker object changes at every render; which navigation is blocked is what matters.
  }, [blockedKey]);
  return null;
}

/** The browser's own "leave site?" question while `dirty` (closing the tab, reloading). */
export function useUnloadWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/** A screen whose data could not be loaded: `message` (an i18n key), the error's text and a retry; a refusal names the permission it needs. */
export function LoadFailed({ message, error, onRetry }: { message: string; error: Error; onRetry: () => void }) {
  const translate = useTranslate();
  const needs = refusedPermissions(error);
  if (needs) {
    return (
      <Stack sx={{ p: 2 }}>
        <RefusedNotice needs={needs} />
      </Stack>
    );
  }
  return (
    <Stack sx={{ p: 2 }} spacing={1} alignItems="flex-start">
      <Alert severity="error">
        {translate(message)} {translate(error.message, { _: error.message })}
      </Alert>
      <Button onClick={onRetry}>{translate('shell.actions.retry')}</Button>
    </Stack>
  );
}
