/**
 * How the delivery API writes a stored file and an image (docs/delivery-api.md, "One item"): the
 * storage path kept, an absolute `url` beside it at `PUBLIC_URL/storage/files/<path>`; and a link, only
 * when it is safe to put in an href. Shared by the
 * contents (server/http/deliveryValues.ts) and the features' public routes under the same path (the
 * live transfers' page, the SEO contents), and rich text's inline images.
 */
import { isAbsoluteUrl, isRelativeUrl } from '../../resources/validationFormats.ts';
import { storagePath } from '../media/contentFiles.ts';

/** Where stored files are served from: the server's public URL. */
export interface FileOrigin {
  publicUrl: string;
}

/** A link a site may put in an href: http(s) or a path on the site; anything else (`javascript:`, `data:`) is null. */
export const deliveredUrl = (value: unknown): string | null =>
  typeof value === 'string' && (isAbsoluteUrl(value.trim()) || isRelativeUrl(value.trim())) ? value.trim() : null;

/** A stored path's absolute address (a path that is already an address stays as it is). */
export function fileUrl(origin: FileOrigin, value: unknown, name?: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^https?:\/\//i.test(value.trim())) return value.trim();
  const path = storagePath(value);
  if (!path) return null;
  const query = typeof name === 'string' && name.trim() !== '' ? `?name=${encodeURIComponent(name.trim())}` : '';
  return `${origin.publicUrl}/storage/files/${path.split('/').map(encodeURIComponent).join('/')}${query}`;
}

export interface StoredImage {
  path?: string | null;
  width?: number | null;
  height?: number | null;
  text?: string | null;
  crops?: { type: string; path?: string | null; width?: number | null; height?: number | null }[] | null;
}

/** An image with its crops (spec 01 §3 Image); `text` is its description. */
export function imageOf(origin: FileOrigin, image: StoredImage | null | undefined) {
  if (!image?.path) return null;
  return {
    path: image.path,
    url: fileUrl(origin, image.path),
    width: image.width ?? null,
    height: image.height ?? null,
    description: image.text ?? null,
    crops: (image.crops ?? [])
      .filter((crop) => crop.path)
      .map(({ type, path, width, height }) => ({ type, path, url: fileUrl(origin, path), width: width ?? null, height: height ?? null })),
  };
}

/** Rich text as stored (sanitised on save), its inline images' `/storage/files/…` sources made absolute for another origin. */
export const richHtmlOf = (origin: FileOrigin, html: string) => html.replace(/(<img\b[^>]*?\ssrc=")\/storage\/files\//g, `$1${origin.publicUrl}/storage/files/`);
