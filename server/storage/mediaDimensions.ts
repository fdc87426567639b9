import sharp from 'sharp';
import { readMp4Dimensions, type Dimensions } from './mp4Dimensions.ts';
import type { MediaType } from './mediaTypes.ts';
import { storedBytes, type StorageBackend } from './storageBackend.ts';
import { svgDimensions } from './svgDimensions.ts';

/** Image headers sit near the start; a JPEG's EXIF block rarely passes this. */
const IMAGE_HEAD_BYTES = 1024 * 1024;
const SVG_HEAD_BYTES = 64 * 1024;

async function readRange(backend: StorageBackend, key: string, start: number, end: number): Promise<Buffer> {
  const bytes = await storedBytes(backend, key, { start, end });
  if (!bytes) throw new Error(`${key} disappeared while it was measured`);
  return bytes;
}

/** sharp's size after EXIF orientation: what a browser shows and the cropper works on. */
async function rasterDimensions(input: Buffer): Promise<Dimensions | undefined> {
  const metadata = await sharp(input).metadata();
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  return width && height ? { width, height } : undefined;
}

function bmpDimensions(head: Buffer): Dimensions | undefined {
  if (head.length < 26 || head.toString('latin1', 0, 2) !== 'BM') return undefined;
  const core = head.readUInt32LE(14) === 12;
  const width = core ? head.readUInt16LE(18) : Math.abs(head.readInt32LE(18));
  const height = core ? head.readUInt16LE(20) : Math.abs(head.readInt32LE(22));
  return width && height ? { width, height } : undefined;
}

/**
 * Width and height of a stored file, read back from the backend: sharp on the head of a raster
 * image (the whole file when its header lies further in), the BMP header, the SVG root element, the
 * MP4/QuickTime track header; a PDF has none. undefined when the file does not say (or is not what it claimed).
 */
export async function measureStoredMedia(backend: StorageBackend, key: string, type: MediaType, size: number): Promise<Dimensions | undefined> {
  const last = size - 1;
  switch (type.mime) {
    case 'image/svg+xml':
      return svgDimensions((await readRange(backend, key, 0, Math.min(last, SVG_HEAD_BYTES - 1))).toString('utf8'));
    case 'image/bmp':
      return bmpDimensions(await readRange(backend, key, 0, Math.min(last, 63)));
    case 'video/mp4':
    case 'video/x-m4v':
    case 'video/quicktime':
      return readMp4Dimensions((start, end) => readRange(backend, key, start, end), size);
    case 'application/pdf':
      return undefined;
    default: {
      const head = await readRange(backend, key, 0, Math.min(last, IMAGE_HEAD_BYTES - 1));
      const fromHead = await rasterDimensions(head).catch(() => undefined);
      if (fromHead || size <= IMAGE_HEAD_BYTES) return fromHead;
      return rasterDimensions(await readRange(backend, key, 0, last)).catch(() => undefined);
    }
  }
}
