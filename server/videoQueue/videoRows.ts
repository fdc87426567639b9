/** What the API and the events say of a row beyond its columns. */
import type { VideoProcessRow, VideoRendition } from './videoTables.ts';

/** Finished renditions, smallest first. */
export const sortedRenditions = (renditions: readonly VideoRendition[]): VideoRendition[] => [...renditions].sort((a, b) => a.height - b.height);

/** '360p', '720p': the finished renditions, smallest first. */
export const resolutionsOf = (row: Pick<VideoProcessRow, 'renditions'>): string[] => sortedRenditions(row.renditions).map((rendition) => `${rendition.height}p`);

/** Seconds from the run's start to its end, or to now while in progress; null before a run. */
export function processDurationOf(row: Pick<VideoProcessRow, 'processStart' | 'processEnd'>, now = new Date()): number | null {
  if (!row.processStart) return null;
  const end = row.processEnd ?? now;
  return Math.max(0, (end.getTime() - row.processStart.getTime()) / 1000);
}

/** The rendition list with `added` in place of one of its height. */
export const withRendition = (renditions: readonly VideoRendition[], added: VideoRendition): VideoRendition[] =>
  sortedRenditions([...renditions.filter((rendition) => rendition.height !== added.height), added]);
