import { UPLOAD_MESSAGES, type UploadMessageKey } from '../../../resources/uploadRules.ts';
import type { UploadMessage } from './uploadTypes.ts';

export const uploadMessageKey = (key: UploadMessageKey) => `upload.messages.${key}`;

/** An upload that failed, with the translation key (and values) of its reason. */
export class UploadError extends Error implements UploadMessage {
  readonly values?: Record<string, string>;
  readonly status?: number;

  constructor(message: string, options: { values?: Record<string, string>; status?: number } = {}) {
    super(message);
    this.name = 'UploadError';
    this.values = options.values;
    this.status = options.status;
  }
}

export function isAbortError(error: unknown): boolean {
  return !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'AbortError';
}

const isUploadMessageKey = (value: unknown): value is UploadMessageKey =>
  typeof value === 'string' && Object.hasOwn(UPLOAD_MESSAGES, value);

function stringParams(params: unknown): Record<string, string> | undefined {
  if (!params || typeof params !== 'object') return undefined;
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

/**
 * The storage's refusal `{ error: { messageKey, params, message } }` as a translated reason; without a
 * known key, the HTTP status picks the app's generic messages.
 */
export function uploadErrorFromResponse(status: number, body: unknown): UploadError {
  const error = (body as { error?: { messageKey?: unknown; params?: unknown; message?: unknown } } | null)?.error;
  if (isUploadMessageKey(error?.messageKey)) {
    return new UploadError(uploadMessageKey(error.messageKey), { values: stringParams(error.params), status });
  }
  if (status === 401 || status === 403) return new UploadError('errors.noAuthorization', { status });
  if (status === 429) return new UploadError('errors.tooManyRequests', { status });
  if (typeof error?.message === 'string' && error.message) return new UploadError(error.message, { status });
  return new UploadError(uploadMessageKey('uploadFailed'), { status });
}

/** Any rejection as the reason shown in the file list. */
export function toUploadMessage(error: unknown): UploadMessage {
  if (error instanceof UploadError) return { message: error.message, values: error.values };
  return { message: uploadMessageKey('uploadFailed') };
}
