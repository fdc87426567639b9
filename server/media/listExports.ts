import { defineListExport } from '../contract/listExports.ts';

/** The media library (media/library): its columns, the file's path for the thumbnail. */
export const mediaLibraryExport = defineListExport({
  resource: 'mediaItems',
  field: 'mediaItems',
  columns: [
    { name: 'thumbnail', select: 'path', label: { tr: 'Dosya', en: 'File' } },
    { name: 'text', label: { tr: 'Açıklama', en: 'Caption' } },
    { name: 'reporter', label: { tr: 'Muhabir', en: 'Reporter' } },
    { name: 'source', label: { tr: 'Kaynak', en: 'Source' } },
    { name: 'size', label: { tr: 'Boyut (bayt)', en: 'Size (bytes)' } },
    { name: 'createdDate', label: { tr: 'Eklenme tarihi', en: 'Added' } },
    { name: 'mediaType', select: 'mimeType', label: { tr: 'Tür', en: 'Type' } },
    { name: 'usageCount', label: { tr: 'Kullanım', en: 'Uses' } },
  ],
});
