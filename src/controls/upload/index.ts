/** The upload controls (spec 01 §3-§5, §7-§9; spec 02 §5 waitUpload) for screens and the media picker. */
export { UploadDialog, type UploadDialogProps } from './UploadDialog.tsx';
export { UploadPanel, type UploadPanelProps } from './UploadPanel.tsx';
export { UploadDropzone, type UploadDropzoneProps } from './UploadDropzone.tsx';
export { SingleFilePicker, type PickedFile, type SingleFilePickerProps } from './SingleFilePicker.tsx';
export { UploadsInProgressWarning } from './UploadsInProgressWarning.tsx';
export { UploadRegistryProvider, useReportUploads, useUploadActivities, useUploadRegistry } from './UploadRegistryContext.tsx';
export { createUploadRegistry, defaultUploadRegistry, type UploadActivity, type UploadRegistry } from './uploadRegistry.ts';
export { waitUpload, WAIT_UPLOAD_MESSAGES, type WaitUploadOptions } from './waitUpload.ts';
export { useUploadItems, useUploadQueue } from './useUploadQueue.ts';
export { createUploadQueue, type UploadQueue, type UploadQueueOptions } from './uploadQueue.ts';
export { isPending, isRunning, toUploadedFile } from './uploadItem.ts';
export { createUploadClient, lookupFileByHash, uploadClient, type UploadClientDeps } from './uploadClient.ts';
export { UploadError } from './uploadError.ts';
export { allowedExtensionsFor, mediaKindOf, screenFiles } from './screenFiles.ts';
export { fileUrl, resizeUrl } from './storageUrls.ts';
export { sha256Hex } from './sha256.ts';
export { isImageDescriptionRequired } from './imageDescription.ts';
export type {
  StoredFile,
  UploadAccept,
  UploadedFile,
  UploadItem,
  UploadStatus,
  UploadTransport,
} from './uploadTypes.ts';
