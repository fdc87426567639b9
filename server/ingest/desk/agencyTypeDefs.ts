import { AGENCY_STATUSES } from '../../../resources/agencyStatus.ts';

/**
 * The agency desk's API (spec 01 §3, §7) with the spec's names. Lists page by keyset under
 * `firstCreatedDate`: the first page's newest `createdDate` fixes the instant, later pages never
 * return what arrived after it; `after` (a row's `cursor`) seeks past the rows already shown, so
 * a deep page costs what the first does. Without `after`, `page` counts pages of `limit` from 1.
 */
/** The toolbar's filters (spec 01 §2), shared by the list filters. */
const FILTER_FIELDS = `agencyIds: [ID!]
    users: [ID!]
    agencyCategories: [String!]
    contentTypes: [String!]
    tabName: String
    "From the start of this day (ISO date or date-time)."
    startDate: String
    "To the end of this day."
    endDate: String
    "Agency news types (1 important, 2 flash, 3 hot, 4 standard)."
    newsTypes: [Int!]
    used: Boolean
    inappropriate: Boolean
    "True: items whose embargo ends in the future; false: items not under embargo now (videos and archive items never are)."
    embargoed: Boolean
    "Words in the title (the photo picker's search box)."
    search: String`;

export const agencyTypeDefs = /* GraphQL */ `
  "The desk's workflow status of an agency item, archive item or video (resources/agencyStatus.ts)."
  enum AgencyStatus {
    ${AGENCY_STATUSES.join('\n    ')}
  }

  type AgencyRef {
    id: ID!
    name: String!
  }

  type UserRef {
    id: ID!
    name: String!
  }

  type Agency {
    agencyId: ID!
    name: String!
  }

  type ActiveUser {
    id: ID!
    name: String!
  }

  type AgencyImage {
    "Storage path (resize with /storage/resize); null when the agency's file could not be fetched."
    path: String
    aiPath: String
    text: String
    publishDate: String
    agencyImageId: String
    tags: [String!]
    width: Int
    height: Int
    fileSize: Int
    missing: Boolean
  }

  type ContentUpdatedByUser {
    user: UserRef
    updatedDate: String
  }

  type AgencyContent {
    id: ID!
    agencyContentId: String!
    title: String!
    spot: String!
    content: String!
    city: String
    country: String
    tags: [String!]!
    types: [String!]!
    agency: AgencyRef!
    "The agency news type: 1 important, 2 flash, 3 hot, 4 standard."
    priority: Int!
    createdDate: String!
    updatedDate: String
    embargoUntil: String
    agencyCategoryName: String
    images: [AgencyImage!]!
    status: AgencyStatus!
    hasItBeenUsed: Boolean!
    isInappropriate: Boolean!
    source: String
    author: String
    user: UserRef
    contentUpdatedByUser: ContentUpdatedByUser
    "For saveAgencyContent: the version the edit is based on."
    version: Int!
    "In saveAgencyContent's answer with createDraft: the draft made (open it at /content/<type>?draft=<id>)."
    draftId: ID
    "Pass as 'after' to read the rows after this one."
    cursor: String!
  }

  type AgencyArchive {
    id: ID!
    agency: AgencyRef
    agencyContentId: String
    createdDate: String!
    title: String!
    spot: String!
    content: String!
    tags: [String!]!
    agencyCategoryName: String
    isApproved: Boolean!
    createdBy: UserRef
    images: [AgencyImage!]!
    hasItBeenUsed: Boolean!
    status: AgencyStatus!
    source: String
    author: String
    language: String
    version: Int!
    cursor: String!
  }

  type AgencyVideoRendition {
    path: String
    mimeType: String
    width: Int
    height: Int
    durationSeconds: Float
    missing: Boolean
  }

  type AgencyVideoContent {
    id: Int!
    agencyContentId: String!
    title: String!
    city: String
    agency: AgencyRef!
    content: String!
    category: String
    video: [AgencyVideoRendition!]!
    types: [String!]!
    tags: [String!]!
    createdDate: String!
    status: AgencyStatus!
    hasItBeenUsed: Boolean!
    cameraman: String
    source: String
    cursor: String!
  }

  "The agency contents' filter: no isApproved (spec 01 §7)."
  input AgencyContentFilter {
    ${FILTER_FIELDS}
  }

  "The archive's (and the video list's) filter."
  input AgencyListFilter {
    isApproved: Boolean
    ${FILTER_FIELDS}
  }

  input AgencyCategoryFilter {
    contentTypes: [String!]
    agencyIds: [ID!]
  }

  "An editor's change to an agency item: the fields sent are kept over later wire versions."
  input AgencyContentInput {
    agencyContentId: String!
    version: Int!
    title: String
    spot: String
    content: String
    tags: [String!]
    hasItBeenUsed: Boolean
    isInappropriate: Boolean
    "A content type (news, photo gallery or video): also make the item the caller's draft of it and mark it used."
    createDraft: Int
  }

  input AgencyImageInput {
    path: String
    aiPath: String
    text: String
    agencyImageId: String
    width: Int
    height: Int
    fileSize: Int
  }

  "An archive item: a new one without id (from an agency item with agencyContentId), an edit with id and version."
  input AgencyArchiveInput {
    id: ID
    version: Int
    agencyContentId: String
    agencyId: ID
    title: String!
    spot: String
    content: String
    tags: [String!]
    agencyCategoryName: String
    images: [AgencyImageInput!]!
    isApproved: Boolean
    source: String
    author: String
    language: String
  }

  type Query {
    agencyContents(filter: AgencyContentFilter, page: Int, limit: Int, firstCreatedDate: String, after: String): [AgencyContent!]!
    agencyArchives(filter: AgencyListFilter, page: Int, limit: Int, firstCreatedDate: String, language: String, after: String): [AgencyArchive!]!
    agencyVideos(filter: AgencyContentFilter, page: Int, limit: Int, firstCreatedDate: String, after: String): [AgencyVideoContent!]!
    activeUsersOfAgencyContents: [ActiveUser!]!
    activeUsersOfAgencyArchives: [ActiveUser!]!
    hasAgencyContentBeenUsed(agencyContentId: String!): Boolean!
    agencyContent(agencyContentId: String!): AgencyContent
    "Agencies with items of these content types (tabName: agency, archive or video); page 0 and limit 0 give all."
    agencies(contentTypes: [String!], page: Int, limit: Int, tabName: String): [Agency!]!
    "The agencies' own category names, as ids."
    agencyCategories(filter: AgencyCategoryFilter): [ID!]!
  }

  type Mutation {
    saveAgencyContent(input: AgencyContentInput!): AgencyContent!
    saveAgencyArchive(input: AgencyArchiveInput!): AgencyArchive!
    "True when the status changed, false when it already was this."
    updateStatusToAgencyContent(agencyContentId: String!, status: AgencyStatus!): Boolean!
    updateStatusToAgencyArchive(agencyArchiveId: ID!, status: AgencyStatus!): Boolean!
    updateStatusToAgencyVideo(agencyVideoId: Int!, status: AgencyStatus!): Boolean!
  }
`;
