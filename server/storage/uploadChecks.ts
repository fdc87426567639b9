import {
  ALL_UPLOAD_MEDIA_TYPES,
  checkUploadCandidate,
  DOCUMENT_EXTENSIONS,
  DEFAULT_ALLOWED_EXTENSIONS,
  DEFAULT_IMAGE_EXTENSIONS,
  extensionOf,
  IMAGE_LIKE_EXTENSIONS,
  mediaKindOfMime,
  mediaTypeFlagOf,
  toMegabytes,
  UPLOAD_MEDIA_TYPE,
  UPLOAD_METHOD,
  VIDEO_LIKE_EXTENSIONS,
  type MediaKind,
} from '../../resources/uploadRules.ts';
import { ACCEPTED_MEDIA_TYPES, mediaTypeOfExtension, mediaTypeOfMime, sniffContent, type MediaType } from './mediaTypes.ts';
import { uploadRefusal } from './storageErrors.ts';

/** Every extension a browser picker may allow (the lists it chooses from) that names an image or video we store. */
const MEDIA_EXTENSIONS = [
  ...new Set([
    ...DEFAULT_ALLOWED_EXTENSIONS,
    ...DEFAULT_IMAGE_EXTENSIONS,
    ...IMAGE_LIKE_EXTENSIONS,
    ...VIDEO_LIKE_EXTENSIONS,
    ...ACCEPTED_MEDIA_TYPES.filter((type) => type.kind !== 'document').map((type) => type.extension),
  ]),
];

/** The extensions an upload asking for these UPLOAD_MEDIA_TYPE flags may carry (the PDF ones only when it asks for documents). */
function serverExtensions(typeFlags: number): string[] {
  const media = (typeFlags & UPLOAD_MEDIA_TYPE.any) === 0 ? [] : MEDIA_EXTENSIONS;
  return (typeFlags & UPLOAD_MEDIA_TYPE.document) === 0 ? media : [...media, ...DOCUMENT_EXTENSIONS];
}

/** `method`: 'file' | 'cloud' or a flag set holding file (1) or cloud (4). */
export function checkUploadMethod(value: string | undefined): void {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === 'file' || text === 'cloud') return;
  const flags = /^\d$/.test(text) ? Number(text) : 0;
  if (flags > UPLOAD_METHOD.any || (flags & (UPLOAD_METHOD.file | UPLOAD_METHOD.cloud)) === 0) throw uploadRefusal('noUploadMethod');
}

/**
 * `type`: image 1, video 2 (any 3, the spec's flags; also 'image' / 'video'), document 4 (a PDF,
 * alone or with the others; also 'document'); absent means image or video.
 */
export function parseMediaTypeFlags(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return UPLOAD_MEDIA_TYPE.any;
  if (text === 'image' || text === 'video' || text === 'document') return UPLOAD_MEDIA_TYPE[text];
  const flags = /^\d$/.test(text) ? Number(text) : 0;
  if (flags < 1 || flags > ALL_UPLOAD_MEDIA_TYPES) throw uploadRefusal('onlyImageOrVideo');
  return flags;
}

/** The client's name and declared type, by the rules the browser applies (resources/uploadRules.ts). */
export function checkFileName(fileName: string, declaredMime: string | undefined, typeFlags: number): void {
  const extensions = serverExtensions(typeFlags);
  const check = checkUploadCandidate({ name: fileName, size: 0, type: declaredMime }, { allowedExtensions: extensions, mediaTypes: typeFlags });
  if (check.outcome === 'accept') return;
  // The browser drops hidden and system files without a word; one that arrives anyway is refused.
  if (check.outcome === 'drop') throw uploadRefusal('formatNotSuitable', { extensions: extensions.join(', ') });
  throw uploadRefusal(check.message, check.params);
}

/** Other spellings of the extensions stored files get. */
const EXTENSION_ALIASES: Record<string, string> = { jpeg: 'jpg', jfif: 'jpg', tiff: 'tif' };

function kindOfName(fileName: string): MediaKind | undefined {
  const extension = extensionOf(fileName);
  const type = mediaTypeOfExtension(EXTENSION_ALIASES[extension] ?? extension);
  if (type) return type.kind;
  return (VIDEO_LIKE_EXTENSIONS as readonly string[]).includes(extension) ? 'video' : undefined;
}

const notSuitable = (typeFlags: number) => uploadRefusal('formatNotSuitable', { extensions: serverExtensions(typeFlags).join(', ') });

/**
 * What the first bytes are, checked against the name and the requested media type: HTML or script
 * under an image name, anything that is not an image or video (or a PDF, where documents were
 * asked for), or a type we do not store is refused.
 */
export async function checkContent(head: Buffer, fileName: string, typeFlags: number): Promise<MediaType> {
  if (head.length === 0) throw uploadRefusal('fileNotExist');
  const sniffed = await sniffContent(head);
  if (!sniffed) throw uploadRefusal('contentMismatch');
  const kind = mediaKindOfMime(sniffed.mime);
  if (!kind || (kind === 'document' && (typeFlags & UPLOAD_MEDIA_TYPE.document) === 0)) throw uploadRefusal('onlyImageOrVideo');
  const type = mediaTypeOfMime(sniffed.mime);
  if (!type) throw kind === 'image' ? uploadRefusal('unsupportedImageType') : notSuitable(typeFlags);
  if (kindOfName(fileName) !== kind) throw uploadRefusal('contentMismatch');
  if ((typeFlags & mediaTypeFlagOf(kind)) === 0) throw notSuitable(typeFlags);
  return type;
}

export function tooLarge(maxBytes: number) {
  return uploadRefusal('tooLarge', { suggestedMb: toMegabytes(maxBytes) }, 413);
}
