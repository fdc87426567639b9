/**
 * A delivered content's cover video and videos gain `renditions` (the processed MP4s, smallest first,
 * each `{ height, width, url }`) and, when the editor gave none, the processed poster as `posterPath` and
 * `posterUrl` (server/videoQueue/README.md).
 */
import type { Db } from '../db/client.ts';
import { storagePath } from '../media/contentFiles.ts';
import { processedVideos, type ProcessedVideo } from '../videoQueue/index.ts';
import { fileUrl, type DeliveryOrigin } from './deliveryValues.ts';

type DeliveredVideo = Record<string, unknown> & { path?: unknown; posterPath?: unknown };

const videoPathOf = (video: DeliveredVideo) => (typeof video.path === 'string' ? storagePath(video.path) : undefined);

function withProcessing(origin: DeliveryOrigin, video: DeliveredVideo, processed: ProcessedVideo | undefined): DeliveredVideo {
  const renditions = (processed?.renditions ?? []).map(({ height, width, path }) => ({ height, width, url: fileUrl(origin, path) }));
  if (video.posterPath || !processed?.posterPath) return { ...video, renditions };
  return { ...video, posterPath: processed.posterPath, posterUrl: fileUrl(origin, processed.posterPath), renditions };
}

/** Adds the processing of the item's `coverVideo` and `videos` in place, with one query. */
export async function addVideoRenditions(db: Db, origin: DeliveryOrigin, item: Record<string, unknown>): Promise<void> {
  const cover = item.coverVideo && typeof item.coverVideo === 'object' ? (item.coverVideo as DeliveredVideo) : undefined;
  const videos = Array.isArray(item.videos) ? (item.videos as DeliveredVideo[]) : undefined;
  const all = [...(cover ? [cover] : []), ...(videos ?? [])];
  if (all.length === 0) return;
  const processed = await processedVideos(db, all.map(videoPathOf).filter((path): path is string => path !== undefined));
  const of = (video: DeliveredVideo) => withProcessing(origin, video, processed.get(videoPathOf(video) ?? ''));
  if (cover) item.coverVideo = of(cover);
  if (videos) item.videos = videos.map(of);
}
