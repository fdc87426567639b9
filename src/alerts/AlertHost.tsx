import { useSyncExternalStore } from 'react';
import { AlertDialog } from './AlertDialog.tsx';
import { alertStore, type AlertStore } from './alertStore.ts';
import { AlertToast } from './AlertToast.tsx';

/**
 * Shows the alert store's messages: the oldest dialog (alert or confirm) and the oldest toast;
 * the next ones follow as these close. Mount once inside <Admin> (see AppNotification).
 */
export function AlertHost({ store = alertStore }: { store?: AlertStore }) {
  const { dialogs, toasts } = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const dialog = dialogs[0];
  const toast = toasts[0];
  return (
    <>
      {dialog && <AlertDialog key={dialog.id} entry={dialog} toast={store.showToast} />}
      {toast && <AlertToast key={toast.id} entry={toast} />}
    </>
  );
}
