import { useEffect, useRef } from 'react';
import type { RealtimeCallback } from './realtimeMethods.ts';
import { useAppDataProvider } from './useAppDataProvider.ts';

/**
 * Calls `callback` with every event of `topic` while the component is mounted (react-admin's
 * `useSubscribe`). No topic: nothing is subscribed. The latest callback is called, so it may change
 * at every render without resubscribing.
 */
export function useSubscribeToTopic(topic: string | undefined, callback: RealtimeCallback): void {
  const dataProvider = useAppDataProvider();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (!topic) return;
    const listener: RealtimeCallback = (event) => latest.current(event);
    const warn = (error: unknown) => console.warn(`Could not subscribe to ${topic}`, error);
    try {
      dataProvider.subscribe(topic, listener).catch(warn);
    } catch (error) {
      // A data provider without the realtime methods (a story) throws at once.
      warn(error);
      return;
    }
    return () => void dataProvider.unsubscribe(topic, listener).catch(warn);
  }, [topic, dataProvider]);
}
