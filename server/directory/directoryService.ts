/**
 * The directory a request or job refreshes users from: the adapter DIRECTORY selects, and where a
 * picture it hands out is stored (the project's storage, deduplicated by its hash).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_MEDIA_TYPE } from '../../resources/uploadRules.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMediaFiles } from '../storage/mediaFiles.ts';
import { STORAGE_PATH } from '../storage/mediaPaths.ts';
import type { StorageBackend } from '../storage/storageBackend.ts';
import { storeUpload } from '../storage/storeUpload.ts';
import type { DirectoryAdapter, DirectoryPicture } from './directoryAdapter.ts';
import { createEmbeddedDirectory } from './embeddedDirectory.ts';
import { createGraphDirectory } from './graphDirectory.ts';

declare module '../context.ts' {
  interface RequestServices {
    directory: DirectoryService;
  }
}

export interface DirectoryService {
  adapter: DirectoryAdapter;
  /** The public address of the stored file holding these bytes, or undefined when they are not stored yet. */
  storedPictureUrl(picture: DirectoryPicture): Promise<string | undefined>;
  /** Stores the picture (once: the same bytes are the same file) and answers its public address. */
  storePicture(picture: DirectoryPicture, userId: number): Promise<string>;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

/** `storage` is asked when a picture is read or stored (the server opens it after the services are made). */
export function createDirectoryService(config: Pick<ServerConfig, 'directory' | 'publicUrl' | 'upload'>, db: Db, storage: () => StorageBackend): DirectoryService {
  const media = createMediaFiles(db);
  const fileUrl = (relativePath: string) => `${config.publicUrl}${STORAGE_PATH}/files/${relativePath}`;
  return {
    adapter: config.directory.kind === 'graph' ? createGraphDirectory(config.directory) : createEmbeddedDirectory(db, storage),
    async storedPictureUrl(picture) {
      const known = await media.findByHash(createHash('sha256').update(picture.bytes).digest('hex'));
      return known && fileUrl(known.relativePath);
    },
    async storePicture(picture, userId) {
      const stored = await storeUpload(storage(), media, config.upload, {
        stream: Readable.from([picture.bytes]),
        fileName: `directory-${userId}.${EXTENSIONS[picture.contentType] ?? 'jpg'}`,
        declaredMime: picture.contentType,
        typeFlags: UPLOAD_MEDIA_TYPE.image,
        userId: null,
        siteId: null,
        signal: AbortSignal.timeout(30_000),
      });
      return fileUrl(stored.relativePath);
    },
  };
}
