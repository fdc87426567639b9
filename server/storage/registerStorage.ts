import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { registerFileRoutes } from './fileRoutes.ts';
import { createMediaFiles } from './mediaFiles.ts';
import { STORAGE_PATH } from './mediaPaths.ts';
import { openStorageBackend } from './openStorageBackend.ts';
import { registerResizeRoute } from './resizeRoute.ts';
import type { StorageBackend } from './storageBackend.ts';
import { storageErrorHandler } from './storageErrors.ts';
import { createStorageGuard, type CreateContext, type RequestClaims } from './storageGuard.ts';
import { registerUploadRoute } from './uploadRoute.ts';
import { registerZipRoute } from './zipRoute.ts';

/**
 * The storage endpoints under /storage (docs/storage.md) on the backend STORAGE_DRIVER selects,
 * rate limited per verified user (per address without a valid token) per minute when `rateLimit`
 * is given (needs @fastify/rate-limit registered).
 */
export async function registerStorage(
  app: FastifyInstance,
  options: {
    config: Pick<ServerConfig, 'storage' | 'upload'>;
    db: Db;
    createContext: CreateContext;
    rateLimit?: { max: number; keyGenerator: (request: FastifyRequest) => Promise<string> };
    /** The request's token verification, shared with its rate limit key. */
    requestClaims?: RequestClaims;
  },
): Promise<StorageBackend> {
  const { storage, upload } = options.config;
  const backend = await openStorageBackend(storage);
  app.addHook('onClose', () => backend.close());
  const media = createMediaFiles(options.db);
  const guard = createStorageGuard(options.createContext, options.requestClaims);

  await app.register(
    async (scope) => {
      scope.setErrorHandler(storageErrorHandler);
      if (options.rateLimit) scope.addHook('onRequest', scope.rateLimit({ ...options.rateLimit, timeWindow: 60_000 }));
      // multipart's hooks run on every route of its scope: only the upload route's.
      await scope.register(async (uploadScope) => {
        await uploadScope.register(multipart, {
          // Our own limit per media kind stops the file first; these only bound the rest of the form.
          limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, fileSize: Math.max(upload.maxImageBytes, upload.maxVideoBytes) + 1 },
        });
        registerUploadRoute(uploadScope, { backend, media, limits: upload, guard });
      });
      registerFileRoutes(scope, { backend, media, guard });
      registerResizeRoute(scope, { backend, media, resizeCache: storage.resizeCache });
      registerZipRoute(scope, { backend, media, guard });
    },
    { prefix: STORAGE_PATH },
  );
  return backend;
}
