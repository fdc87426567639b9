/**
 * The upload rules of spec 01 §5, §8 and §9, pure: the browser's dropzone and the server's storage
 * endpoints both check files with these, so a refusal reads the same on both sides. Messages are
 * the spec's English text in sentence case; each is also an i18n key (`upload.messages.<key>`) for tr and en.
 */
import { PERMISSION_CATEGORIES } from './permissionCatalogue.ts';

export const UPLOAD_MESSAGES = {
  onlyImageOrVideo: 'You can only upload video or image',
  fileNotExist: 'File not exist',
  formatNotSuitable: 'The file format you selected is not suitable',
  uploadFailed: 'Upload failed',
  cancelInProgress: 'Are you sure you want to cancel upload in progress',
  noPostAction: 'No valid post action found.',
  noUploadMethod: 'No valid uploading method found.',
  tooLarge: 'The file is larger than the allowed size',
  contentMismatch: 'The file content does not match its type',
  checkImageSize: 'Check image size',
  unsupportedImageType: 'The image type is not supported',
  selectImage: 'Please select image to upload',
} as const;
export type UploadMessageKey = keyof typeof UPLOAD_MESSAGES;

/** Upload method flags (spec 01 §3); the default is file plus cloud. */
export const UPLOAD_METHOD = { none: 0, file: 1, ftp: 2, cloud: 4, any: 7 } as const;
export const DEFAULT_UPLOAD_METHODS = UPLOAD_METHOD.file | UPLOAD_METHOD.cloud;
/**
 * Upload media type flags: the spec's image 1, video 2, any 3; document 4 (a PDF) is ours and only
 * where the caller asks for it (a content's PDFs), so 'any' still means image or video.
 */
export const UPLOAD_MEDIA_TYPE = { image: 1, video: 2, any: 3, document: 4 } as const;
/** Every flag together: the most a caller may ask for. */
export const ALL_UPLOAD_MEDIA_TYPES = UPLOAD_MEDIA_TYPE.any | UPLOAD_MEDIA_TYPE.document;

export const DEFAULT_ALLOWED_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'webp', 'mp4', 'jfif'] as const;
export const VIDEO_ONLY_EXTENSIONS = ['mp4'] as const;
/** The second helper's default list (image pickers). */
export const DEFAULT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp'] as const;
export const IMAGE_LIKE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'tiff', 'png'] as const;
export const VIDEO_LIKE_EXTENSIONS = ['avi', 'flv', 'wmv', 'mov', 'mp4'] as const;
export const DOCUMENT_EXTENSIONS = ['pdf'] as const;
export const BLOCKED_EXTENSIONS = ['html', 'htm', 'js', 'jsx'] as const;
const SYSTEM_FILE_NAMES = ['thumbs.db', 'desktop.ini'];

export const DEFAULT_UPLOAD_THREADS = 3;
export const PREVIEW_IMAGE_WIDTH = 300;
export const UPLOAD_REQUEST_LIMIT_BASE = 10_000;
export const BYTES_PER_MB = 1_048_576;

/** Every 'category.save' permission: holding any one of them lets a user upload on the site. */
export const UPLOAD_PERMISSIONS: readonly string[] = Object.entries(PERMISSION_CATEGORIES)
  .filter(([, keywords]) => keywords.includes('save'))
  .map(([category]) => `${category}.save`);

/** Sizes are shown in MB: bytes / 1048576 with two decimals, written as the language writes them (Turkish: 0,03). */
export function toMegabytes(bytes: number, language = 'en'): string {
  const text = (bytes / BYTES_PER_MB).toFixed(2);
  return language === 'tr' ? text.replace('.', ',') : text;
}

/** The extension after the last dot, lower-cased ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Thumbs.db, desktop.ini and names starting with a dot: dropped without a word. */
export function isHiddenOrSystemName(name: string): boolean {
  const base = (name.split(/[\\/]/).pop() ?? '').trim();
  return base.startsWith('.') || SYSTEM_FILE_NAMES.includes(base.toLowerCase());
}

