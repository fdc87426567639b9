import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { MediaFiles } from './mediaFiles.ts';
import { isMediaPath, resizeCacheKey, snapWidth } from './mediaPaths.ts';
import { mediaTypeOfMime } from './mediaTypes.ts';
import { resizeStream } from './resizeImage.ts';
import { sendStoredObject, setMediaHeaders } from './sendStoredObject.ts';
import type { StorageBackend } from './storageBackend.ts';
import { badRequest, notFound } from './storageErrors.ts';

/**
 * GET /storage/resize?uri=<relativePath>&width=<n> (public). The width is snapped up to
 * RESIZE_WIDTHS; at or above the original's width, or for SVG and BMP, the original is the answer.
 * Resized copies are kept at `cache/<width>/<relativePath>`; `x-resize-cache` says hit, miss,
 * original, or off (STORAGE_RESIZE_CACHE=false).
 */
export function registerResizeRoute(scope: FastifyInstance, deps: { backend: StorageBackend; media: MediaFiles; resizeCache: boolean }) {
  const { backend } = deps;
  // One resize per cache key at a time in this process; the backend's atomic put covers several servers.
  const resizing = new Map<string, Promise<unknown>>();
  // Resized copies never change once written: remembering their sizes spares a backend lookup per hit.
  const copySizes = new LRUCache<string, number>({ max: 50_000 });
  function resizeOnce(key: string, produce: () => Promise<unknown>) {
    let pending = resizing.get(key);
    if (!pending) {
      pending = produce().finally(() => resizing.delete(key));
      resizing.set(key, pending);
    }
    return pending;
  }

  scope.route<{ Querystring: { uri?: string; width?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/resize',
    handler: async (request, reply) => {
      const { uri, width } = request.query;
      if (!/^\d{1,5}$/.test(width ?? '') || Number(width) < 1) throw badRequest('width must be a positive whole number of pixels');
      if (!isMediaPath(uri)) throw notFound();
      const row = await deps.media.findByPath(uri);
      if (!row) throw notFound();
      const type = mediaTypeOfMime(row.mimeType);
      if (type?.kind !== 'image') throw badRequest('only images can be resized');
      const snapped = snapWidth(Number(width));
      if (!type.resizable || (row.width !== null && snapped >= row.width)) {
        return sendStoredObject(request, reply, backend, uri, {
          contentType: row.mimeType,
          etag: `"${row.fileHash}"`,
          size: row.size,
          extra: { 'x-resize-cache': 'original' },
        });
      }
      const etag = `"${row.fileHash}-w${snapped}"`;
      const resizeFrom = async () => {
        const original = await backend.get(uri);
        if (!original) throw notFound();
        return resizeStream(original.body, row.mimeType, snapped);
      };

      if (!deps.resizeCache) {
        if (setMediaHeaders(request, reply, row.mimeType, etag, { 'x-resize-cache': 'off' })) return reply.code(304).send();
        return reply.send(request.method === 'HEAD' ? undefined : await resizeFrom());
      }
      const key = resizeCacheKey(snapped, uri);
      let size = copySizes.get(key) ?? (await backend.head(key))?.size;
      const state = size === undefined ? 'miss' : 'hit';
      if (size === undefined) {
        await resizeOnce(key, async () => backend.put(key, await resizeFrom(), { contentType: row.mimeType }));
        size = (await backend.head(key))?.size;
        if (size === undefined) throw new Error(`the resized copy ${key} was written but cannot be found`);
      }
      copySizes.set(key, size);
      return sendStoredObject(request, reply, backend, key, { contentType: row.mimeType, etag, size, extra: { 'x-resize-cache': state } });
    },
  });
}
