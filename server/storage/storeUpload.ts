import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { MediaKind } from '../../resources/uploadRules.ts';
import type { UploadLimits } from '../config.ts';
import { measureStoredMedia } from './mediaDimensions.ts';
import { mediaFileInfo, type MediaFileInfo, type MediaFiles } from './mediaFiles.ts';
import { newMediaPath } from './mediaPaths.ts';
import { SNIFF_BYTES } from './mediaTypes.ts';
import type { StorageBackend } from './storageBackend.ts';
import { uploadRefusal } from './storageErrors.ts';
import { checkContent, checkFileName, tooLarge } from './uploadChecks.ts';
import { hashingStream, peekStream, sizeLimitStream } from './uploadStreams.ts';

/** A PDF is held to the image ceiling: documents are page scans and text, not footage. */
const maxBytesOf = (limits: UploadLimits, kind: MediaKind) => (kind === 'video' ? limits.maxVideoBytes : limits.maxImageBytes);

export interface IncomingFile {
  stream: Readable;
  fileName: string;
  declaredMime?: string;
  /** UPLOAD_MEDIA_TYPE flags the caller accepts. */
  typeFlags: number;
  /** Null for files the server fetched itself (the wire ingest). */
  userId: number | null;
  siteId: number | null;
  /** Aborts the write when the client goes away. */
  signal: AbortSignal;
  /** A crop cut from a stored image: its source's relativePath and the crop type. */
  crop?: { of: string; type: string };
}

/** The longest original name kept (a file system's limit); the storage key never derives from it. */
const NAME_MAX = 255;

/** The name as the user's disk had it, without a browser's or tool's folders. */
export function originalNameOf(fileName: string): string | null {
  const name = (fileName.split(/[\\/]/).pop() ?? '').trim();
  return name === '' ? null : name.slice(0, NAME_MAX);
}

/**
 * One uploaded file: name and first bytes checked before anything is written, then streamed to
 * the backend under a fresh path while its SHA-256 and size are taken, measured from the stored
 * copy, and recorded. When the bytes are already stored (same hash), the new copy is removed and
 * the existing file is the answer. Every refusal and failure leaves nothing behind.
 */
export async function storeUpload(backend: StorageBackend, media: MediaFiles, limits: UploadLimits, file: IncomingFile): Promise<MediaFileInfo> {
  checkFileName(file.fileName, file.declaredMime, file.typeFlags);
  const { head, body } = await peekStream(file.stream, SNIFF_BYTES);
  const type = await checkContent(head, file.fileName, file.typeFlags).catch((error: unknown) => {
    body.destroy();
    throw error;
  });
  const maxBytes = maxBytesOf(limits, type.kind);
  const hashing = hashingStream();
  const limit = sizeLimitStream(maxBytes, () => tooLarge(maxBytes));
  pipeline(body, hashing.stream, limit.stream, () => undefined);

  const relativePath = newMediaPath(type.kind, type.extension);
  try {
    await backend.put(relativePath, limit.stream, { contentType: type.mime, signal: file.signal });
  } catch (error) {
    if (limit.exceeded()) throw tooLarge(maxBytes);
    throw error;
  }
  const fileHash = hashing.digest();
  const size = limit.bytes();
  let keep = false;
  try {
    const known = await media.findByHash(fileHash);
    if (known) return mediaFileInfo(known);
    const dimensions = await measureStoredMedia(backend, relativePath, type, size);
    // A raster image sharp cannot read is not the image its first bytes promised.
    if (!dimensions && type.resizable) throw uploadRefusal('contentMismatch');
    const { row, inserted } = await media.insertUnlessKnown({
      fileHash,
      relativePath,
      mimeType: type.mime,
      size,
      width: dimensions?.width ?? null,
      height: dimensions?.height ?? null,
      originalName: originalNameOf(file.fileName),
      cropOf: file.crop?.of ?? null,
      cropType: file.crop ? file.crop.type : null,
      createdUserId: file.userId,
      siteId: file.siteId,
    });
    keep = inserted;
    return mediaFileInfo(row);
  } finally {
    if (!keep) await backend.delete(relativePath);
  }
}
