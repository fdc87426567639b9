import { useSyncExternalStore } from 'react';

/** Requests in flight per key (the request URL); the loading indicator shows while any is > 0. */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();
let total = 0;

const notify = () => listeners.forEach((listener) => listener());

export function beginRequest(key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
  total += 1;
  notify();
}

export function endRequest(key: string): void {
  const current = counts.get(key) ?? 0;
  if (current <= 0) return;
  if (current === 1) counts.delete(key);
  else counts.set(key, current - 1);
  total -= 1;
  notify();
}

export function getActiveRequestCount(key?: string): number {
  return key === undefined ? total : (counts.get(key) ?? 0);
}

export function subscribeLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsLoading(key?: string): boolean {
  return useSyncExternalStore(
    subscribeLoading,
    () => getActiveRequestCount(key) > 0,
    () => false,
  );
}
