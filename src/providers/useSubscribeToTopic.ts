import { useContext, useEffect, useRef } from 'react';
import { DataProviderContext } from 'react-admin';
import type { RealtimeCallback } from './realtimeMethods.ts';
import type { AppDataProvider } from './useAppDataProvider.ts';

/**
 * Calls `callback` with every event of `topic` while the component is mounted (react-admin's
 * `useSubscribe`). No topic, or a data provider without the realtime methods (a story): nothing is
 * subscribed. The latest callback is called, so it may change at every render without resubscribing.
 */
export function useSubscribeToTopic(topic: string | undefined, callback: RealtimeCallback): void {
  // The context's provider itself, not useDataProvider's proxy, which reports a missing method as an error.
  const dataProvider = useContext(DataProviderContext) as Partial<AppDataProvider> | null;
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  const { subscribe, unsubscribe } = dataProvider ?? {};
  useEffect(() => {
    if (!topic || !subscribe || !unsubscribe) return;
    const listener: RealtimeCallback = (event) => latest.current(event);
    const warn = (error: unknown) => console.warn(`The realtime topic ${topic}`, error);
    subscribe(topic, listener).catch(warn);
    return () => void unsubscribe(topic, listener).catch(warn);
  }, [topic, subscribe, unsubscribe]);
}
