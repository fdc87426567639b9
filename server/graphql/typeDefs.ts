/** The platform part of the API (spec 01 §3, §8). schema.graphql is printed from this. */
export const platformTypeDefs = /* GraphQL */ `
  type Query {
    "Sites the signed-in user belongs to (every approved site for role '1')."
    sites: [Site!]!
    site(id: ID!): Site
    siteSettings(id: ID!): SiteSettings
    "Server time, ISO-8601 UTC."
    currentTime: String!
    "The permission matrix of the request's site (one entry)."
    permissions: [Permission!]!
    "The user of the session."
    currentUser: User!
    roles: [Role!]!
  }

  type Subscription {
    "Server time every 10 s; proves the websocket path works."
    currentTime: String!
  }

  type Site {
    id: ID!
    name: String!
    displayName: String!
    isApproved: Boolean!
    logo: String
    url: String
    linkName: String
    language: String
    tinyUrl: String
    settings: SiteSettings
  }

  type SiteSettings {
    id: ID!
    "Goes up by one at every save; saveSiteSettings refuses a save from an older one (CONFLICT)."
    version: Int!
    isExpirationDate: Boolean!
    isProgramEnabled: Boolean!
    isMagazineQuoteEnabled: Boolean!
    isAuthorEnabled: Boolean!
    isCartoonistEnabled: Boolean!
    isSmilesEnabled: Boolean!
    headlineKickPermission: Boolean!
    isShowAddArchiveButton: Boolean!
    flashNewsDescription: String
    seoContent: SeoContentSettings
    notificationFlashNewsCoverImage: CoverImage
    liveTransferCoverImage: CoverImage
    "The hosts frames may load from, for embed codes and frames in rich text (https only; an entry allows the hosts under it too). The default list until the site saves its own."
    embedHosts: [String!]!
  }

  type SeoContentSettings {
    dreamInterpretationTitle: String
  }

  type CoverImage {
    path: String
    width: Int
    height: Int
    crops: [Crop!]!
  }

  type Crop {
    type: String!
    path: String
    width: Int
    height: Int
  }

  type Permission {
    id: ID!
    siteId: ID!
    permissionCategories: [PermissionCategory!]!
  }

  type PermissionCategory {
    keyword: String!
    permissionDetails: [PermissionDetail!]!
  }

  type PermissionDetail {
    keyword: String!
    roleIds: [ID!]!
  }


  type Role {
    id: ID!
    name: String!
  }
`;
