import * as listColumns from '../../resources/messages/listColumns.ts';
import { defineListExport, labelIn } from '../contract/listExports.ts';

/** The library's column headers the admin shows too (resources/messages/listColumns.ts), by language. */
const LIBRARY_TEXTS = { tr: listColumns.tr.media.library, en: listColumns.en.media.library } as const;
const label = (text: (texts: typeof LIBRARY_TEXTS.en) => string) => labelIn(LIBRARY_TEXTS, text);

/** The media library (media/library): its columns, the file's path for the thumbnail. */
export const mediaLibraryExport = defineListExport({
  resource: 'mediaItems',
  field: 'mediaItems',
  columns: [
    { name: 'thumbnail', select: 'path', label: label((texts) => texts.exportColumns.thumbnail) },
    { name: 'text', label: label((texts) => texts.columns.text) },
    { name: 'reporter', label: label((texts) => texts.columns.reporter) },
    { name: 'source', label: label((texts) => texts.columns.source) },
    { name: 'size', label: label((texts) => texts.exportColumns.size) },
    { name: 'createdDate', label: label((texts) => texts.exportColumns.createdDate) },
    { name: 'mediaType', select: 'mimeType', label: label((texts) => texts.columns.mediaType) },
    { name: 'usageCount', label: label((texts) => texts.exportColumns.usageCount) },
  ],
});
