import { PREVIEW_IMAGE_WIDTH } from '../../../resources/uploadRules.ts';
import { getRuntimeConfig } from '../../config.ts';

/** A storage base URL without its trailing slash; undefined when empty. */
export function storageBaseUrl(storageUrl: string | undefined): string | undefined {
  return storageUrl?.replace(/\/+$/, '') || undefined;
}

const configuredBase = (storageUrl?: string) => storageBaseUrl(storageUrl ?? getRuntimeConfig()?.storageUrl);

/** The public URL of a stored file (storage URL from /api/config unless given). */
export function fileUrl(relativePath: string, storageUrl?: string): string | undefined {
  const base = configuredBase(storageUrl);
  return base && `${base}/files/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The resize URL (spec 01 §7: uri and width); the server snaps the width and never upscales. */
export function resizeUrl(relativePath: string, width: number = PREVIEW_IMAGE_WIDTH, storageUrl?: string): string | undefined {
  const base = configuredBase(storageUrl);
  return base && `${base}/resize?uri=${encodeURIComponent(relativePath)}&width=${width}`;
}
