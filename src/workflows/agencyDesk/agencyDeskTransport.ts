import { gql, type ApolloClient } from '@apollo/client/core/index.js';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import { getRuntimeConfig } from '../../config.ts';
import { createApolloClient } from '../../providers/apolloClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import { getIdToken } from '../../providers/oidcClient.ts';

export const AGENCY_TABS = ['contents', 'archive', 'video'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

/** One row of any tab, in the shape the list shows. */
export interface AgencyDeskRow {
  /** What the status mutation of its tab takes. */
  key: string;
  title: string;
  agencyName: string;
  category: string | null;
  createdDate: string;
  status: AgencyStatus;
  hasItBeenUsed: boolean;
  imagePaths: string[];
  cursor: string;
}

export interface AgencyPage {
  after?: string;
  firstCreatedDate?: string;
}

/** The toolbar's choices (spec 01 §2), as the API's filter takes them. */
export interface AgencyDeskFilter {
  agencyIds?: string[];
  newsTypes?: number[];
  used?: boolean;
  inappropriate?: boolean;
}

export interface AgencyOption {
  agencyId: string;
  name: string;
}

export interface AgencyDeskTransport {
  list(tab: AgencyTab, filter: AgencyDeskFilter, page: AgencyPage, limit: number): Promise<AgencyDeskRow[]>;
  agencies(tab: AgencyTab): Promise<AgencyOption[]>;
  /** True when the status changed. */
  setStatus(tab: AgencyTab, key: string, status: AgencyStatus): Promise<boolean>;
}

const GET_AGENCY_CONTENTS = gql`
  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      agencyContentId title agencyCategoryName createdDate status hasItBeenUsed cursor agency { name } images { path }
    }
  }
`;
const GET_AGENCY_ARCHIVES = gql`
  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id title agencyCategoryName createdDate status hasItBeenUsed cursor agency { name } images { path }
    }
  }
`;
const GET_AGENCY_VIDEOS = gql`
  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id title category createdDate status hasItBeenUsed cursor agency { name }
    }
  }
`;
const GET_AGENCIES = gql`
  query GetAgencies($tabName: String) {
    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }
  }
`;
const UPDATE_CONTENT = gql`
  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {
    updateStatusToAgencyContent(agencyContentId: $key, status: $status)
  }
`;
const UPDATE_ARCHIVE = gql`
  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {
    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)
  }
`;
const UPDATE_VIDEO = gql`
  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {
    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)
  }
`;

interface ApiRow {
  agencyContentId?: string;
  id?: string | number;
  title: string;
  agencyCategoryName?: string | null;
  category?: string | null;
  createdDate: string;
  status: AgencyStatus;
  hasItBeenUsed: boolean;
  cursor: string;
  agency: { name: string } | null;
  images?: { path: string | null }[];
}

const QUERIES = {
  contents: { query: GET_AGENCY_CONTENTS, field: 'agencyContents' },
  archive: { query: GET_AGENCY_ARCHIVES, field: 'agencyArchives' },
  video: { query: GET_AGENCY_VIDEOS, field: 'agencyVideos' },
} as const;

const toRow = (row: ApiRow): AgencyDeskRow => ({
  key: String(row.agencyContentId ?? row.id),
  title: row.title,
  agencyName: row.agency?.name ?? '',
  category: row.agencyCategoryName ?? row.category ?? null,
  createdDate: row.createdDate,
  status: row.status,
  hasItBeenUsed: row.hasItBeenUsed,
  imagePaths: (row.images ?? []).flatMap((image) => (image.path ? [image.path] : [])),
  cursor: row.cursor,
});

export function createAgencyDeskTransport(client: ApolloClient<unknown>): AgencyDeskTransport {
  return {
    async list(tab, filter, page, limit) {
      const { query, field } = QUERIES[tab];
      const result = await client.query({ query, variables: { filter, limit, ...page } });
      return fieldOrThrow<ApiRow[]>(result, field).map(toRow);
    },
    async agencies(tab) {
      const result = await client.query({ query: GET_AGENCIES, variables: { tabName: tab === 'contents' ? 'agency' : tab } });
      return fieldOrThrow<AgencyOption[]>(result, 'agencies');
    },
    async setStatus(tab, key, status) {
      const [mutation, field, variableKey] =
        tab === 'contents'
          ? [UPDATE_CONTENT, 'updateStatusToAgencyContent', key]
          : tab === 'archive'
            ? [UPDATE_ARCHIVE, 'updateStatusToAgencyArchive', key]
            : [UPDATE_VIDEO, 'updateStatusToAgencyVideo', Number(key)];
      const result = await client.mutate({ mutation, variables: { key: variableKey, status } });
      return fieldOrThrow<boolean>(result, field);
    },
  };
}

let appTransport: AgencyDeskTransport | undefined;

/** The app's transport, over the providers' link chain (token, site and language headers, loading bar, errors). */
export function appAgencyDeskTransport(): AgencyDeskTransport {
  appTransport ??= createAgencyDeskTransport(createApolloClient({ graphqlPath: getRuntimeConfig()?.graphqlPath ?? '/graphql', getIdToken }));
  return appTransport;
}
