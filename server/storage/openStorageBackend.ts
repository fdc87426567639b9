import type { StorageConfig } from '../config.ts';
import { createDiskBackend } from './diskBackend.ts';
import { createS3Backend } from './s3Backend.ts';
import type { StorageBackend } from './storageBackend.ts';

/** The backend STORAGE_DRIVER selects: disk under `$DATA_DIR/media` (default) or an S3 bucket. */
export async function openStorageBackend(config: StorageConfig): Promise<StorageBackend> {
  if (config.driver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
    return createS3Backend(config.s3);
  }
  return createDiskBackend(config.diskRoot);
}

/** Runs `work` on a backend of its own, closed afterwards (for jobs before the server's routes exist). */
export async function withStorageBackend<T>(config: StorageConfig, work: (backend: StorageBackend) => Promise<T>): Promise<T> {
  const backend = await openStorageBackend(config);
  try {
    return await work(backend);
  } finally {
    await backend.close();
  }
}
