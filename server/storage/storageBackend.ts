import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  /** Bytes of the whole object. */
  size: number;
}

export interface StoredObjectStream extends StoredObjectInfo {
  /** The object's bytes, or only the requested range of them. */
  body: Readable;
}

/**
 * Where media bytes live: a directory on disk or an S3-compatible bucket. Keys are relative paths
 * made by the server (`images/2026/11/<uuid>.jpg`, `cache/300/...`), never a client's file name.
 * `put` is all or nothing: a failed or aborted write leaves no object behind, and readers never see
 * a half-written one (a write over an existing key replaces it whole).
 */
export interface StorageBackend {
  readonly driver: 'disk' | 's3';
  put(key: string, body: Readable, options?: { contentType?: string; signal?: AbortSignal }): Promise<StoredObjectInfo>;
  /** undefined when there is no such object. */
  get(key: string, range?: ByteRange): Promise<StoredObjectStream | undefined>;
  head(key: string): Promise<StoredObjectInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the backend can take writes now (the disk directory writable, the bucket answering HeadBucket); readiness asks it. */
  check(): Promise<void>;
  close(): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** Relative, slash-separated, no empty/dot segments: a key can never point outside the backend's root. */
export function isStorageKey(key: string): boolean {
  const segments = key.split('/');
  return key.length <= 512 && segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
}

/** A stored object's bytes (or the range's), read whole; undefined when there is no such object. */
export async function storedBytes(backend: Pick<StorageBackend, 'get'>, key: string, range?: ByteRange): Promise<Buffer | undefined> {
  const object = await backend.get(key, range);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
