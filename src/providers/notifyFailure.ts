import type { useNotify } from 'react-admin';

/** A refused action as an error notification: the server's message (in the user's language), else react-admin's generic one. */
export function notifyFailure(notify: ReturnType<typeof useNotify>, error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
  notify(message, { type: 'error', messageArgs: { _: message } });
}
