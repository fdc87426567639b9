import type { ImageCrop } from '../../controls/image/cropTypes.ts';
import type { ImageInfo } from '../../controls/mediaPicker/imageInfo.ts';
import type { PickedFile } from '../../controls/upload/SingleFilePicker.tsx';

/** An image field's value (the API's Image: spec 01 §3 crops, image info `text` = its description). */
export interface ImageValue {
  path: string;
  width?: number | null;
  height?: number | null;
  crops?: ImageCrop[];
  text?: string | null;
}

export function asImageValue(value: unknown): ImageValue | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const path = (value as { path?: unknown }).path;
  return typeof path === 'string' && path !== '' ? (value as ImageValue) : undefined;
}

/** The picker's view of the value. */
export const pickedFileOf = (image: ImageValue | undefined): PickedFile | null =>
  image ? { relativePath: image.path, width: image.width ?? 0, height: image.height ?? 0 } : null;

/** A newly uploaded file replaces the image: its crops belong to the old one, the description (text) stays. */
export function imageFromUpload(file: PickedFile | null, current: ImageValue | undefined): ImageValue | null {
  if (!file) return null;
  return { path: file.relativePath, width: file.width, height: file.height, crops: [], text: current?.text ?? null };
}

/** An image chosen in the media picker replaces the image: its description is the library's caption, else the one typed. */
export function imageFromPicked(picked: ImageInfo, current: ImageValue | undefined): ImageValue {
  return { path: picked.path, width: picked.width, height: picked.height, crops: [], text: picked.text ?? current?.text ?? null };
}
