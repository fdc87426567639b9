import type { Validator } from 'react-admin';
import { defaultUploadRegistry, type UploadRegistry } from './uploadRegistry.ts';

export const WAIT_UPLOAD_MESSAGES = {
  title: 'upload.waitUpload.title',
  message: 'upload.waitUpload.message',
} as const;

export interface WaitUploadOptions {
  /** The registry the form's upload controls report to; default the app-wide one. */
  registry?: UploadRegistry;
  /** The field to watch; default the validated input's source, or any field when there is none. */
  field?: string;
}

/**
 * The waitUpload / isUploading rule (spec 02 §5): invalid while the field's files upload, so the
 * form cannot be saved; 'A/an {name} files are currently uploading. Please wait for all files to upload.'
 */
export function waitUpload({ registry = defaultUploadRegistry, field }: WaitUploadOptions = {}): Validator {
  return (_value: unknown, _values: unknown, props?: { source?: string }) => {
    const watched = field ?? props?.source;
    const activity = watched ? registry.get(watched) : registry.list()[0];
    return activity ? { message: WAIT_UPLOAD_MESSAGES.message, args: { name: activity.label } } : undefined;
  };
}
