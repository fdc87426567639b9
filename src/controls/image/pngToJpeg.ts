import { drawToBlob } from './canvasDrawing.ts';
import { imageTypeOf } from './imageTypes.ts';
import { loadImage } from './readImageSize.ts';

/** Spec 01 §9: PNG to JPEG quality 90. */
export const JPEG_QUALITY = 0.9;
/** JPEG has no transparency: transparent pixels become white, not black. */
const JPEG_BACKGROUND = '#ffffff';

const isPng = (file: { name: string; type?: string }) => imageTypeOf(file) === 'png';

/** `photo.PNG` → `photo.jpg`; a name without extension gains one. */
export function jpegFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/** Encodes a whole image as JPEG over the white background. */
export type JpegEncoder = (file: Blob, quality: number) => Promise<Blob>;

const encodeJpegOnWhite: JpegEncoder = async (file, quality) => {
  const image = await loadImage(file);
  const { naturalWidth: width, naturalHeight: height } = image;
  return drawToBlob({
    source: image,
    rect: { x: 0, y: 0, width, height },
    width,
    height,
    background: JPEG_BACKGROUND,
    type: 'image/jpeg',
    quality,
  });
};

/** The optional PNG → JPEG step before an upload; any other file is returned as it is. */
export async function convertPngToJpeg(file: File, encode: JpegEncoder = encodeJpegOnWhite): Promise<File> {
  if (!isPng(file)) return file;
  const jpeg = await encode(file, JPEG_QUALITY);
  return new File([jpeg], jpegFileName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}
