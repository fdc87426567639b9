import { BYTES_PER_MB } from '../../../resources/uploadRules.ts';

/**
 * Web Crypto has no incremental digest, so the whole file is read into memory once. Only images
 * are hashed (spec 01 §4) and they are far below this; a larger file is not hashed and goes to the
 * server, which deduplicates by the hash it computes while streaming.
 */
export const MAX_HASHED_BYTES = 512 * BYTES_PER_MB;

/** SHA-256 of the file's bytes as lower-case hex; undefined when the file is too large to hash here. */
export async function sha256Hex(file: Blob): Promise<string | undefined> {
  if (file.size > MAX_HASHED_BYTES) return undefined;
  if (!globalThis.crypto?.subtle) throw new Error('Web Crypto is not available (the page is not a secure context)');
  // A view, not the buffer itself: some runtimes reject an ArrayBuffer made by another realm.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
