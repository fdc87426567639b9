import { downloadZip } from '../../controls/clipboard/downloadZip.ts';
import { uploadClient } from '../../controls/upload/uploadClient.ts';
import type { StoredFile, UploadFields, UploadSendOptions } from '../../controls/upload/uploadTypes.ts';

/**
 * The media desk's named data provider methods: the storage over HTTP (/storage/upload with its
 * XHR progress, /storage/file-info by SHA-256, /storage/zip), with the session's token, site and language.
 */
export const mediaMethods = () => ({
  uploadFile: (file: File, fields: UploadFields, options: UploadSendOptions): Promise<StoredFile> => uploadClient.upload(file, fields, options),
  lookupFileByHash: (hash: string): Promise<StoredFile | null> => uploadClient.lookupFileByHash(hash),
  downloadMediaZip: (paths: readonly string[]): Promise<void> => downloadZip(paths),
});
