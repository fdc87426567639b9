import { downloadZip } from '../../controls/clipboard/downloadZip.ts';
import { uploadClient } from '../../controls/upload/uploadClient.ts';
import type { StoredFile, UploadFields, UploadSendOptions } from '../../controls/upload/uploadTypes.ts';
import type { GetMediaItemQuery, GetMediaItemsQuery, MediaItemFilter } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { KeysetPage } from '../../controls/list/listPaging.ts';
import { DELETE_MEDIA_ITEM, GET_MEDIA_ITEM, GET_MEDIA_ITEMS, SAVE_MEDIA_ITEM } from './mediaLibraryDocuments.ts';

/** Every library row has its path (the declaration requires it); the API's type leaves it nullable. */
const withPath = <Item extends { path?: string | null }>(item: Item) => ({ ...item, path: item.path ?? '' });

export type MediaItemRow = ReturnType<typeof withPath<GetMediaItemsQuery['mediaItems'][number]>>;

/** The file's name for an editor: the one it was uploaded under, else (a file stored before names were kept) its storage name. */
export const fileNameOf = (item: { name?: string | null; path: string }) => item.name?.trim() || item.path.split('/').pop() || item.path;
export type MediaItemDetail = ReturnType<typeof withPath<NonNullable<GetMediaItemQuery['mediaItem']>>>;

/** The image info an editor changes in the library, on the version they saw. */
export interface MediaItemInfoInput {
  id: string;
  version: number;
  reporter: string | null;
  source: string | null;
  text: string | null;
}

/**
 * The media library's named data provider methods: the site's library (keyset pages, one file with
 * its usages, the image info's save, the delete) and the storage over HTTP (/storage/upload with its
 * XHR progress, /storage/file-info by SHA-256, /storage/zip), with the session's token, site and language.
 */
export const mediaLibraryMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  const query = client.query.bind(client);
  const mutate = client.mutate.bind(client);
  return {
    /** A page of the library, newest first. */
    async getMediaItems(filter: MediaItemFilter, page: KeysetPage) {
      return dataOrThrow(await query({ query: GET_MEDIA_ITEMS, variables: { filter, ...page } })).mediaItems.map(withPath);
    },
    /** A file of the library with where it is used; null when it is gone. */
    async getMediaItem(id: string) {
      const { mediaItem } = dataOrThrow(await query({ query: GET_MEDIA_ITEM, variables: { id } }));
      return mediaItem ? withPath(mediaItem) : null;
    },
    /** Refused with CONFLICT when someone saved the file's info after `version`. */
    async saveMediaItemInfo(input: MediaItemInfoInput) {
      return withPath(dataOrThrow(await mutate({ mutation: SAVE_MEDIA_ITEM, variables: { input } })).saveMediaItem);
    },
    /** Refused, with the server's message, while a content uses the file. */
    async deleteMediaItem(id: string, version: number) {
      return dataOrThrow(await mutate({ mutation: DELETE_MEDIA_ITEM, variables: { id, version } })).deleteMediaItem;
    },
    uploadFile: (file: File, fields: UploadFields, options: UploadSendOptions): Promise<StoredFile> => uploadClient.upload(file, fields, options),
    lookupFileByHash: (hash: string): Promise<StoredFile | null> => uploadClient.lookupFileByHash(hash),
    downloadMediaZip: (paths: readonly string[]): Promise<void> => downloadZip(paths),
  };
};

export type MediaLibraryMethods = ReturnType<typeof mediaLibraryMethods>;
