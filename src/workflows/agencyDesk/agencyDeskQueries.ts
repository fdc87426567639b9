import { gql } from '@apollo/client/core/index.js';

/** The agency contents' rows are light: the detail view reads the whole item by its id. */
export const GET_AGENCY_CONTENTS = gql`
  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      agencyContentId title agencyCategoryName createdDate status hasItBeenUsed isInappropriate cursor agency { name } images { path }
    }
  }
`;

/** Archive and video rows bring the whole item: the API has no lookup of one by its id. */
export const GET_AGENCY_ARCHIVES = gql`
  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor
      agency { id name } createdBy { name } images { path text width height fileSize }
    }
  }
`;

export const GET_AGENCY_VIDEOS = gql`
  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor
      agency { id name } video { path mimeType }
    }
  }
`;

export const GET_AGENCY_CONTENT = gql`
  query GetAgencyContent($agencyContentId: String!) {
    agencyContent(agencyContentId: $agencyContentId) {
      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate status hasItBeenUsed isInappropriate
      source author version agency { id name } user { name }
      images { path aiPath text width height fileSize agencyImageId }
    }
  }
`;

export const GET_AGENCIES = gql`
  query GetAgencies($tabName: String) {
    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }
  }
`;

export const GET_AGENCY_CATEGORIES = gql`
  query GetAgencyCategories {
    agencyCategories
  }
`;

export const GET_CONTENT_CREATORS = gql`
  query GetActiveUsersOfAgencyContents {
    activeUsersOfAgencyContents { id name }
  }
`;

export const GET_ARCHIVE_CREATORS = gql`
  query GetActiveUsersOfAgencyArchives {
    activeUsersOfAgencyArchives { id name }
  }
`;

export const SAVE_AGENCY_CONTENT = gql`
  mutation SaveAgencyContent($input: AgencyContentInput!) {
    saveAgencyContent(input: $input) { version status hasItBeenUsed isInappropriate user { name } }
  }
`;

export const SAVE_AGENCY_ARCHIVE = gql`
  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {
    saveAgencyArchive(input: $input) { id }
  }
`;

export const UPDATE_CONTENT = gql`
  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {
    updateStatusToAgencyContent(agencyContentId: $key, status: $status)
  }
`;

export const UPDATE_ARCHIVE = gql`
  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {
    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)
  }
`;

export const UPDATE_VIDEO = gql`
  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {
    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)
  }
`;
