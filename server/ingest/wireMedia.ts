import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { UPLOAD_MEDIA_TYPE } from '../../resources/uploadRules.ts';
import type { UploadLimits } from '../config.ts';
import type { MediaFiles } from '../storage/mediaFiles.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';
import { storeUpload } from '../storage/storeUpload.ts';

export interface FetchedMedia {
  path: string;
  width: number | null;
  height: number | null;
  fileSize: number;
}

/** Brings a picture or video a wire item points at into storage; null when it cannot be had. */
export type WireMediaFetcher = (href: string, baseDir: string | undefined) => Promise<FetchedMedia | null>;

const FETCH_TIMEOUT_MS = 10_000;

async function openSource(href: string, baseDir: string | undefined, signal: AbortSignal): Promise<Readable | null> {
  if (/^https?:\/\//i.test(href)) {
    const response = await fetch(href, { signal });
    if (!response.ok || !response.body) return null;
    return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  }
  if (!baseDir || /^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  // A relative href names a file beside the wire file, never one outside its folder.
  const file = path.resolve(baseDir, decodeURIComponent(href));
  if (!file.startsWith(path.resolve(baseDir) + path.sep)) return null;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? createReadStream(file) : null;
}

/**
 * The storage's own upload path (sniffed, hashed, deduplicated, measured) for wire media, with no
 * user or site. Whatever fails (unreachable URL, missing file, refused content) gives null: the
 * item is stored anyway with the picture marked missing.
 */
export function createWireMediaFetcher(backend: StorageBackend, media: MediaFiles, limits: UploadLimits): WireMediaFetcher {
  return async (href, baseDir) => {
    const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
    try {
      const stream = await openSource(href, baseDir, signal);
      if (!stream) return null;
      const fileName = path.basename(new URL(href, 'file:///').pathname) || 'media';
      const stored = await storeUpload(backend, media, limits, {
        stream,
        fileName,
        typeFlags: UPLOAD_MEDIA_TYPE.any,
        userId: null,
        siteId: null,
        signal,
      });
      return { path: stored.relativePath, width: stored.width ?? null, height: stored.height ?? null, fileSize: stored.size };
    } catch {
      return null;
    }
  };
}
