import { graphql } from '../../graphql';

/** The agency contents' rows are light: the detail view reads the whole item by its id. */
export const GET_AGENCY_CONTENTS = graphql(`
  query GetAgencyContents($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      agencyContentId title spot agencyCategoryName createdDate embargoUntil status hasItBeenUsed isInappropriate version cursor agency { name } images { path }
    }
  }
`);

/** Archive and video rows bring the whole item: the API has no lookup of one by its id. */
export const GET_AGENCY_ARCHIVES = graphql(`
  query GetAgencyArchives($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id agencyContentId title spot content tags agencyCategoryName isApproved createdDate status hasItBeenUsed source author cursor
      agency { id name } createdBy { name } images { path aiPath text width height fileSize agencyImageId }
    }
  }
`);

export const GET_AGENCY_VIDEOS = graphql(`
  query GetAgencyVideos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyVideos(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id agencyContentId title content city category tags createdDate status hasItBeenUsed cameraman source cursor
      agency { id name } video { path mimeType }
    }
  }
`);

export const GET_AGENCY_CONTENT = graphql(`
  query GetAgencyContent($agencyContentId: String!) {
    agencyContent(agencyContentId: $agencyContentId) {
      agencyContentId title spot content city country tags agencyCategoryName createdDate updatedDate embargoUntil status hasItBeenUsed isInappropriate
      source author version agency { id name } user { name }
      images { path aiPath text width height fileSize agencyImageId }
    }
  }
`);

export const GET_AGENCIES = graphql(`
  query GetAgencies($tabName: String) {
    agencies(page: 0, limit: 0, tabName: $tabName) { agencyId name }
  }
`);

export const GET_AGENCY_CATEGORIES = graphql(`
  query GetAgencyCategories {
    agencyCategories
  }
`);

export const GET_CONTENT_CREATORS = graphql(`
  query GetActiveUsersOfAgencyContents {
    activeUsersOfAgencyContents { id name }
  }
`);

export const GET_ARCHIVE_CREATORS = graphql(`
  query GetActiveUsersOfAgencyArchives {
    activeUsersOfAgencyArchives { id name }
  }
`);

export const SAVE_AGENCY_CONTENT = graphql(`
  mutation SaveAgencyContent($input: AgencyContentInput!) {
    saveAgencyContent(input: $input) { version title spot content tags status hasItBeenUsed isInappropriate draftId user { name } }
  }
`);

export const SAVE_AGENCY_ARCHIVE = graphql(`
  mutation SaveAgencyArchive($input: AgencyArchiveInput!) {
    saveAgencyArchive(input: $input) { id }
  }
`);

export const UPDATE_CONTENT = graphql(`
  mutation UpdateStatusToAgencyContent($key: String!, $status: AgencyStatus!) {
    updateStatusToAgencyContent(agencyContentId: $key, status: $status)
  }
`);

export const UPDATE_ARCHIVE = graphql(`
  mutation UpdateStatusToAgencyArchive($key: ID!, $status: AgencyStatus!) {
    updateStatusToAgencyArchive(agencyArchiveId: $key, status: $status)
  }
`);

export const UPDATE_VIDEO = graphql(`
  mutation UpdateStatusToAgencyVideo($key: Int!, $status: AgencyStatus!) {
    updateStatusToAgencyVideo(agencyVideoId: $key, status: $status)
  }
`);

// What the photo picker shows of an image and hands back; codegen adds it to the documents that spread it.
graphql(`
  fragment PickedImage on AgencyImage { path text width height fileSize missing agencyImageId }
`);

/** The photo picker's lists: every image of an item, with what the picker hands back. */
export const GET_AGENCY_PHOTOS = graphql(`
  query GetAgencyPhotos($filter: AgencyContentFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyContents(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      agencyContentId title createdDate author source cursor agency { name } images { ...PickedImage }
    }
  }
`);

export const GET_ARCHIVE_PHOTOS = graphql(`
  query GetArchivePhotos($filter: AgencyListFilter, $limit: Int, $firstCreatedDate: String, $after: String) {
    agencyArchives(filter: $filter, limit: $limit, firstCreatedDate: $firstCreatedDate, after: $after) {
      id title createdDate author source cursor agency { name } images { ...PickedImage }
    }
  }
`);
