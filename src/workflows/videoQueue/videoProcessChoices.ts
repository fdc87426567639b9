import { VIDEO_PROCESS_STATUS_VALUE } from '../../../resources/enums.ts';
import type { VideoProcessFilter } from '../../graphql/graphql.ts';
import type { VideoProcess, VideoRendition } from './videoQueueMethods.ts';

export type VideoProcessStatusKey = keyof typeof VIDEO_PROCESS_STATUS_VALUE;

/** The status's key (`enums.videoProcessStatus.<key>`), or undefined for a value the admin does not know. */
export const statusKeyOf = (status: number | null | undefined): VideoProcessStatusKey | undefined =>
  (Object.entries(VIDEO_PROCESS_STATUS_VALUE) as [VideoProcessStatusKey, number][]).find(([, value]) => value === status)?.[0];

/** The chip's colour of each status: waiting is plain, in progress the primary colour, finished success, error error. */
export const STATUS_COLOR = { waiting: 'default', inProgress: 'primary', finished: 'success', error: 'error' } as const satisfies Record<VideoProcessStatusKey, string>;

export const STATUS_VALUES: readonly number[] = Object.values(VIDEO_PROCESS_STATUS_VALUE);

/** The queue's filter choices in the address (`?filter=`): statuses (several) and the created date range. */
export interface VideoQueueChoices {
  status?: string[];
  startDate?: string;
  endDate?: string;
}

/** The address's choices as the API's filter. */
export function videoProcessFilterOf(choices: VideoQueueChoices): VideoProcessFilter {
  const status = (choices.status ?? []).map(Number).filter((value) => STATUS_VALUES.includes(value));
  return {
    ...(status.length ? { status } : {}),
    ...(choices.startDate && choices.endDate ? { createdDateFrom: choices.startDate, createdDateTo: choices.endDate } : {}),
  };
}

/** Whether a row (from an event: a video added while the list is open) belongs in a list of these choices. */
export function matchesChoices(row: Pick<VideoProcess, 'status' | 'createdDate'>, choices: VideoQueueChoices): boolean {
  const filter = videoProcessFilterOf(choices);
  if (filter.status && !filter.status.includes(row.status)) return false;
  if (filter.createdDateFrom && filter.createdDateTo) {
    const created = Date.parse(row.createdDate);
    if (created < Date.parse(filter.createdDateFrom) || created > Date.parse(filter.createdDateTo)) return false;
  }
  return true;
}

/** A progress (0..1) as a whole percent, never 100 before the run ends. */
export const percentOf = (progress: number | null | undefined, status?: number): number =>
  status === VIDEO_PROCESS_STATUS_VALUE.finished ? 100 : Math.min(99, Math.max(0, Math.floor((progress ?? 0) * 100)));

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes as people read it (1.4 GB, 820 kB), in the interface's language. */
export function humanSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit < 2 ? 0 : 1 }).format(value);
}

/** Seconds as h:mm:ss, or m:ss under an hour. */
export function clockDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const whole = Math.max(0, Math.round(seconds));
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`;
}

/** How long the run took: end − start, or now − start while it runs; the server's figure when the times are missing. */
export function processSecondsOf(row: Pick<VideoProcess, 'status' | 'processStart' | 'processEnd' | 'processDuration'>, now: number): number | undefined {
  const start = row.processStart ? Date.parse(row.processStart) : undefined;
  if (start !== undefined && row.processEnd) return Math.max(0, (Date.parse(row.processEnd) - start) / 1000);
  if (start !== undefined && row.status === VIDEO_PROCESS_STATUS_VALUE.inProgress) return Math.max(0, (now - start) / 1000);
  return row.processDuration ?? undefined;
}

/** A rendition's name, as the server lists resolutions ('720p'). */
export const resolutionOf = (rendition: Pick<VideoRendition, 'height'>) => `${rendition.height}p`;

/** The rendition a player starts with: the highest finished one not above `maxHeight` (the smallest when all are above). */
export function bestRendition<Rendition extends Pick<VideoRendition, 'height'>>(renditions: readonly Rendition[], maxHeight = 1080): Rendition | undefined {
  const sorted = [...renditions].sort((a, b) => a.height - b.height);
  return sorted.filter((rendition) => rendition.height <= maxHeight).at(-1) ?? sorted[0];
}

/** A realtime event of topic `videoProcesses` (server/events/realtimeTopics.ts): part of a queue item. */
export type VideoProcessChange = Partial<Pick<VideoProcess, 'status' | 'progress' | 'resolutions' | 'posterPath' | 'error' | 'processStart' | 'processEnd' | 'duration'>> &
  Pick<VideoProcess, 'id' | 'path'>;

/** The change an event `{ type: 'changed', payload }` carries; undefined for anything else. */
export function changeOf(event: { type: string; payload?: unknown }): VideoProcessChange | undefined {
  const payload = event.payload as Partial<VideoProcessChange> | null | undefined;
  if (event.type !== 'changed' || !payload || typeof payload.id !== 'number' || typeof payload.path !== 'string') return undefined;
  const known = ['status', 'progress', 'resolutions', 'posterPath', 'error', 'processStart', 'processEnd', 'duration'] as const;
  const change: VideoProcessChange = { id: payload.id, path: payload.path };
  for (const key of known) if (key in payload) Object.assign(change, { [key]: payload[key] });
  return change;
}

/** An event that needs the whole row read again: the renditions (not in the event) or the status changed. */
export const needsWholeRow = (row: Pick<VideoProcess, 'status' | 'resolutions'>, change: VideoProcessChange) =>
  (change.status !== undefined && change.status !== row.status) || (change.resolutions !== undefined && change.resolutions.join() !== row.resolutions.join());
