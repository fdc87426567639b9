import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type StorageBackend } from './storageBackend.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

/**
 * Objects as files under `root` (`$DATA_DIR/media`). A write goes to a hidden temporary name in the
 * target directory and is renamed over the key only once complete, so readers see the old object or
 * the whole new one; a failed or aborted write unlinks its temporary file.
 */
export async function createDiskBackend(root: string): Promise<StorageBackend> {
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function head(key: string) {
    try {
      const stats = await stat(fileOf(key));
      return stats.isFile() ? { size: stats.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    driver: 'disk',
    async put(key, body, options = {}) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.part`);
      const output = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(body, output, { signal: options.signal });
        await rename(temporary, file);
      } catch (error) {
        output.destroy();
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      return { size: output.bytesWritten };
    },
    async get(key, range?: ByteRange) {
      // Opened before answering, so a missing file is `undefined` here, not a failed stream later.
      const handle = await open(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { size, body: handle.createReadStream(range ? { start: range.start, end: range.end } : {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    head,
    exists: async (key) => (await head(key)) !== undefined,
    async delete(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    check: () => access(root, constants.W_OK),
    close: async () => undefined,
  };
}
