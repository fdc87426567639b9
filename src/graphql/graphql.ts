/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An archive item: a new one without id (from an agency item with agencyContentId), an edit with id and version. */
export type AgencyArchiveInput = {
  agencyCategoryName?: string | null | undefined;
  agencyContentId?: string | null | undefined;
  agencyId?: string | number | null | undefined;
  author?: string | null | undefined;
  content?: string | null | undefined;
  id?: string | number | null | undefined;
  images: Array<AgencyImageInput>;
  isApproved?: boolean | null | undefined;
  language?: string | null | undefined;
  source?: string | null | undefined;
  spot?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title: string;
  version?: number | null | undefined;
};

/** The agency contents' filter: no isApproved (spec 01 §7). */
export type AgencyContentFilter = {
  agencyCategories?: Array<string> | null | undefined;
  agencyIds?: Array<string | number> | null | undefined;
  contentTypes?: Array<string> | null | undefined;
  /** To the end of this day. */
  endDate?: string | null | undefined;
  inappropriate?: boolean | null | undefined;
  /** Agency news types (1 important, 2 flash, 3 hot, 4 standard). */
  newsTypes?: Array<number> | null | undefined;
  /** Words in the title (the photo picker's search box). */
  search?: string | null | undefined;
  /** From the start of this day (ISO date or date-time). */
  startDate?: string | null | undefined;
  tabName?: string | null | undefined;
  used?: boolean | null | undefined;
  users?: Array<string | number> | null | undefined;
};

/** An editor's change to an agency item: the fields sent are kept over later wire versions. */
export type AgencyContentInput = {
  agencyContentId: string;
  content?: string | null | undefined;
  hasItBeenUsed?: boolean | null | undefined;
  isInappropriate?: boolean | null | undefined;
  spot?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  title?: string | null | undefined;
  version: number;
};

export type AgencyImageInput = {
  agencyImageId?: string | null | undefined;
  aiPath?: string | null | undefined;
  fileSize?: number | null | undefined;
  height?: number | null | undefined;
  path?: string | null | undefined;
  text?: string | null | undefined;
  width?: number | null | undefined;
};

/** The archive's (and the video list's) filter. */
export type AgencyListFilter = {
  agencyCategories?: Array<string> | null | undefined;
  agencyIds?: Array<string | number> | null | undefined;
  contentTypes?: Array<string> | null | undefined;
  /** To the end of this day. */
  endDate?: string | null | undefined;
  inappropriate?: boolean | null | undefined;
  isApproved?: boolean | null | undefined;
  /** Agency news types (1 important, 2 flash, 3 hot, 4 standard). */
  newsTypes?: Array<number> | null | undefined;
  /** Words in the title (the photo picker's search box). */
  search?: string | null | undefined;
  /** From the start of this day (ISO date or date-time). */
  startDate?: string | null | undefined;
  tabName?: string | null | undefined;
  used?: boolean | null | undefined;
  users?: Array<string | number> | null | undefined;
};

/** The desk's workflow status of an agency item, archive item or video (resources/agencyStatus.ts). */
export type AgencyStatus =
  | 'done'
  | 'inProgress'
  | 'new'
  | 'read'
  | 'rejected';

/** One cell of the matrix: whether roleId should hold category.keyword after the save. */
export type PermissionChangeInput = {
  /** The permission's roleIds as the editor loaded them; when they differ now, nothing is saved (CONFLICT). */
  baseRoleIds: Array<string | number>;
  category: string;
  granted: boolean;
  keyword: string;
  roleId: string | number;
};

export type SavePermissionsInput = {
  /** None (or omitted): nothing is written and the current matrix is returned. */
  changes?: Array<PermissionChangeInput> | null | undefined;
  /** The site whose matrix changes; the request's site when omitted. The caller needs user.permissions on it. */
  siteId?: string | number | null | undefined;
};

export type PickerAgencyContentsQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type PickerAgencyContentsQuery = { __typename: 'Query', agencyContents: Array<{ __typename: 'AgencyContent', agencyContentId: string, title: string, createdDate: string, author: string | null, source: string | null, cursor: string, agency: { __typename: 'AgencyRef', name: string }, images: Array<{ __typename: 'AgencyImage', path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, missing: boolean | null, agencyImageId: string | null }> }> };

