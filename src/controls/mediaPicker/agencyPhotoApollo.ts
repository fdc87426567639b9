import { gql } from '@apollo/client/core/index.js';
import { appWorkflowClient, type WorkflowClient } from '../../providers/appSessionClient.ts';
import { fieldOrThrow } from '../../providers/graphqlResult.ts';
import type { AgencyImage } from '../../../resources/agencyImage.ts';
import type { AgencyPhotoRow, AgencyPhotoTab, AgencyPhotoTransport } from './agencyPhotoTransport.ts';

const PICKER_AGENCY_CONTENTS = gql`
  query PickerAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      agencyContentId title createdDate author source cursor agency { name }
      images { path text width height fileSize missing agencyImageId }
    }
  }
`;
const PICKER_AGENCY_ARCHIVES = gql`
  query PickerAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id title createdDate author source cursor agency { name }
      images { path text width height fileSize missing agencyImageId }
    }
  }
`;

const QUERIES = {
  agency: { query: PICKER_AGENCY_CONTENTS, field: 'agencyContents' },
  archive: { query: PICKER_AGENCY_ARCHIVES, field: 'agencyArchives' },
} as const satisfies Record<AgencyPhotoTab, unknown>;

interface ApiRow {
  agencyContentId?: string;
  id?: string;
  title: string;
  createdDate: string;
  author: string | null;
  source: string | null;
  cursor: string;
  agency: { name: string } | null;
  images: AgencyImage[];
}

const toRow = (row: ApiRow): AgencyPhotoRow => ({
  key: String(row.agencyContentId ?? row.id),
  title: row.title,
  // An archive item made by hand may have no agency: its source line names where it came from.
  agencyName: row.agency?.name ?? row.source ?? null,
  author: row.author,
  createdDate: row.createdDate,
  images: row.images,
  cursor: row.cursor,
});

export function createAgencyPhotoApollo(client: WorkflowClient): Pick<AgencyPhotoTransport, 'list'> {
  return {
    async list(tab, variables) {
      const { query, field } = QUERIES[tab];
      // The desk may change items between two openings of the picker: never answer from the cache.
      const result = await client.query({ query, variables, fetchPolicy: 'network-only' });
      return fieldOrThrow<ApiRow[]>(result, field).map(toRow);
    },
  };
}

let appApollo: Pick<AgencyPhotoTransport, 'list'> | undefined;

/** Over the providers' link chain (token, site and language headers, loading bar, errors). */
export function appAgencyPhotoApollo(): Pick<AgencyPhotoTransport, 'list'> {
  appApollo ??= createAgencyPhotoApollo(appWorkflowClient);
  return appApollo;
}
