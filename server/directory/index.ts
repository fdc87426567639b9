/** What other parts use of the directory: its service, which the server hands every request. */
export { createDirectoryService, type DirectoryService } from './directoryService.ts';
