import { useEffect, useState } from 'react';
import { useSubscribeToTopic } from '../../providers/useSubscribeToTopic.ts';
import { changeOf, type VideoProcessChange } from './videoProcessChoices.ts';

/** The realtime topic of the queue's changes (server/events/realtimeTopics.ts; read with `content.view`). */
export const VIDEO_PROCESSES_TOPIC = 'videoProcesses';

/** Calls `onChange` with every change the server announces on the working site (each state change, progress at most once a second). */
export function useVideoProcessChanges(onChange: (change: VideoProcessChange) => void, enabled = true): void {
  useSubscribeToTopic(enabled ? VIDEO_PROCESSES_TOPIC : undefined, (event) => {
    const change = changeOf(event);
    if (change) onChange(change);
  });
}

/** The time now, moving every second while `ticking` (a run's duration counts up while it runs). */
export function useTicking(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
