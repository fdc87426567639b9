import { DEFAULT_UPLOAD_METHODS, mediaTypeFlagOf, UPLOAD_METHOD, type MediaKind } from '../../../resources/uploadRules.ts';
import { UploadError, uploadMessageKey } from './uploadError.ts';
import type { UploadFields, UploadMethodName } from './uploadTypes.ts';

/**
 * The method field from the method flags: file when allowed, else cloud; the storage takes no
 * other (ftp alone, or none, leaves nothing to send: 'No valid uploading method found.').
 */
function resolveUploadMethod(flags: number = DEFAULT_UPLOAD_METHODS): UploadMethodName {
  if (flags & UPLOAD_METHOD.file) return 'file';
  if (flags & UPLOAD_METHOD.cloud) return 'cloud';
  throw new UploadError(uploadMessageKey('noUploadMethod'));
}

export function uploadFields(kind: MediaKind, methodFlags?: number): UploadFields {
  return {
    method: resolveUploadMethod(methodFlags),
    type: mediaTypeFlagOf(kind),
  };
}
