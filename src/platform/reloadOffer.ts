import { useSyncExternalStore } from 'react';

let offered = false;
const listeners = new Set<() => void>();

/** Shows the offer to reload the app (src/platform/ReloadOffer.tsx); once shown it stays until dismissed. */
export function offerReload(): void {
  if (offered) return;
  offered = true;
  listeners.forEach((listener) => listener());
}

export function dismissReloadOffer(): void {
  if (!offered) return;
  offered = false;
  listeners.forEach((listener) => listener());
}

export const isReloadOffered = (): boolean => offered;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the app offers to reload now. */
export function useReloadOffered(): boolean {
  return useSyncExternalStore(subscribe, isReloadOffered);
}
