import type { DrawRequest, SourceRect } from './canvasDrawing.ts';
import { outputSize } from './cropGeometry.ts';
import type { CropDefinition, CropMode, ImageCrop } from './cropTypes.ts';
import { JPEG_QUALITY } from './pngToJpeg.ts';

/** What the storage answers for an uploaded crop (the fields of the upload response it needs). */
export interface StoredCrop {
  relativePath: string;
  width?: number | null;
  height?: number | null;
}

/**
 * How crops become files: drawn on a canvas, then uploaded like any image (so an identical crop
 * is deduplicated by its hash), naming the source it was cut from. Injected so stories and tests
 * need neither canvas nor HTTP.
 */
export interface CropTransport {
  render: (request: DrawRequest) => Promise<Blob>;
  upload: (file: File, crop: { of: string; type: string }) => Promise<StoredCrop>;
}

export interface CropJob {
  definition: CropDefinition;
  /** The selection in the source's natural pixels. */
  rect: SourceRect;
}

/** png and webp keep their transparency; everything else (gif, bmp, jpeg) becomes jpeg. */
export function cropMimeType(sourceMime: string | undefined): string {
  if (sourceMime === 'image/png' || sourceMime === 'image/webp') return sourceMime;
  return 'image/jpeg';
}

const EXTENSIONS: Readonly<Record<string, string>> = { 'image/png': 'png', 'image/webp': 'webp', 'image/jpeg': 'jpg' };

/** `images/2026/11/abc.png` + '16:9' → `abc-16-9.png` (the server stores it under its own name). */
export function cropFileName(sourcePath: string, type: string, mime: string): string {
  const base = (sourcePath.split('/').pop() ?? 'image').replace(/\.[^.]*$/, '') || 'image';
  const label = type.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'crop';
  return `${base}-${label}.${EXTENSIONS[mime] ?? 'jpg'}`;
}

/** Draws and uploads each crop in turn and answers the spec's crop objects. */
export async function produceCrops(
  jobs: readonly CropJob[],
  source: { image: CanvasImageSource; path: string; mimeType?: string },
  mode: CropMode,
  transport: CropTransport,
): Promise<ImageCrop[]> {
  const type = cropMimeType(source.mimeType);
  const crops: ImageCrop[] = [];
  for (const { definition, rect } of jobs) {
    const size = outputSize(mode, definition, rect);
    const blob = await transport.render({
      source: source.image,
      rect,
      ...size,
      type,
      quality: type === 'image/png' ? undefined : JPEG_QUALITY,
    });
    const file = new File([blob], cropFileName(source.path, definition.type, type), { type });
    const stored = await transport.upload(file, { of: source.path, type: definition.type });
    crops.push({
      type: definition.type,
      width: stored.width ?? size.width,
      height: stored.height ?? size.height,
      path: stored.relativePath,
    });
  }
  return crops;
}