/** Names ending in html, htm, js or jsx are refused whatever their content. */
export function isBlockedScriptName(name: string): boolean {
  return (BLOCKED_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export type MediaKind = 'image' | 'video' | 'document';

/** The UPLOAD_MEDIA_TYPE flag of a kind. */
export const mediaTypeFlagOf = (kind: MediaKind): number => UPLOAD_MEDIA_TYPE[kind];

/** 'image', 'video' or 'document' (PDF) from a MIME type, else undefined. */
export function mediaKindOfMime(mime: string | undefined | null): MediaKind | undefined {
  if (!mime) return undefined;
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/pdf') return 'document';
  return undefined;
}

/** The kind a file claims: its MIME type first, then its extension. */
export function mediaKindOfFile(file: { name: string; type?: string }): MediaKind | undefined {
  return mediaKindOfMime(file.type) ?? mediaKindOfExtension(extensionOf(file.name));
}

export interface UploadCandidate {
  name: string;
  size: number;
  type?: string;
}

export type UploadCheck =
  | { outcome: 'accept' }
  | { outcome: 'drop' }
  | { outcome: 'refuse'; message: UploadMessageKey; params?: Record<string, string> };

export interface UploadCheckOptions {
  /** Allowed extensions, matched case-insensitively; the spec's defaults when omitted. */
  allowedExtensions?: readonly string[];
  /** UPLOAD_MEDIA_TYPE flags the caller accepts; a document is refused as 'not an image or video' unless they hold document. */
  mediaTypes?: number;
  /** A caller's own check, run after the built-in ones; return a refusal to refuse. */
  customCheck?: (file: UploadCandidate) => UploadCheck | undefined;
}

/**
 * The name/type rules, in the spec's order: missing file, hidden or system file (dropped silently),
 * script names, image or video only, allowed extensions, then the caller's check. Size and content
 * sniffing are separate (confirmation in the browser, magic bytes on the server).
 */
export function checkUploadCandidate(file: UploadCandidate | null | undefined, options: UploadCheckOptions = {}): UploadCheck {
  if (!file || !file.name) return { outcome: 'refuse', message: 'fileNotExist' };
  if (isHiddenOrSystemName(file.name)) return { outcome: 'drop' };
  if (isBlockedScriptName(file.name)) {
    return { outcome: 'refuse', message: 'formatNotSuitable', params: { extensions: allowedList(options) } };
  }
  const kind = mediaKindOfFile(file);
  if (!kind || (kind === 'document' && ((options.mediaTypes ?? UPLOAD_MEDIA_TYPE.any) & UPLOAD_MEDIA_TYPE.document) === 0)) {
    return { outcome: 'refuse', message: 'onlyImageOrVideo' };
  }
  const allowed = (options.allowedExtensions ?? DEFAULT_ALLOWED_EXTENSIONS).map((e) => e.toLowerCase());
  if (!allowed.includes(extensionOf(file.name))) {
    return { outcome: 'refuse', message: 'formatNotSuitable', params: { extensions: allowedList(options) } };
  }
  return options.customCheck?.(file) ?? { outcome: 'accept' };
}

function allowedList(options: UploadCheckOptions): string {
  return (options.allowedExtensions ?? DEFAULT_ALLOWED_EXTENSIONS).map((e) => e.toLowerCase()).join(', ');
}

const IMAGE_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'jfif', 'png', 'webp', 'bmp', 'tiff', 'tif', 'svg', 'avif'];

/** 'image', 'video' or 'document' from a file name's extension, else undefined. */
export function mediaKindOfExtension(extension: string): MediaKind | undefined {
  if (IMAGE_EXTENSIONS.includes(extension)) return 'image';
  if ((VIDEO_LIKE_EXTENSIONS as readonly string[]).includes(extension) || extension === 'webm') return 'video';
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'document';
  return undefined;
}

export type SizeCheck =
  | { outcome: 'ok' }
  | { outcome: 'confirm'; suggestedMb: string; actualMb: string }
  | { outcome: 'refuse'; suggestedMb: string; actualMb: string };

/** Over `maxBytes`: ask for confirmation, or refuse when the limit is strict (the sizes written in `language`). */
export function checkUploadSize(size: number, maxBytes: number | undefined, strict = false, language = 'en'): SizeCheck {
  if (!maxBytes || size <= maxBytes) return { outcome: 'ok' };
  const sizes = { suggestedMb: toMegabytes(maxBytes, language), actualMb: toMegabytes(size, language) };
  return strict ? { outcome: 'refuse', ...sizes } : { outcome: 'confirm', ...sizes };
}
