import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { AgencyPhotoTab } from '../../controls/mediaPicker/agencyPhotoConstants.ts';
import type {
  AgencyArchiveInput,
  AgencyContentInput,
  AgencyListFilter,
  GetAgencyPhotosQuery,
  GetArchivePhotosQuery,
} from '../../graphql/graphql.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import type { KeysetPage } from '../../controls/list/listPaging.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import {
  GET_AGENCIES,
  GET_AGENCY_ARCHIVES,
  GET_AGENCY_CATEGORIES,
  GET_AGENCY_CONTENT,
  GET_AGENCY_CONTENTS,
  GET_AGENCY_PHOTOS,
  GET_AGENCY_VIDEOS,
  GET_ARCHIVE_CREATORS,
  GET_ARCHIVE_PHOTOS,
  GET_CONTENT_CREATORS,
  SAVE_AGENCY_ARCHIVE,
  SAVE_AGENCY_CONTENT,
  UPDATE_ARCHIVE,
  UPDATE_CONTENT,
  UPDATE_VIDEO,
} from './agencyDocuments.ts';
import { toDetail, toRow, type AgencyTab } from './agencyDeskRows.ts';

/** The toolbar's choices (spec 01 §2), as the API's filter takes them; the menus' ids are strings. */
export type AgencyDeskFilter = Pick<AgencyListFilter, 'agencyCategories' | 'newsTypes' | 'startDate' | 'endDate' | 'isApproved' | 'used' | 'inappropriate'> & {
  agencyIds?: string[] | null;
  users?: string[] | null;
  /** True: under embargo now; false: not under embargo now (the API's `embargoed`). */
  embargoed?: boolean | null;
};


/** The photo picker's search over the agency or the archive. */
export interface AgencyPhotoFilter {
  contentTypes: readonly string[];
  search?: string;
}

type PhotoItem = GetAgencyPhotosQuery['agencyContents'][number] | GetArchivePhotosQuery['agencyArchives'][number];

const photoRowOf = (item: PhotoItem) => ({
  key: 'id' in item ? item.id : item.agencyContentId,
  title: item.title,
  // An archive item made by hand may have no agency: its source line names where it came from.
  agencyName: item.agency?.name ?? item.source ?? null,
  author: item.author,
  createdDate: item.createdDate,
  images: item.images,
  cursor: item.cursor,
});

export type AgencyPhotoRow = ReturnType<typeof photoRowOf>;

/**
 * The agency desk's and the photo picker's named data provider methods (spec 01 §2, §3, §9). Every
 * call goes to the network: the desk and other editors change items between two looks.
 */
export const agencyMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => {
  const query = client.query.bind(client);
  const mutate = client.mutate.bind(client);
  return {
    async getAgencyItems(tab: AgencyTab, filter: AgencyDeskFilter, page: KeysetPage) {
      const variables = { filter, ...page };
      if (tab === 'contents') return dataOrThrow(await query({ query: GET_AGENCY_CONTENTS, variables })).agencyContents.map((item) => toRow(tab, item));
      if (tab === 'archive') return dataOrThrow(await query({ query: GET_AGENCY_ARCHIVES, variables })).agencyArchives.map((item) => toRow(tab, item));
      return dataOrThrow(await query({ query: GET_AGENCY_VIDEOS, variables })).agencyVideos.map((item) => toRow(tab, item));
    },
    /** An agency item as it is now; null when it is gone. */
    async getAgencyItem(agencyContentId: string) {
      const { agencyContent } = dataOrThrow(await query({ query: GET_AGENCY_CONTENT, variables: { agencyContentId } }));
      return agencyContent && toDetail('contents', agencyContent);
    },
    async getAgencies(tab: AgencyTab) {
      return dataOrThrow(await query({ query: GET_AGENCIES, variables: { tabName: tab === 'contents' ? 'agency' : tab } })).agencies;
    },
    /** The agencies' own category names. */
    async getAgencyCategories() {
      return dataOrThrow(await query({ query: GET_AGENCY_CATEGORIES })).agencyCategories;
    },
    /** The creator filter's choices: who acted on agency items, or who archived. */
    async getAgencyCreators(tab: 'contents' | 'archive') {
      if (tab === 'archive') return dataOrThrow(await query({ query: GET_ARCHIVE_CREATORS })).activeUsersOfAgencyArchives;
      return dataOrThrow(await query({ query: GET_CONTENT_CREATORS })).activeUsersOfAgencyContents;
    },
    /** True when the status changed. */
    async setAgencyStatus(tab: AgencyTab, key: string, status: AgencyStatus) {
      if (tab === 'contents') return dataOrThrow(await mutate({ mutation: UPDATE_CONTENT, variables: { key, status } })).updateStatusToAgencyContent;
      if (tab === 'archive') return dataOrThrow(await mutate({ mutation: UPDATE_ARCHIVE, variables: { key, status } })).updateStatusToAgencyArchive;
      return dataOrThrow(await mutate({ mutation: UPDATE_VIDEO, variables: { key: Number(key), status } })).updateStatusToAgencyVideo;
    },
    /** An editor's marks on the version they saw; refused with CONFLICT when the item changed after it. */
    async saveAgencyContent(input: AgencyContentInput) {
      const { user, ...saved } = dataOrThrow(await mutate({ mutation: SAVE_AGENCY_CONTENT, variables: { input } })).saveAgencyContent;
      return { ...saved, editor: user?.name ?? null };
    },
    /** A new archive item from an agency item; the server marks the source used. */
    async archiveAgencyItem(input: AgencyArchiveInput) {
      return dataOrThrow(await mutate({ mutation: SAVE_AGENCY_ARCHIVE, variables: { input } })).saveAgencyArchive;
    },
    async getAgencyPhotos(tab: AgencyPhotoTab, filter: AgencyPhotoFilter, page: KeysetPage) {
      const variables = { filter: { ...filter, contentTypes: [...filter.contentTypes] }, ...page };
      if (tab === 'agency') return dataOrThrow(await query({ query: GET_AGENCY_PHOTOS, variables })).agencyContents.map(photoRowOf);
      return dataOrThrow(await query({ query: GET_ARCHIVE_PHOTOS, variables })).agencyArchives.map(photoRowOf);
    },
  };
};

export type AgencyMethods = ReturnType<typeof agencyMethods>;
