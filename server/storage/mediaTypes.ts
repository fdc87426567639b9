import { fileTypeFromBuffer } from 'file-type';
import type { MediaKind } from '../../resources/uploadRules.ts';

export interface MediaType {
  mime: string;
  kind: MediaKind;
  /** The extension stored files of this type get. */
  extension: string;
  /** sharp can resize it (others are served as they are). */
  resizable: boolean;
}

/** What the server stores: the image checker's types plus avif, the videos browsers play, and PDF. */
export const ACCEPTED_MEDIA_TYPES: readonly MediaType[] = [
  { mime: 'image/jpeg', kind: 'image', extension: 'jpg', resizable: true },
  { mime: 'image/png', kind: 'image', extension: 'png', resizable: true },
  { mime: 'image/gif', kind: 'image', extension: 'gif', resizable: true },
  { mime: 'image/webp', kind: 'image', extension: 'webp', resizable: true },
  { mime: 'image/avif', kind: 'image', extension: 'avif', resizable: true },
  { mime: 'image/tiff', kind: 'image', extension: 'tif', resizable: true },
  { mime: 'image/bmp', kind: 'image', extension: 'bmp', resizable: false },
  { mime: 'image/svg+xml', kind: 'image', extension: 'svg', resizable: false },
  { mime: 'video/mp4', kind: 'video', extension: 'mp4', resizable: false },
  { mime: 'video/x-m4v', kind: 'video', extension: 'm4v', resizable: false },
  { mime: 'video/quicktime', kind: 'video', extension: 'mov', resizable: false },
  // Only where the upload asks for documents (UPLOAD_MEDIA_TYPE.document): a content's PDFs.
  { mime: 'application/pdf', kind: 'document', extension: 'pdf', resizable: false },
];

export function mediaTypeOfMime(mime: string): MediaType | undefined {
  return ACCEPTED_MEDIA_TYPES.find((type) => type.mime === mime);
}

export function mediaTypeOfExtension(extension: string): MediaType | undefined {
  return ACCEPTED_MEDIA_TYPES.find((type) => type.extension === extension);
}

/** Bytes file-type needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

// A DOCTYPE with an internal subset (entity declarations) is not accepted as SVG.
const SVG_PROLOG = /^(?:\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE\s+svg[^>[]*>)*<svg[\s>]/i;

function looksLikeSvg(head: Buffer): boolean {
  return SVG_PROLOG.test(head.toString('utf8').replace(/^\uFEFF/, ''));
}

/**
 * The type the first bytes show (magic numbers; SVG by its root element), whatever the file is
 * called: `{ mime }` for any recognised format, undefined when the bytes match no known format
 * (text, HTML, script).
 */
export async function sniffContent(head: Buffer): Promise<{ mime: string } | undefined> {
  const detected = await fileTypeFromBuffer(head);
  if ((!detected || detected.mime === 'application/xml') && looksLikeSvg(head)) return { mime: 'image/svg+xml' };
  return detected ? { mime: detected.mime } : undefined;
}
