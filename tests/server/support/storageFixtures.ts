import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createDiskBackend } from '../../../server/storage/diskBackend.ts';
import { createS3Backend } from '../../../server/storage/s3Backend.ts';
import type { StorageBackend } from '../../../server/storage/storageBackend.ts';
import { startFakeS3Server } from './fakeS3Server.ts';

/** Every file under `root`, hidden and temporary ones included, as slash-separated relative paths. */
export async function listFiles(root: string): Promise<string[]> {
  // Walked by hand: the server renames and deletes temporary files while this reads, and a
  // directory or file that vanishes mid-walk is simply not listed.
  const found: string[] = [];
  async function walk(directory: string) {
    const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    });
    for (const entry of entries) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  }
  await walk(root);
  return found.sort();
}

export interface BackendFixture {
  backend: StorageBackend;
  /** Everything the backend holds: stored objects plus anything half-written (temp files, open multipart uploads). */
  leftovers(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** The backends the contract suite runs against: disk in a temp dir, S3 against the in-process fake. */
export const BACKENDS: { name: 'disk' | 's3'; open(): Promise<BackendFixture> }[] = [
  {
    name: 'disk',
    async open() {
      const root = await mkdtemp(path.join(tmpdir(), 'newsroom-disk-backend-'));
      const backend = await createDiskBackend(root);
      return { backend, leftovers: () => listFiles(root), dispose: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: 's3',
    async open() {
      const server = await startFakeS3Server();
      const backend = createS3Backend(server.config);
      return {
        backend,
        leftovers: async () => [
          ...[...server.objects.keys()].sort(),
          ...Array.from({ length: server.pendingMultipartUploads() }, (_, index) => `(open multipart upload ${index + 1})`),
        ],
        async dispose() {
          await backend.close();
          await server.close();
        },
      };
    },
  },
];

/** A body of `size` bytes in `chunk`-sized pieces that fails with `error` after `failAfter` bytes, when given. */
export function chunkedBody(size: number, options: { chunk?: number; failAfter?: number; seed?: number } = {}): Readable {
  const chunk = options.chunk ?? 64 * 1024;
  let sent = 0;
  return new Readable({
    read() {
      if (options.failAfter !== undefined && sent >= options.failAfter) {
        this.destroy(new Error('the client went away'));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(chunk, size - sent);
      this.push(patternBytes(sent, length, options.seed ?? 7));
      sent += length;
    },
  });
}

/** Deterministic bytes so a round trip can be compared without keeping the body. */
export function patternBytes(offset: number, length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  for (let index = 0; index < length; index += 1) bytes[index] = ((offset + index) * 31 + seed) & 0xff;
  return bytes;
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
