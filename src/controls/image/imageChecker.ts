import type { UploadMessageKey } from '../../../resources/uploadRules.ts';
import { showAlert, type AlertContent } from '../../alerts/alertStore.ts';
import { readImageSize, type ImageSize } from './readImageSize.ts';
import { imageTypeOf, SIZE_CHECK_SKIPPED, type AcceptedImageType } from './imageTypes.ts';

/** The largest size a slot takes; a missing side is not checked. */
export interface RequiredImageSize {
  width?: number;
  height?: number;
}

export type ImageCheck =
  | { outcome: 'accept'; type: AcceptedImageType; size?: ImageSize }
  | { outcome: 'refuse'; message: Extract<UploadMessageKey, 'checkImageSize' | 'unsupportedImageType'>; params?: { size: string } };

/** `W x H` of the required size, as the 'Check image size' alert shows it. */
export const formatSize = (size: RequiredImageSize) => `${size.width ?? '-'} x ${size.height ?? '-'}`;

/** Whether a natural size goes beyond the required width or height. */
export function exceedsRequiredSize(size: ImageSize, required: RequiredImageSize): boolean {
  return (required.width !== undefined && size.width > required.width) ||
    (required.height !== undefined && size.height > required.height);
}

export interface ImageCheckDeps {
  readSize?: (file: Blob) => Promise<ImageSize>;
}

/**
 * Spec 01 §5 image checker: the type must be one of the accepted ones; unless it is svg or tiff,
 * the image must fit in the required size. A file the browser cannot decode counts as unsupported.
 */
export async function checkImage(
  file: File,
  required: RequiredImageSize = {},
  { readSize = readImageSize }: ImageCheckDeps = {},
): Promise<ImageCheck> {
  const type = imageTypeOf(file);
  if (!type) return { outcome: 'refuse', message: 'unsupportedImageType' };
  if (SIZE_CHECK_SKIPPED.includes(type)) return { outcome: 'accept', type };
  if (required.width === undefined && required.height === undefined) return { outcome: 'accept', type };
  let size: ImageSize;
  try {
    size = await readSize(file);
  } catch {
    return { outcome: 'refuse', message: 'unsupportedImageType' };
  }
  if (exceedsRequiredSize(size, required)) {
    return { outcome: 'refuse', message: 'checkImageSize', params: { size: formatSize(required) } };
  }
  return { outcome: 'accept', type, size };
}

/** The alert a refusal shows: 'Check image size' over `W x H`, or the file-type error. */
export function imageRefusalAlert(check: Extract<ImageCheck, { outcome: 'refuse' }>): AlertContent {
  if (check.message === 'checkImageSize') {
    return { type: 'warning', title: 'upload.messages.checkImageSize', message: check.params?.size ?? '' };
  }
  return { type: 'error', message: 'upload.messages.unsupportedImageType' };
}

/** checkImage, showing the refusal's alert; true when the file may be used. */
export async function checkImageWithAlert(
  file: File,
  required: RequiredImageSize = {},
  { alert = showAlert, ...deps }: ImageCheckDeps & { alert?: (content: AlertContent) => Promise<void> } = {},
): Promise<boolean> {
  const check = await checkImage(file, required, deps);
  if (check.outcome === 'accept') return true;
  void alert(imageRefusalAlert(check));
  return false;
}
