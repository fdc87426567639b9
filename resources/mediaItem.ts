import { anyOf, permission } from './access.ts';
import { CONTENT_TYPES } from './contentTypes.ts';
import { defineResource } from './defineResource.ts';
import { MEDIA_TYPE } from './enums.ts';
import { enumeration, number, text, textarea } from './fields.ts';
import { UPLOAD_PERMISSIONS } from './uploadRules.ts';

/** Whoever may upload on the site may describe what was uploaded. */
const mayUpload = anyOf(...UPLOAD_PERMISSIONS.map(permission));

/**
 * The media library (issue 12): one row per stored file a site has, with the image info of spec 01
 * §3 (path, width, height, reporter, source, text). Rows are added by the server (an upload, a
 * content save using a file the library lacks); editors edit the info. The file's facts are
 * copied from media_files on creation and never change; where the file is used is the
 * `media_usages` table, kept by every content save (server/media/).
 */
export const mediaItems = defineResource({
  name: 'mediaItems',
  typeName: 'MediaItem',
  permission: 'content',
  operations: { one: 'mediaItem', list: 'mediaItems', save: 'saveMediaItem', delete: 'deleteMediaItem' },
  siteScoped: true,
  fields: {
    path: text({ required: true, list: true }),
    /** The file's name on the uploader's disk (the storage names it by a UUID); null for files stored before names were kept. */
    name: text({ readOnly: true, list: true }),
    mediaType: enumeration(MEDIA_TYPE, { readOnly: true, list: true, filter: true }),
    mimeType: text({ readOnly: true }),
    size: number({ readOnly: true }),
    width: number({ readOnly: true, list: true }),
    height: number({ readOnly: true, list: true }),
    reporter: text({ maxLength: 200, list: true, filter: true, search: true }),
    source: text({ maxLength: 200, list: true, filter: true, search: true }),
    text: textarea({ maxLength: 1000, list: true, search: true }),
  },
  access: {
    read: permission('content.view'),
    create: mayUpload,
    update: mayUpload,
    delete: anyOf(...CONTENT_TYPES.map((type) => permission(`${type.permission}.delete`))),
  },
  representation: 'path',
  unique: [['path']],
  sort: { field: 'createdDate', order: 'DESC' },
  paging: 'keyset',
  searchIndex: true,
  createdDateFilter: true,
});
