import type { UploadedFile, UploadItem } from './uploadTypes.ts';

export const isRunning = (item: UploadItem) => item.status === 'uploading' || item.status === 'processing';
export const isPending = (item: UploadItem) => item.status === 'ready' || isRunning(item);

export function toUploadedFile(item: UploadItem): UploadedFile {
  const { relativePath = '', width = null, height = null } = item.response ?? {};
  return {
    name: item.file.name,
    size: item.file.size,
    type: item.file.type,
    progress: item.progress,
    error: item.error?.message ?? null,
    success: item.status === 'success',
    response: { relativePath, width, height },
    alreadyUploaded: item.alreadyUploaded,
  };
}
