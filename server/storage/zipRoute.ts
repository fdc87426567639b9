import { once } from 'node:events';
import { ZipArchive } from 'archiver';
import type { FastifyInstance } from 'fastify';
import type { MediaFileRow } from '../db/schema.ts';
import type { MediaFiles } from './mediaFiles.ts';
import { extensionOfPath, isMediaPath } from './mediaPaths.ts';
import type { StorageBackend } from './storageBackend.ts';
import { badRequest, StorageHttpError } from './storageErrors.ts';
import { guardedBy, type StorageGuard } from './storageGuard.ts';

const MAX_ZIP_FILES = 200;

/**
 * POST /storage/zip `{ paths: string[] }` (signed in, a member of the site): one zip, streamed as it
 * is built, with the files as `file-1.jpg`, `file-2.mp4`, … in the order asked. Every path is
 * checked before the first byte is sent: an unknown one is a 404, not a broken download.
 */
export function registerZipRoute(scope: FastifyInstance, deps: { backend: StorageBackend; media: MediaFiles; guard: StorageGuard }) {
  scope.post<{ Body: { paths?: unknown } }>('/zip', { onRequest: guardedBy(deps.guard, 'siteMember') }, async (request, reply) => {
    const paths = request.body?.paths;
    if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_ZIP_FILES) {
      throw badRequest(`paths must be a list of 1 to ${MAX_ZIP_FILES} stored files`);
    }
    const rows: MediaFileRow[] = [];
    for (const path of paths) {
      const row = isMediaPath(path) ? await deps.media.findByPath(path) : undefined;
      if (!row || !(await deps.backend.exists(row.relativePath))) {
        throw new StorageHttpError(404, 'NOT_FOUND', 'not found', undefined, { path: String(path) });
      }
      rows.push(row);
    }

    // Media are compressed already: storing them keeps the zip fast to build.
    const archive = new ZipArchive({ store: true });
    const client = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) client.abort();
    });
    (async () => {
      for (const [index, row] of rows.entries()) {
        const object = await deps.backend.get(row.relativePath);
        if (!object) throw new Error(`${row.relativePath} disappeared while zipping`);
        const added = once(archive, 'entry', { signal: client.signal });
        archive.append(object.body, { name: `file-${index + 1}.${extensionOfPath(row.relativePath)}`, date: row.createdDate });
        await added;
      }
      await archive.finalize();
    })().catch((error: unknown) => {
      if (!client.signal.aborted) request.log.error({ err: error }, 'zip download failed');
      archive.abort();
      archive.destroy();
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="files.zip"')
      .header('cache-control', 'no-store')
      .send(archive);
  });
}
