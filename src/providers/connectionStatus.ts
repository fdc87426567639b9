import { useSyncExternalStore } from 'react';

/**
 * The realtime connection's disconnected flag (spec 01 §4): set when the websocket closes,
 * cleared when it connects or reconnects.
 */
let disconnected = false;
const listeners = new Set<() => void>();

export function setDisconnected(value: boolean): void {
  if (disconnected === value) return;
  disconnected = value;
  listeners.forEach((listener) => listener());
}

export function isDisconnected(): boolean {
  return disconnected;
}

export function subscribeConnectionStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConnectionStatus(): { disconnected: boolean } {
  const value = useSyncExternalStore(subscribeConnectionStatus, isDisconnected, () => false);
  return { disconnected: value };
}

type ConnectivityTarget = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  navigator?: { onLine: boolean };
};

const isOnline = (target: ConnectivityTarget) => target.navigator?.onLine ?? true;

/** Resolves at once when online, otherwise at the next 'online' event. */
export function waitUntilOnline(target: ConnectivityTarget = window): Promise<void> {
  if (isOnline(target)) return Promise.resolve();
  return new Promise((resolve) => {
    const onOnline = () => {
      target.removeEventListener('online', onOnline);
      resolve();
    };
    target.addEventListener('online', onOnline);
  });
}

/**
 * Closes the websocket when the browser goes offline. The client's retry waits for
 * `waitUntilOnline`, so it reconnects (and re-subscribes) once the browser is back online.
 */
export function closeWhenOffline(
  socket: { terminate(): void },
  target: ConnectivityTarget = window,
): () => void {
  const onOffline = () => {
    setDisconnected(true);
    socket.terminate();
  };
  target.addEventListener('offline', onOffline);
  return () => target.removeEventListener('offline', onOffline);
}
