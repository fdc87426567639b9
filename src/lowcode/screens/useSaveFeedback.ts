import { useNotify, useRefresh, type RaRecord } from 'react-admin';
import { alertStore } from '../../alerts/alertStore.ts';
import { CONFLICT_MESSAGE, hasFieldErrors, isConflictError } from '../graphql/resourceErrors.ts';
import { useLowcodeEnvironment } from '../LowcodeEnvironment.tsx';

/**
 * What a save tells the user: success as a notification; a stale version (CONFLICT) as a clear
 * warning while the form keeps the input, and the record and the list are read again so they show
 * the other editor's change (the form takes the new version under the user's input); field
 * refusals only on the fields; anything else as an error notification.
 */
export function useSaveFeedback(mode: 'create' | 'edit', onSaved: () => void, onCreated?: (record: RaRecord) => void) {
  const notify = useNotify();
  const refresh = useRefresh();
  const alerts = useLowcodeEnvironment().alerts ?? alertStore;
  return {
    onSuccess: (record: RaRecord) => {
      notify(mode === 'create' ? 'lowcode.form.created' : 'lowcode.form.updated', { type: 'success' });
      onSaved();
      if (mode === 'create') onCreated?.(record);
    },
    onError: (error: unknown) => {
      if (isConflictError(error)) {
        refresh();
        void alerts.showAlert({ type: 'warning', message: CONFLICT_MESSAGE });
        return;
      }
      if (hasFieldErrors(error)) return;
      const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'ra.notification.http_error';
      notify(message || 'ra.notification.http_error', { type: 'error', messageArgs: { _: message } });
    },
  };
}
