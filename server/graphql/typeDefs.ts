/** The platform part of the API (spec 01 §3, §8). schema.graphql is printed from this. */
export const platformTypeDefs = /* GraphQL */ `
  type Query {
    "Sites the signed-in user belongs to (every approved site for role '1')."
    sites: [Site!]!
    site(id: ID!): Site
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
  }

  "An image from the media desk: the stored file's path and size, its description and its crops."
  type Image {
    path: String
    width: Int
    height: Int
    text: String
    crops: [Crop!]!
  }

  input ImageInput {
    path: String
    width: Int
    height: Int
    text: String
    crops: [CropInput!]
  }

  input CropInput {
    type: String!
    path: String
    width: Int
    height: Int
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
