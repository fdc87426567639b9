import type { StoredFile, UploadFields, UploadTransport } from '../uploadTypes.ts';

/** An upload the transport received and has not answered yet. */
export interface PendingUpload {
  file: File;
  fields: UploadFields;
  signal: AbortSignal;
  progress(percent: number): void;
  succeed(stored?: Partial<StoredFile>): void;
  fail(error: unknown): void;
}

export interface ControlledTransport extends UploadTransport {
  /** Every upload call in order, answered or not. */
  readonly uploads: PendingUpload[];
  /** Every hash looked up, in order. */
  readonly lookups: string[];
  /** Makes the lookup of `hash` find `stored`. */
  remember(hash: string, stored: StoredFile): void;
  /** Makes every lookup throw (a lookup error is logged and treated as not found). */
  failLookups(error: unknown): void;
  /** Called on every upload as it arrives: stories script their state here. */
  onUpload?: (upload: PendingUpload, index: number) => void;
}

export const storedFileFor = (file: File, extra: Partial<StoredFile> = {}): StoredFile => ({
  relativePath: `images/2026/11/${file.name}`,
  width: 96,
  height: 64,
  size: file.size,
  mimeType: file.type,
  ...extra,
});

/** A storage the caller answers by hand, so stories and specs hold an upload in any state. */
export function createControlledTransport(): ControlledTransport {
  const known = new Map<string, StoredFile>();
  let lookupError: unknown;
  const transport: ControlledTransport = {
    uploads: [],
    lookups: [],
    remember: (hash, stored) => void known.set(hash, stored),
    failLookups(error) {
      lookupError = error;
    },
    async lookupFileByHash(hash) {
      transport.lookups.push(hash);
      if (lookupError) throw lookupError;
      return known.get(hash) ?? null;
    },
    upload(file, fields, { onProgress, signal }) {
      return new Promise<StoredFile>((resolve, reject) => {
        const upload: PendingUpload = {
          file,
          fields,
          signal,
          progress: onProgress,
          succeed: (stored) => resolve(storedFileFor(file, stored)),
          fail: reject,
        };
        signal.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')), { once: true });
        transport.uploads.push(upload);
        transport.onUpload?.(upload, transport.uploads.length - 1);
      });
    },
  };
  return transport;
}
