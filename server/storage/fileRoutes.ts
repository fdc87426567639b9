import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { extensionOf, mediaKindOfMime } from '../../resources/uploadRules.ts';
import { mediaFileInfo, type MediaFiles } from './mediaFiles.ts';
import { isMediaPath } from './mediaPaths.ts';
import type { StorageBackend } from './storageBackend.ts';
import { badRequest, notFound } from './storageErrors.ts';
import { sendStoredObject } from './sendStoredObject.ts';
import { guardedBy, type StorageGuard } from './storageGuard.ts';

const SHA256_HEX = /^[0-9a-fA-F]{64}$/;
const NAME_MAX = 200;

/**
 * A document opens in the browser under a readable name: the link's `name` (what the content calls
 * it), else the name it was uploaded under (the stored name is a UUID), given the stored file's
 * extension when it lacks one.
 */
export function documentDisposition(relativePath: string, name: string | undefined): string {
  const extension = extensionOf(relativePath);
  const given = name?.replace(/[\u0000-\u001f\u007f/\\]/g, ' ').trim().slice(0, NAME_MAX);
  const fileName = !given ? relativePath.split('/').pop()! : extensionOf(given) === extension ? given : `${given}.${extension}`;
  return contentDisposition(fileName, { type: 'inline' });
}

/**
 * GET /storage/file-info?fileHash= (signed in, may upload on the site): `{ data: file }`, or
 * `{ data: null }` for a hash not stored yet — a miss is the usual answer before an upload, not an
 * error, so the browser's console stays clean; and GET /storage/files/<relativePath>[?name=] (public;
 * a document's answer names it, see documentDisposition).
 */
export function registerFileRoutes(scope: FastifyInstance, deps: { backend: StorageBackend; media: MediaFiles; guard: StorageGuard }) {
  scope.get<{ Querystring: { fileHash?: string } }>('/file-info', { onRequest: guardedBy(deps.guard, 'upload') }, async (request, reply) => {
    const { fileHash } = request.query;
    if (typeof fileHash !== 'string' || !SHA256_HEX.test(fileHash)) throw badRequest('fileHash must be a SHA-256 in hex (64 characters)');
    const row = await deps.media.findByHash(fileHash.toLowerCase());
    reply.header('cache-control', 'no-store');
    return { data: row ? mediaFileInfo(row) : null };
  });

  // HEAD declared, not derived: Fastify's derived HEAD answers content-length 0 for a body it never saw.
  scope.route<{ Params: { '*': string }; Querystring: { name?: string } }>({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    handler: async (request, reply) => {
      const relativePath = request.params['*'];
      if (!isMediaPath(relativePath)) throw notFound();
      const row = await deps.media.findByPath(relativePath);
      if (!row) throw notFound();
      return sendStoredObject(request, reply, deps.backend, relativePath, {
        contentType: row.mimeType,
        etag: `"${row.fileHash}"`,
        size: row.size,
        ...(mediaKindOfMime(row.mimeType) === 'document' ? { extra: { 'content-disposition': documentDisposition(relativePath, typeof request.query.name === 'string' ? request.query.name : (row.originalName ?? undefined)) } } : {}),
      });
    },
  });
}
