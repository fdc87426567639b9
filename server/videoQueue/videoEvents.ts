/** The queue's realtime events (topic `videoProcesses`, read with content.view): one per site of the row. */
import type { EventBus } from '../events/eventBus.ts';
import type { RealtimeTopic, TopicEvent } from '../events/realtimeTopics.ts';
import { failureOf } from './videoFailure.ts';
import { resolutionsOf } from './videoRows.ts';
import type { VideoProcessRow } from './videoTables.ts';

export const VIDEO_PROCESSES_TOPIC = 'videoProcesses' satisfies RealtimeTopic;

export interface VideoProcessChange {
  id: number;
  path: string;
  status: number;
  progress: number | null;
  resolutions: string[];
  posterPath: string | null;
  error: string | null;
  errorCode: string | null;
  processStart: string | null;
  processEnd: string | null;
  duration: number | null;
}

export type VideoProcessEvent = TopicEvent<VideoProcessChange> & { type: 'changed' };

export function videoProcessChange(row: VideoProcessRow): VideoProcessChange {
  return {
    id: row.id,
    path: row.path,
    status: row.status,
    progress: row.progress,
    resolutions: resolutionsOf(row),
    posterPath: row.posterPath,
    error: failureOf(row.error)?.detail ?? null,
    errorCode: failureOf(row.error)?.code ?? null,
    processStart: row.processStart?.toISOString() ?? null,
    processEnd: row.processEnd?.toISOString() ?? null,
    duration: row.duration,
  };
}

/** Tells every site of the row; never throws (the row is stored whether or not anyone hears of it). */
export async function announceVideoProcess(events: EventBus, row: VideoProcessRow, log: (message: string) => void): Promise<void> {
  const event: VideoProcessEvent = { type: 'changed', payload: videoProcessChange(row) };
  try {
    await Promise.all(row.siteIds.map((site) => events.publish({ topic: VIDEO_PROCESSES_TOPIC, site }, event)));
  } catch (error) {
    log(`video: #${row.id}: the change was not announced: ${error instanceof Error ? error.message : String(error)}`);
  }
}
