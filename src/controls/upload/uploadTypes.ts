import type { MediaKind, UploadCheckOptions } from '../../../resources/uploadRules.ts';

/** What the storage answers for a stored file (`{ data: … }` of POST upload and GET file-info). */
export interface StoredFile {
  relativePath: string;
  width: number | null;
  height: number | null;
  fileHash?: string;
  size?: number;
  mimeType?: string;
}

/** The spec's Uploaded file (01 §3): what onComplete hands to the caller. */
export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  progress: number;
  error: string | null;
  success: boolean;
  response: { relativePath: string; width: number | null; height: number | null };
  /** True when the hash lookup found the file and nothing was sent. */
  alreadyUploaded: boolean;
}

/** The method field of the upload form. */
export type UploadMethodName = 'file' | 'cloud';

export interface UploadFields {
  method: UploadMethodName;
  /** 1 image, 2 video, 4 document (UPLOAD_MEDIA_TYPE). */
  type: number;
  /** A crop: the stored source image it was cut from and its crop type, so it belongs to that image rather than to the library on its own. */
  crop?: { of: string; type: string };
}

export interface UploadSendOptions {
  /** 0-100, as the bytes leave the browser. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * How files reach the storage: the XHR client in the app, a scripted one in stories and specs.
 * `upload` rejects with an UploadError (translated message key) or an AbortError when cancelled.
 */
export interface UploadTransport {
  upload(file: File, fields: UploadFields, options: UploadSendOptions): Promise<StoredFile>;
  /** The stored file with this SHA-256 (hex), or null when there is none. */
  lookupFileByHash(hash: string): Promise<StoredFile | null>;
}

/** What a dialog or picker accepts (spec 01 §5); every list and check comes from resources/uploadRules.ts. */
export interface UploadAccept {
  /** UPLOAD_METHOD flags; default file plus cloud. */
  methods?: number;
  /** UPLOAD_MEDIA_TYPE flags; default any. */
  mediaTypes?: number;
  /** Allowed extensions (case-insensitive); default the spec's list narrowed to `mediaTypes`. */
  allowedExtensions?: readonly string[];
  customCheck?: UploadCheckOptions['customCheck'];
  /** Suggested maximum size in bytes: above it the user confirms, or with `strictMaxBytes` it is refused. */
  maxBytes?: number;
  strictMaxBytes?: boolean;
  /** Several files at once (default true). */
  multiple?: boolean;
}

export type UploadStatus = 'ready' | 'uploading' | 'processing' | 'success' | 'error';

/** A translation key with its values, as the alerts and the file list show it. */
export interface UploadMessage {
  message: string;
  values?: Record<string, string>;
}

/** One file of the queue: the spec's Upload request (id, isUploading, progress, file) plus its outcome. */
export interface UploadItem {
  /** Random, below UPLOAD_REQUEST_LIMIT_BASE. */
  id: number;
  file: File;
  kind: MediaKind;
  status: UploadStatus;
  /** A ready file waiting for a free slot after "Upload". */
  queued: boolean;
  progress: number;
  error?: UploadMessage;
  response?: StoredFile;
  alreadyUploaded: boolean;
}
