import type { Readable } from 'node:stream';
import sharp from 'sharp';

/** Formats whose every frame is kept when resized. */
const ANIMATED = new Set(['image/gif', 'image/webp']);

/**
 * A streaming resize to `width` (never larger than the source), in the source's format, turned
 * upright by its EXIF orientation (the stored width is the upright one too).
 */
export function resizeStream(source: Readable, mimeType: string, width: number): Readable {
  const transformer = sharp({ animated: ANIMATED.has(mimeType) })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  source.on('error', (error) => transformer.destroy(error));
  return source.pipe(transformer);
}
