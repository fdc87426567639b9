/** What other features may use of media: the stored files a content row uses, and a value's storage path. */
export { contentFiles, storagePath, type FileUse } from './contentFiles.ts';