export type PickerAgencyArchivesQueryVariables = Exact<{
  filter?: AgencyListFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type PickerAgencyArchivesQuery = { __typename: 'Query', agencyArchives: Array<{ __typename: 'AgencyArchive', id: string, title: string, createdDate: string, author: string | null, source: string | null, cursor: string, agency: { __typename: 'AgencyRef', name: string } | null, images: Array<{ __typename: 'AgencyImage', path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, missing: boolean | null, agencyImageId: string | null }> }> };

export type GetCurrentTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentTimeQuery = { __typename: 'Query', currentTime: string };

export type OnCurrentTimeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnCurrentTimeSubscription = { currentTime: string };

export type GetCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentUserQuery = { __typename: 'Query', currentUser: { __typename: 'User', id: string, name: string | null, username: string | null, email: string | null, department: string | null, picture: string | null, isApproved: boolean, sites: Array<string> | null, roles: Array<string> | null } };

export type GetSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSitesQuery = { __typename: 'Query', sites: Array<{ __typename: 'Site', id: string, name: string, displayName: string, isApproved: boolean, logo: string | null, url: string | null, linkName: string | null, language: string | null, tinyUrl: string | null }> };

export type GetPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPermissionsQuery = { __typename: 'Query', permissions: Array<{ __typename: 'Permission', id: string, siteId: string, permissionCategories: Array<{ __typename: 'PermissionCategory', keyword: string, permissionDetails: Array<{ __typename: 'PermissionDetail', keyword: string, roleIds: Array<string> }> }> }> };

export type GetAgencyContentsQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyContentsQuery = { __typename: 'Query', agencyContents: Array<{ __typename: 'AgencyContent', agencyContentId: string, title: string, agencyCategoryName: string | null, createdDate: string, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, cursor: string, agency: { __typename: 'AgencyRef', name: string }, images: Array<{ __typename: 'AgencyImage', path: string | null }> }> };

export type GetAgencyArchivesQueryVariables = Exact<{
  filter?: AgencyListFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyArchivesQuery = { __typename: 'Query', agencyArchives: Array<{ __typename: 'AgencyArchive', id: string, agencyContentId: string | null, title: string, spot: string, content: string, tags: Array<string>, agencyCategoryName: string | null, isApproved: boolean, createdDate: string, status: AgencyStatus, hasItBeenUsed: boolean, source: string | null, author: string | null, cursor: string, agency: { __typename: 'AgencyRef', id: string, name: string } | null, createdBy: { __typename: 'UserRef', name: string } | null, images: Array<{ __typename: 'AgencyImage', path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null }> }> };

export type GetAgencyVideosQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyVideosQuery = { __typename: 'Query', agencyVideos: Array<{ __typename: 'AgencyVideoContent', id: number, agencyContentId: string, title: string, content: string, city: string | null, category: string | null, tags: Array<string>, createdDate: string, status: AgencyStatus, hasItBeenUsed: boolean, cameraman: string | null, source: string | null, cursor: string, agency: { __typename: 'AgencyRef', id: string, name: string }, video: Array<{ __typename: 'AgencyVideoRendition', path: string | null, mimeType: string | null }> }> };

export type GetAgencyContentQueryVariables = Exact<{
  agencyContentId: string;
}>;


export type GetAgencyContentQuery = { __typename: 'Query', agencyContent: { __typename: 'AgencyContent', agencyContentId: string, title: string, spot: string, content: string, city: string | null, country: string | null, tags: Array<string>, agencyCategoryName: string | null, createdDate: string, updatedDate: string | null, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, source: string | null, author: string | null, version: number, agency: { __typename: 'AgencyRef', id: string, name: string }, user: { __typename: 'UserRef', name: string } | null, images: Array<{ __typename: 'AgencyImage', path: string | null, aiPath: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, agencyImageId: string | null }> } | null };

export type GetAgenciesQueryVariables = Exact<{
  tabName?: string | null | undefined;
}>;


export type GetAgenciesQuery = { __typename: 'Query', agencies: Array<{ __typename: 'Agency', agencyId: string, name: string }> };

export type GetAgencyCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAgencyCategoriesQuery = { __typename: 'Query', agencyCategories: Array<string> };

export type GetActiveUsersOfAgencyContentsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetActiveUsersOfAgencyContentsQuery = { __typename: 'Query', activeUsersOfAgencyContents: Array<{ __typename: 'ActiveUser', id: string, name: string }> };

export type GetActiveUsersOfAgencyArchivesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetActiveUsersOfAgencyArchivesQuery = { __typename: 'Query', activeUsersOfAgencyArchives: Array<{ __typename: 'ActiveUser', id: string, name: string }> };

export type SaveAgencyContentMutationVariables = Exact<{
  input: AgencyContentInput;
}>;


export type SaveAgencyContentMutation = { __typename: 'Mutation', saveAgencyContent: { __typename: 'AgencyContent', version: number, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, user: { __typename: 'UserRef', name: string } | null } };

export type SaveAgencyArchiveMutationVariables = Exact<{
  input: AgencyArchiveInput;
}>;


export type SaveAgencyArchiveMutation = { __typename: 'Mutation', saveAgencyArchive: { __typename: 'AgencyArchive', id: string } };

export type UpdateStatusToAgencyContentMutationVariables = Exact<{
  key: string;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyContentMutation = { __typename: 'Mutation', updateStatusToAgencyContent: boolean };

export type UpdateStatusToAgencyArchiveMutationVariables = Exact<{
  key: string | number;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyArchiveMutation = { __typename: 'Mutation', updateStatusToAgencyArchive: boolean };

export type UpdateStatusToAgencyVideoMutationVariables = Exact<{
  key: number;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyVideoMutation = { __typename: 'Mutation', updateStatusToAgencyVideo: boolean };

export type OnAgencyItemsAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnAgencyItemsAddedSubscription = { agencyItemsAdded: { __typename: 'AgencyItemsAdded', tabName: string, count: number, newestCreatedDate: string } };

export type GetRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetRolesQuery = { __typename: 'Query', roles: Array<{ __typename: 'Role', id: string, name: string }> };

export type SavePermissionsMutationVariables = Exact<{
  input: SavePermissionsInput;
}>;


export type SavePermissionsMutation = { __typename: 'Mutation', savePermissions: { __typename: 'Permission', id: string, siteId: string, permissionCategories: Array<{ __typename: 'PermissionCategory', keyword: string, permissionDetails: Array<{ __typename: 'PermissionDetail', keyword: string, roleIds: Array<string> }> }> } };


export const PickerAgencyContentsDocument = {"__meta__":{"hash":"sha256:06c155ce083fbcaa2ad9ec273bfb98c512ef87affc4e30456ff13886edd509d9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerAgencyContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]}}]}}]} as unknown as DocumentNode<PickerAgencyContentsQuery, PickerAgencyContentsQueryVariables>;
export const PickerAgencyArchivesDocument = {"__meta__":{"hash":"sha256:c8985873674804f9416f8ab206c998adf4363005491c87cd196572ec784bf1ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PickerAgencyArchives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyArchives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]}}]}}]} as unknown as DocumentNode<PickerAgencyArchivesQuery, PickerAgencyArchivesQueryVariables>;
export const GetCurrentTimeDocument = {"__meta__":{"hash":"sha256:ff9a472f412660a887e15032c22cc4ce7c5b52e84f3b76f3b3a25a81915e3720"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCurrentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]} as unknown as DocumentNode<GetCurrentTimeQuery, GetCurrentTimeQueryVariables>;
export const OnCurrentTimeDocument = {"__meta__":{"hash":"sha256:e7eb7a96193a9689372dbc7847d51d2fc739f4d55c5d21842e2f17a26486b1ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"onCurrentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]} as unknown as DocumentNode<OnCurrentTimeSubscription, OnCurrentTimeSubscriptionVariables>;
export const GetCurrentUserDocument = {"__meta__":{"hash":"sha256:15de0c311557ceb0e7361f56d16e257350a7a588d473a0fee1c41f3d9c1a3826"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"sites"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<GetCurrentUserQuery, GetCurrentUserQueryVariables>;
export const GetSitesDocument = {"__meta__":{"hash":"sha256:339886994507c8fec361e305dad700a607b35a07d9f2c30bc470dbc29a953fbd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"tinyUrl"}}]}}]}}]} as unknown as DocumentNode<GetSitesQuery, GetSitesQueryVariables>;
export const GetPermissionsDocument = {"__meta__":{"hash":"sha256:b983329628f3843f5212134ecf42130352a7c988c895266a5ee7996dde91085f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetPermissionsQuery, GetPermissionsQueryVariables>;
export const GetAgencyContentsDocument = {"__meta__":{"hash":"sha256:6485590da5a30bccd5d45114e0f5924ff3610dd6274065d64b4176866ede577e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyContentsQuery, GetAgencyContentsQueryVariables>;
export const GetAgencyArchivesDocument = {"__meta__":{"hash":"sha256:b9f3a4d255d2b39b72e69fdc76db5bf820b1213fd623b00f18ef8383cdd1d129"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyArchives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyArchives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyArchivesQuery, GetAgencyArchivesQueryVariables>;
export const GetAgencyVideosDocument = {"__meta__":{"hash":"sha256:9a43de95582f956e7225ba4a9506394be2ff3a43d16512c8ee4256d9e3598f26"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"cameraman"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyVideosQuery, GetAgencyVideosQueryVariables>;
export const GetAgencyContentDocument = {"__meta__":{"hash":"sha256:88d5535c34508a19e7385a3ea60c15f7d42129260b7e698cedc63b6e57620081"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agencyContentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyContentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agencyContentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"aiPath"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyContentQuery, GetAgencyContentQueryVariables>;
export const GetAgenciesDocument = {"__meta__":{"hash":"sha256:eaa6bd6ca1ac4b7397df27ad871b7bb41d6294f72428a4d90ecf7ff8e37101ed"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"tabName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetAgenciesQuery, GetAgenciesQueryVariables>;
export const GetAgencyCategoriesDocument = {"__meta__":{"hash":"sha256:94f0c3db9faa9cd41b3bab9f2ba62a736c639bdca126d3069e89f085d802ade0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategories"}}]}}]} as unknown as DocumentNode<GetAgencyCategoriesQuery, GetAgencyCategoriesQueryVariables>;
export const GetActiveUsersOfAgencyContentsDocument = {"__meta__":{"hash":"sha256:2dcc6c4e1bc9852e57028ed5bb16115f5130286dad4dbdc9b200ee7d261e3603"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetActiveUsersOfAgencyContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsersOfAgencyContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetActiveUsersOfAgencyContentsQuery, GetActiveUsersOfAgencyContentsQueryVariables>;
export const GetActiveUsersOfAgencyArchivesDocument = {"__meta__":{"hash":"sha256:1eb2233b059f0282603a379ed683ce616dac6c2a37070e19e87691fb03a4645f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetActiveUsersOfAgencyArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"activeUsersOfAgencyArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetActiveUsersOfAgencyArchivesQuery, GetActiveUsersOfAgencyArchivesQueryVariables>;
export const SaveAgencyContentDocument = {"__meta__":{"hash":"sha256:4b22e4a2b55f4ef1bfda166a87f5383b73467f7f6b238ebabf60753401cb772a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveAgencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAgencyContentMutation, SaveAgencyContentMutationVariables>;
export const SaveAgencyArchiveDocument = {"__meta__":{"hash":"sha256:0d8d4afac3eaa7301bc2a55f59d3c344adaf42dbf9c0a600304b6706af469b8a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAgencyArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"saveAgencyArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveAgencyArchiveMutation, SaveAgencyArchiveMutationVariables>;
export const UpdateStatusToAgencyContentDocument = {"__meta__":{"hash":"sha256:bdbe6095a11121727dc2f1f9f7d2151a2a0e074d60d728e12533d8c8f69f8443"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyContentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyContentMutation, UpdateStatusToAgencyContentMutationVariables>;
export const UpdateStatusToAgencyArchiveDocument = {"__meta__":{"hash":"sha256:215f7a01ebf99ac5f9b1339fac810719a8b4a2aa291fd63c6be7082df680d7b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyArchiveId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyArchiveMutation, UpdateStatusToAgencyArchiveMutationVariables>;
export const UpdateStatusToAgencyVideoDocument = {"__meta__":{"hash":"sha256:b5933fceb6c010761c98cf0afa7793d997d34667bdb59a2680cb63d992762028"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyVideoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyVideoMutation, UpdateStatusToAgencyVideoMutationVariables>;
export const OnAgencyItemsAddedDocument = {"__meta__":{"hash":"sha256:e0eb017aafc87aef86e872e68c78b567fd66b646a27e2f9471959c7eea6efcd7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OnAgencyItemsAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyItemsAdded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"tabName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"newestCreatedDate"}}]}}]}}]} as unknown as DocumentNode<OnAgencyItemsAddedSubscription, OnAgencyItemsAddedSubscriptionVariables>;
export const GetRolesDocument = {"__meta__":{"hash":"sha256:b4dfbe57c20bac986a207adeddd27f3a735f39e1f6e2d4d03f44ff03c156fff8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetRolesQuery, GetRolesQueryVariables>;
export const SavePermissionsDocument = {"__meta__":{"hash":"sha256:83611f184697bdac4114dc1ebb2fb807088c04243155a51d52ee761797e770c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePermissionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"savePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavePermissionsMutation, SavePermissionsMutationVariables>;