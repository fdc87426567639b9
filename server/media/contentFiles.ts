/**
 * The stored files a content row uses, by field: cover images (and their crops), the cover GIF,
 * gallery images, the cover video and its poster, videos and their posters, and the inline images
 * of the rich text (its stored, sanitised HTML: `img` sources under /storage/files/ or
 * /storage/resize?uri=). Each with the caption the use carries, for a library row made from it.
 */
import type { Row } from '../engine/records.ts';

export interface FileUse {
  /** The storage relativePath. */
  path: string;
  field: string;
  text: string | null;
}

interface ImageValue {
  path?: string | null;
  text?: string | null;
  crops?: { path?: string | null }[] | null;
}

const asList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const asObject = <T>(value: unknown): T | undefined => (value && typeof value === 'object' ? (value as T) : undefined);

/** A value's path as storage names it ('/storage/files/images/…' and 'images/…' are one file). */
export function storagePath(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const path = value.trim().replace(/^\/storage\/files\//, '').replace(/^\/+/, '');
  return path === '' || /^[a-z]+:/i.test(path) ? undefined : path;
}

const entities: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };
const decodeEntities = (text: string) => text.replace(/&(amp|quot|#39|lt|gt);/g, (_whole, name: string) => entities[name]!);

const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function inlineSourcePath(source: string): string | undefined {
  if (source.startsWith('/storage/files/')) return storagePath(decoded(source.split(/[?#]/)[0]!));
  if (source.startsWith('/storage/resize?')) return storagePath(new URLSearchParams(source.slice('/storage/resize?'.length)).get('uri'));
  return undefined;
}

/** The stored files of a rich text's inline images, with their `alt` as the caption. */
export function inlineImages(html: string | null | undefined): FileUse[] {
  return [...(html ?? '').matchAll(/<img\b[^>]*>/gi)].flatMap(([tag]) => {
    const path = inlineSourcePath(attribute(tag, 'src') ?? '');
    return path ? [{ path, field: 'text', text: attribute(tag, 'alt') || null }] : [];
  });
}

function imageUses(field: string, image: ImageValue | undefined, caption?: string | null): FileUse[] {
  if (!image) return [];
  const text = caption ?? image.text ?? null;
  const crops = asList<{ path?: string | null }>(image.crops).map((crop) => ({ path: storagePath(crop.path), field, text }));
  return [{ path: storagePath(image.path), field, text }, ...crops].filter((use): use is FileUse => use.path !== undefined);
}

function videoUses(field: string, video: { path?: string | null; posterPath?: string | null; caption?: string | null } | undefined): FileUse[] {
  if (!video) return [];
  const text = video.caption ?? null;
  return [
    { path: storagePath(video.path), field, text },
    { path: storagePath(video.posterPath), field, text },
  ].filter((use): use is FileUse => use.path !== undefined);
}

/** Every use of a stored file in a content row; a file used twice in one field counts once. */
export function contentFiles(row: Row): FileUse[] {
  const uses = [
    ...asList<{ image?: ImageValue }>(row.coverImages).flatMap((item) => imageUses('coverImages', asObject(item?.image))),
    ...imageUses('coverGif', asObject(row.coverGif)),
    ...asList<{ image?: ImageValue; caption?: string | null }>(row.images).flatMap((item) => imageUses('images', asObject(item?.image), item?.caption)),
    ...videoUses('coverVideo', asObject(row.coverVideo)),
    ...asList<{ path?: string | null; posterPath?: string | null; caption?: string | null }>(row.videos).flatMap((video) => videoUses('videos', asObject(video))),
    ...inlineImages(typeof row.text === 'string' ? row.text : null),
  ];
  const seen = new Set<string>();
  return uses.filter((use) => {
    const key = `${use.field} ${use.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
