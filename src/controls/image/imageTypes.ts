import { extensionOf } from '../../../resources/uploadRules.ts';

/** The image types the image checker accepts (spec 01 §5), by name. */
const ACCEPTED_IMAGE_TYPES = ['gif', 'jpeg', 'png', 'svg', 'bmp', 'tiff', 'webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** Vector and multi-page formats: their pixel size says nothing useful, so no size check. */
export const SIZE_CHECK_SKIPPED: readonly AcceptedImageType[] = ['svg', 'tiff'];

const BY_MIME: Readonly<Record<string, AcceptedImageType>> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/webp': 'webp',
};

const BY_EXTENSION: Readonly<Record<string, AcceptedImageType>> = {
  gif: 'gif',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  svg: 'svg',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
  webp: 'webp',
};

/**
 * The accepted type of a file, from its MIME type; the extension decides only when the browser
 * gave no type (some systems leave it empty). A MIME type outside the list is not rescued by a name.
 */
export function imageTypeOf(file: { name: string; type?: string }): AcceptedImageType | undefined {
  const mime = file.type?.toLowerCase().split(';')[0].trim();
  if (mime) return BY_MIME[mime];
  return BY_EXTENSION[extensionOf(file.name)];
}
