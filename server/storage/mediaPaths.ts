import { randomUUID } from 'node:crypto';
import type { MediaKind } from '../../resources/uploadRules.ts';

/** Where the storage routes are mounted; /api/config tells the browser. */
export const STORAGE_PATH = '/storage';

/** Resize widths: a request is snapped up to the next one, so each image has at most this many cached copies. */
export const RESIZE_WIDTHS = [80, 150, 300, 600, 800, 1200, 1600, 2000] as const;

export function snapWidth(requested: number): number {
  return RESIZE_WIDTHS.find((width) => width >= requested) ?? RESIZE_WIDTHS[RESIZE_WIDTHS.length - 1];
}

const MEDIA_PATH = /^(images|videos|documents)\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,4}$/;

/** The only shape of relativePath the server hands out, and the only one its routes accept. */
export function isMediaPath(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_PATH.test(value);
}

/** `images/2026/11/<uuid>.jpg` (videos/…, documents/…): the month folder keeps directories small; nothing comes from the client. */
export function newMediaPath(kind: MediaKind, extension: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${kind}s/${now.getUTCFullYear()}/${month}/${randomUUID()}.${extension}`;
}

export function resizeCacheKey(width: number, relativePath: string): string {
  return `cache/${width}/${relativePath}`;
}

export function extensionOfPath(relativePath: string): string {
  return relativePath.slice(relativePath.lastIndexOf('.') + 1);
}
