/**
 * A reel's video and a story's frame videos enter the video process queue for the site when the
 * story or reel is saved (in its transaction: a save rolled back queues nothing), so the delivery
 * API serves their renditions and poster (README.md, "Delivery API and demo").
 */
import type { Row } from '../engine/records.ts';
import type { ResourceHooksByName, WriteEffect } from '../engine/resourceHooks.ts';
import { queueSiteVideos } from '../videoQueue/index.ts';

/** The frames' videos of a story row. */
export const frameVideos = (row: Row): unknown[] => (Array.isArray(row.frames) ? row.frames : []).map((frame) => (frame && typeof frame === 'object' ? (frame as { video?: unknown }).video : undefined));

/** A reel row's video path. */
export const reelVideoPath = (row: Row): unknown => (row.video && typeof row.video === 'object' ? (row.video as { path?: unknown }).path : undefined);

const queueing =
  (videosOf: (row: Row) => unknown[]): WriteEffect =>
  async (scope, row) => {
    if (typeof row.siteId === 'number') await queueSiteVideos(scope.tx, row.siteId, videosOf(row), scope.userId);
  };

export const storyVideoHooks = {
  stories: { afterWrite: queueing(frameVideos) },
  reels: { afterWrite: queueing((row) => [reelVideoPath(row)]) },
} satisfies ResourceHooksByName;
