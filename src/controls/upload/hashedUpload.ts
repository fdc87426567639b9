import type { MediaKind } from '../../../resources/uploadRules.ts';
import { sha256Hex } from './sha256.ts';
import type { StoredFile, UploadFields, UploadSendOptions, UploadTransport } from './uploadTypes.ts';

export interface HashedUploadDeps {
  transport: () => UploadTransport;
  hashFile?: (file: File) => Promise<string | undefined>;
}

export interface HashedUploadResult {
  stored: StoredFile;
  /** Found by its hash: nothing was sent. */
  alreadyUploaded: boolean;
}

async function hashQuietly(hashFile: (file: File) => Promise<string | undefined>, file: File) {
  try {
    return await hashFile(file);
  } catch (error) {
    console.warn('Hashing the file failed; uploading it without a lookup', error);
    return undefined;
  }
}

async function lookupQuietly(transport: UploadTransport, hash: string): Promise<StoredFile | null> {
  try {
    return await transport.lookupFileByHash(hash);
  } catch (error) {
    console.warn('File lookup by hash failed; treated as not found', error);
    return null;
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * Spec 01 §4: an image's SHA-256 is looked up first and a hit is used without sending it. Files of
 * the same queue with the same hash share one lookup and one upload, so a copy dropped together
 * with its original is not sent twice either.
 */
export function createHashedUpload({ transport, hashFile = sha256Hex }: HashedUploadDeps) {
  const byHash = new Map<string, Promise<StoredFile | null>>();

  return async function upload(
    file: File,
    kind: MediaKind,
    fields: () => UploadFields,
    options: UploadSendOptions,
  ): Promise<HashedUploadResult> {
    const send = async () => ({ stored: await transport().upload(file, fields(), options), alreadyUploaded: false });
    const hash = kind === 'image' ? await hashQuietly(hashFile, file) : undefined;
    if (options.signal.aborted) throw abortError();
    if (!hash) return send();

    const earlier = byHash.get(hash);
    const shared = earlier && (await earlier);
    if (options.signal.aborted) throw abortError();
    if (shared) return { stored: shared, alreadyUploaded: true };

    let settle: (stored: StoredFile | null) => void = () => undefined;
    const outcome = new Promise<StoredFile | null>((resolve) => (settle = resolve));
    byHash.set(hash, outcome);
    try {
      const found = await lookupQuietly(transport(), hash);
      if (options.signal.aborted) throw abortError();
      const result = found ? { stored: found, alreadyUploaded: true } : await send();
      settle(result.stored);
      return result;
    } catch (error) {
      if (byHash.get(hash) === outcome) byHash.delete(hash);
      settle(null);
      throw error;
    }
  };
}
