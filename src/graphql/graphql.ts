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
  /** True: items whose embargo ends in the future; false: items not under embargo now (videos and archive items never are). */
  embargoed?: boolean | null | undefined;
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
  /** A content type (news, photo gallery or video): also make the item the caller's draft of it and mark it used. */
  createDraft?: number | null | undefined;
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
  /** True: items whose embargo ends in the future; false: items not under embargo now (videos and archive items never are). */
  embargoed?: boolean | null | undefined;
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

export type ContentDraftFilter = {
  contentId?: string | number | null | undefined;
  type?: number | null | undefined;
};

/**
 * An autosave. With id and version: the fields changed since that version (values) and splices of
 * long texts. Without id: the whole values of a new draft, of contentId or of a new item.
 */
export type ContentDraftInput = {
  baseVersion?: number | null | undefined;
  contentId?: string | number | null | undefined;
  id?: string | number | null | undefined;
  splices?: Array<TextSpliceInput> | null | undefined;
  values?: unknown;
  version?: number | null | undefined;
};

export type ContentFilter = {
  authorId?: Array<string | number> | null | undefined;
  categoryId?: Array<string | number> | null | undefined;
  contentDateFrom?: string | null | undefined;
  contentDateTo?: string | null | undefined;
  /** The users who saved the records last (their creators until someone updates them). */
  editorId?: Array<string | number> | null | undefined;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: Array<string | number> | null | undefined;
  isNewsWorthy?: boolean | null | undefined;
  isPublished?: boolean | null | undefined;
  newsType?: Array<number> | null | undefined;
  publishDateFrom?: string | null | undefined;
  publishDateTo?: string | null | undefined;
  /** Words (or their beginnings) all found in the searchable fields, ignoring case and Turkish letters: 'cagri' finds 'Çağrı'. */
  search?: string | null | undefined;
  sourceId?: Array<string | number> | null | undefined;
  status?: Array<number> | null | undefined;
  type?: Array<number> | null | undefined;
};

/** A stored image with its crops; null clears it. */
export type CoverImageInput = {
  crops?: Array<CropInput> | null | undefined;
  height?: number | null | undefined;
  path?: string | null | undefined;
  width?: number | null | undefined;
};

export type CropInput = {
  height?: number | null | undefined;
  path?: string | null | undefined;
  type: string;
  width?: number | null | undefined;
};

export type MediaItemFilter = {
  /** Records created at or after / at or before these moments (ISO-8601). */
  createdDateFrom?: string | null | undefined;
  createdDateTo?: string | null | undefined;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: Array<string | number> | null | undefined;
  mediaType?: Array<number> | null | undefined;
  reporter?: string | null | undefined;
  /** Words (or their beginnings) all found in the searchable fields, ignoring case and Turkish letters: 'cagri' finds 'Çağrı'. */
  search?: string | null | undefined;
  source?: string | null | undefined;
};

/** Without id: a new MediaItem. With id: an update, which must carry the version it was based on. */
export type MediaItemInput = {
  id?: string | number | null | undefined;
  path?: string | null | undefined;
  reporter?: string | null | undefined;
  source?: string | null | undefined;
  text?: string | null | undefined;
  version?: number | null | undefined;
};

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

export type SeoContentSettingsInput = {
  dreamInterpretationTitle?: string | null | undefined;
};

export type SiteSettingsInput = {
  flashNewsDescription?: string | null | undefined;
  headlineKickPermission: boolean;
  /** The site whose settings change; the request's site when omitted. The caller needs user.permissions on it. */
  id?: string | number | null | undefined;
  isAuthorEnabled: boolean;
  isCartoonistEnabled: boolean;
  isExpirationDate: boolean;
  isMagazineQuoteEnabled: boolean;
  isProgramEnabled: boolean;
  isShowAddArchiveButton: boolean;
  isSmilesEnabled: boolean;
  liveTransferCoverImage?: CoverImageInput | null | undefined;
  notificationFlashNewsCoverImage?: CoverImageInput | null | undefined;
  seoContent?: SeoContentSettingsInput | null | undefined;
  /** SiteSettings.version as the form loaded it; another one now refuses the save (CONFLICT). */
  version: number;
};

/** Replace the characters [from, to) of a field's text, as the draft holds it, by insert. */
export type TextSpliceInput = {
  field: string;
  from: number;
  insert: string;
  to: number;
};

export type RealtimeEventsSubscriptionVariables = Exact<{
  topic: string;
}>;


export type RealtimeEventsSubscription = { realtimeEvents: { topic: string, type: string, payload: unknown } };

export type GetCurrentTimeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentTimeQuery = { currentTime: string };

export type OnCurrentTimeSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OnCurrentTimeSubscription = { currentTime: string };

export type GetCurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCurrentUserQuery = { currentUser: { id: string, name: string | null, username: string | null, email: string | null, department: string | null, picture: string | null, isApproved: boolean, sites: Array<string> | null, roles: Array<string> | null } };

export type GetSitesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSitesQuery = { sites: Array<{ id: string, name: string, displayName: string, isApproved: boolean, logo: string | null, url: string | null, linkName: string | null, language: string | null, tinyUrl: string | null }> };

export type GetPermissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPermissionsQuery = { permissions: Array<{ id: string, siteId: string, permissionCategories: Array<{ keyword: string, permissionDetails: Array<{ keyword: string, roleIds: Array<string> }> }> }> };

export type GetAgencyContentsQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyContentsQuery = { agencyContents: Array<{ agencyContentId: string, title: string, spot: string, agencyCategoryName: string | null, createdDate: string, embargoUntil: string | null, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, cursor: string, agency: { name: string }, images: Array<{ path: string | null }> }> };

export type GetAgencyArchivesQueryVariables = Exact<{
  filter?: AgencyListFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyArchivesQuery = { agencyArchives: Array<{ id: string, agencyContentId: string | null, title: string, spot: string, content: string, tags: Array<string>, agencyCategoryName: string | null, isApproved: boolean, createdDate: string, status: AgencyStatus, hasItBeenUsed: boolean, source: string | null, author: string | null, cursor: string, agency: { id: string, name: string } | null, createdBy: { name: string } | null, images: Array<{ path: string | null, aiPath: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, agencyImageId: string | null }> }> };

export type GetAgencyVideosQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyVideosQuery = { agencyVideos: Array<{ id: number, agencyContentId: string, title: string, content: string, city: string | null, category: string | null, tags: Array<string>, createdDate: string, status: AgencyStatus, hasItBeenUsed: boolean, cameraman: string | null, source: string | null, cursor: string, agency: { id: string, name: string }, video: Array<{ path: string | null, mimeType: string | null }> }> };

export type GetAgencyContentQueryVariables = Exact<{
  agencyContentId: string;
}>;


export type GetAgencyContentQuery = { agencyContent: { agencyContentId: string, title: string, spot: string, content: string, city: string | null, country: string | null, tags: Array<string>, agencyCategoryName: string | null, createdDate: string, updatedDate: string | null, embargoUntil: string | null, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, source: string | null, author: string | null, version: number, agency: { id: string, name: string }, user: { name: string } | null, images: Array<{ path: string | null, aiPath: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, agencyImageId: string | null }> } | null };

export type GetAgenciesQueryVariables = Exact<{
  tabName?: string | null | undefined;
}>;


export type GetAgenciesQuery = { agencies: Array<{ agencyId: string, name: string }> };

export type GetAgencyCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetAgencyCategoriesQuery = { agencyCategories: Array<string> };

export type GetActiveUsersOfAgencyContentsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetActiveUsersOfAgencyContentsQuery = { activeUsersOfAgencyContents: Array<{ id: string, name: string }> };

export type GetActiveUsersOfAgencyArchivesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetActiveUsersOfAgencyArchivesQuery = { activeUsersOfAgencyArchives: Array<{ id: string, name: string }> };

export type SaveAgencyContentMutationVariables = Exact<{
  input: AgencyContentInput;
}>;


export type SaveAgencyContentMutation = { saveAgencyContent: { version: number, title: string, spot: string, content: string, tags: Array<string>, status: AgencyStatus, hasItBeenUsed: boolean, isInappropriate: boolean, draftId: string | null, user: { name: string } | null } };

export type SaveAgencyArchiveMutationVariables = Exact<{
  input: AgencyArchiveInput;
}>;


export type SaveAgencyArchiveMutation = { saveAgencyArchive: { id: string } };

export type UpdateStatusToAgencyContentMutationVariables = Exact<{
  key: string;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyContentMutation = { updateStatusToAgencyContent: boolean };

export type UpdateStatusToAgencyArchiveMutationVariables = Exact<{
  key: string | number;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyArchiveMutation = { updateStatusToAgencyArchive: boolean };

export type UpdateStatusToAgencyVideoMutationVariables = Exact<{
  key: number;
  status: AgencyStatus;
}>;


export type UpdateStatusToAgencyVideoMutation = { updateStatusToAgencyVideo: boolean };

export type PickedImageFragment = { path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, missing: boolean | null, agencyImageId: string | null };

export type GetAgencyPhotosQueryVariables = Exact<{
  filter?: AgencyContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetAgencyPhotosQuery = { agencyContents: Array<{ agencyContentId: string, title: string, createdDate: string, author: string | null, source: string | null, cursor: string, agency: { name: string }, images: Array<{ path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, missing: boolean | null, agencyImageId: string | null }> }> };

export type GetArchivePhotosQueryVariables = Exact<{
  filter?: AgencyListFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetArchivePhotosQuery = { agencyArchives: Array<{ id: string, title: string, createdDate: string, author: string | null, source: string | null, cursor: string, agency: { name: string } | null, images: Array<{ path: string | null, text: string | null, width: number | null, height: number | null, fileSize: number | null, missing: boolean | null, agencyImageId: string | null }> }> };

export type GetContentDraftsQueryVariables = Exact<{
  filter?: ContentDraftFilter | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GetContentDraftsQuery = { contentDrafts: Array<{ id: string, contentId: string | null, type: number, title: string | null, spot: string | null, categoryId: string | null, baseVersion: number | null, contentVersion: number | null, contentEditorId: string | null, version: number, updatedDate: string }> };

export type GetContentDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type GetContentDraftQuery = { contentDraft: { id: string, contentId: string | null, type: number, baseVersion: number | null, contentVersion: number | null, version: number, updatedDate: string, values: unknown } | null };

export type SaveContentDraftMutationVariables = Exact<{
  input: ContentDraftInput;
}>;


export type SaveContentDraftMutation = { saveContentDraft: { id: string, version: number, updatedDate: string } };

export type DeleteContentDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteContentDraftMutation = { deleteContentDraft: boolean };

export type ContentEditorSiteSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type ContentEditorSiteSettingsQuery = { siteSettings: { id: string, isAuthorEnabled: boolean, isCartoonistEnabled: boolean, isProgramEnabled: boolean, isExpirationDate: boolean, isMagazineQuoteEnabled: boolean, isSmilesEnabled: boolean } | null };

export type GetContentRevisionsQueryVariables = Exact<{
  contentId: string | number;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GetContentRevisionsQuery = { contentRevisions: Array<{ id: string, version: number, createdDate: string, changedFields: Array<string>, restoredFromVersion: number | null, createdUser: { id: string, name: string } | null }> };

export type GetContentRevisionQueryVariables = Exact<{
  contentId: string | number;
  revisionId: string | number;
}>;


export type GetContentRevisionQuery = { contentRevision: { id: string, version: number, snapshot: unknown } | null };

export type RestoreContentRevisionMutationVariables = Exact<{
  contentId: string | number;
  revisionId: string | number;
  version: number;
}>;


export type RestoreContentRevisionMutation = { restoreContentRevision: { id: string, version: number } };

export type GetContentListQueryVariables = Exact<{
  filter?: ContentFilter | null | undefined;
  limit?: number | null | undefined;
  firstContentDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetContentListQuery = { contents: Array<{ id: string, type: number | null, status: number | null, title: string | null, spot: string | null, categoryId: string | null, contentDate: string | null, publishDate: string | null, isNewsWorthy: boolean, showInHomepage: boolean, createdUserId: string | null, updatedUserId: string | null, cursor: string, agencyUpdate: { version: number } | null }> };

export type GetContentEditorsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContentEditorsQuery = { activeUsersOfContents: Array<{ id: string, name: string }> };

export type GetContentCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetContentCategoriesQuery = { allCategories: Array<{ id: string, name: string, displayName: string, contentTypes: Array<number> }> };

export type UpdateStatusToContentMutationVariables = Exact<{
  contentId: string | number;
  status: number;
}>;


export type UpdateStatusToContentMutation = { updateStatusToContent: boolean };

export type HandbookFieldsFragment = { __typename: 'Handbook', version: string, language: string, title: string, introduction: string, accepted: boolean, acceptedDate: string | null, sections: Array<{ heading: string, paragraphs: Array<string> }> };

export type GetHandbookQueryVariables = Exact<{
  language?: string | null | undefined;
}>;


export type GetHandbookQuery = { handbook: { __typename: 'Handbook', version: string, language: string, title: string, introduction: string, accepted: boolean, acceptedDate: string | null, sections: Array<{ heading: string, paragraphs: Array<string> }> } };

export type AcceptHandbookMutationVariables = Exact<{
  version: string;
}>;


export type AcceptHandbookMutation = { acceptHandbook: { __typename: 'Handbook', version: string, language: string, title: string, introduction: string, accepted: boolean, acceptedDate: string | null, sections: Array<{ heading: string, paragraphs: Array<string> }> } };

export type GetHandbookAcceptancesQueryVariables = Exact<{
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type GetHandbookAcceptancesQuery = { handbookAcceptances: Array<{ id: string, userId: string, userName: string, userEmail: string, version: string, acceptedDate: string, isCurrentVersion: boolean, cursor: string }> };

export type MediaItemFieldsFragment = { __typename: 'MediaItem', id: string, version: number, path: string | null, mediaType: number | null, mimeType: string | null, size: number | null, width: number | null, height: number | null, reporter: string | null, source: string | null, text: string | null, createdDate: string, usageCount: number, cursor: string };

export type GetMediaItemsQueryVariables = Exact<{
  filter?: MediaItemFilter | null | undefined;
  limit?: number | null | undefined;
  firstCreatedDate?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type GetMediaItemsQuery = { mediaItems: Array<{ __typename: 'MediaItem', id: string, version: number, path: string | null, mediaType: number | null, mimeType: string | null, size: number | null, width: number | null, height: number | null, reporter: string | null, source: string | null, text: string | null, createdDate: string, usageCount: number, cursor: string }> };

export type GetMediaItemQueryVariables = Exact<{
  id: string | number;
}>;


export type GetMediaItemQuery = { mediaItem: { __typename: 'MediaItem', id: string, version: number, path: string | null, mediaType: number | null, mimeType: string | null, size: number | null, width: number | null, height: number | null, reporter: string | null, source: string | null, text: string | null, createdDate: string, usageCount: number, cursor: string, usages: Array<{ resource: string, recordId: string, title: string | null, contentType: number | null, field: string }> } | null };

export type SaveMediaItemMutationVariables = Exact<{
  input: MediaItemInput;
}>;


export type SaveMediaItemMutation = { saveMediaItem: { __typename: 'MediaItem', id: string, version: number, path: string | null, mediaType: number | null, mimeType: string | null, size: number | null, width: number | null, height: number | null, reporter: string | null, source: string | null, text: string | null, createdDate: string, usageCount: number, cursor: string, usages: Array<{ resource: string, recordId: string, title: string | null, contentType: number | null, field: string }> } };

export type DeleteMediaItemMutationVariables = Exact<{
  id: string | number;
  version: number;
}>;


export type DeleteMediaItemMutation = { deleteMediaItem: { id: string } };

export type PermissionMatrixQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionMatrixQuery = { permissions: Array<{ id: string, siteId: string, permissionCategories: Array<{ keyword: string, permissionDetails: Array<{ keyword: string, roleIds: Array<string> }> }> }>, roles: Array<{ id: string, name: string }>, currentUser: { roles: Array<string> | null } };

export type SavePermissionsMutationVariables = Exact<{
  input: SavePermissionsInput;
}>;


export type SavePermissionsMutation = { savePermissions: { id: string, siteId: string, permissionCategories: Array<{ keyword: string, permissionDetails: Array<{ keyword: string, roleIds: Array<string> }> }> } };

export type SiteSettingsFieldsFragment = { __typename: 'SiteSettings', id: string, version: number, isExpirationDate: boolean, isProgramEnabled: boolean, isMagazineQuoteEnabled: boolean, isAuthorEnabled: boolean, isCartoonistEnabled: boolean, isSmilesEnabled: boolean, headlineKickPermission: boolean, isShowAddArchiveButton: boolean, flashNewsDescription: string | null, seoContent: { dreamInterpretationTitle: string | null } | null, notificationFlashNewsCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null, liveTransferCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null };

export type SiteSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteSettingsQuery = { siteSettings: { __typename: 'SiteSettings', id: string, version: number, isExpirationDate: boolean, isProgramEnabled: boolean, isMagazineQuoteEnabled: boolean, isAuthorEnabled: boolean, isCartoonistEnabled: boolean, isSmilesEnabled: boolean, headlineKickPermission: boolean, isShowAddArchiveButton: boolean, flashNewsDescription: string | null, seoContent: { dreamInterpretationTitle: string | null } | null, notificationFlashNewsCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null, liveTransferCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null } | null };

export type SaveSiteSettingsMutationVariables = Exact<{
  input: SiteSettingsInput;
}>;


export type SaveSiteSettingsMutation = { saveSiteSettings: { __typename: 'SiteSettings', id: string, version: number, isExpirationDate: boolean, isProgramEnabled: boolean, isMagazineQuoteEnabled: boolean, isAuthorEnabled: boolean, isCartoonistEnabled: boolean, isSmilesEnabled: boolean, headlineKickPermission: boolean, isShowAddArchiveButton: boolean, flashNewsDescription: string | null, seoContent: { dreamInterpretationTitle: string | null } | null, notificationFlashNewsCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null, liveTransferCoverImage: { path: string | null, width: number | null, height: number | null, crops: Array<{ type: string, path: string | null, width: number | null, height: number | null }> } | null } };

export type CreatePasswordLinkMutationVariables = Exact<{
  userId: string | number;
}>;


export type CreatePasswordLinkMutation = { createPasswordLink: { token: string, expiresAt: string } };

export const PickedImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]} as unknown as DocumentNode<PickedImageFragment, unknown>;
export const HandbookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandbookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Handbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDate"}}]}}]} as unknown as DocumentNode<HandbookFieldsFragment, unknown>;
export const MediaItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<MediaItemFieldsFragment, unknown>;
export const SiteSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isProgramEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isMagazineQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isCartoonistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isSmilesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"headlineKickPermission"}},{"kind":"Field","name":{"kind":"Name","value":"isShowAddArchiveButton"}},{"kind":"Field","name":{"kind":"Name","value":"flashNewsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dreamInterpretationTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationFlashNewsCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveTransferCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<SiteSettingsFieldsFragment, unknown>;
export const RealtimeEventsDocument = {"__meta__":{"hash":"sha256:6084207c06cde5bf4dc7807ee5717a156ba478ca6f45d955e2d5dff2a14a699a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"RealtimeEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"topic"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realtimeEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"topic"},"value":{"kind":"Variable","name":{"kind":"Name","value":"topic"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topic"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}}]}}]}}]} as unknown as DocumentNode<RealtimeEventsSubscription, RealtimeEventsSubscriptionVariables>;
export const GetCurrentTimeDocument = {"__meta__":{"hash":"sha256:0cfd909c77c06a386a6d1028422c237b2af923b461d668205151ca0bc4bd435c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getCurrentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]} as unknown as DocumentNode<GetCurrentTimeQuery, GetCurrentTimeQueryVariables>;
export const OnCurrentTimeDocument = {"__meta__":{"hash":"sha256:e7eb7a96193a9689372dbc7847d51d2fc739f4d55c5d21842e2f17a26486b1ee"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"onCurrentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentTime"}}]}}]} as unknown as DocumentNode<OnCurrentTimeSubscription, OnCurrentTimeSubscriptionVariables>;
export const GetCurrentUserDocument = {"__meta__":{"hash":"sha256:d49d2337d34f3a2d677b249319e96497eccbde80436c1fcb2b363ebfa60128dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetCurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"picture"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"sites"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<GetCurrentUserQuery, GetCurrentUserQueryVariables>;
export const GetSitesDocument = {"__meta__":{"hash":"sha256:4d8794ead2726f02d6e6132b66f531ea75165a9fa69d7a047f7ffe2e036827e1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"getSites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"tinyUrl"}}]}}]}}]} as unknown as DocumentNode<GetSitesQuery, GetSitesQueryVariables>;
export const GetPermissionsDocument = {"__meta__":{"hash":"sha256:cf4190f2a4db6cbdba41b4a1a7e8d1ea3434bdf579332e6c15b16ca817080da5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetPermissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetPermissionsQuery, GetPermissionsQueryVariables>;
export const GetAgencyContentsDocument = {"__meta__":{"hash":"sha256:4fbe296b93e925f7e40610a6918c368d8c485189017528694610848fdc414881"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyContents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"embargoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyContentsQuery, GetAgencyContentsQueryVariables>;
export const GetAgencyArchivesDocument = {"__meta__":{"hash":"sha256:b6cc2027581687d6d4bd6e7319d9cdd133600ff8f6aea160eb249d375e922a13"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyArchives"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyArchives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"aiPath"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyArchivesQuery, GetAgencyArchivesQueryVariables>;
export const GetAgencyVideosDocument = {"__meta__":{"hash":"sha256:a8f5945895159ffe3babcb998ad34f265215173c87cca3e6852449b1b7d48cb0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyVideos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyVideos"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"cameraman"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"video"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyVideosQuery, GetAgencyVideosQueryVariables>;
export const GetAgencyContentDocument = {"__meta__":{"hash":"sha256:13f47e194519b5aeaaf7010af8cf8b2f168b74691f7dd4f27169b9d17fc1422e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"agencyContentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyContentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"agencyContentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"agencyCategoryName"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"embargoUntil"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"aiPath"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]}}]}}]} as unknown as DocumentNode<GetAgencyContentQuery, GetAgencyContentQueryVariables>;
export const GetAgenciesDocument = {"__meta__":{"hash":"sha256:770d1fc27c5e8821984d4ffb8822c5b609807a14daee22c0aa252c38be960b4f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencies"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencies"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"tabName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabName"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetAgenciesQuery, GetAgenciesQueryVariables>;
export const GetAgencyCategoriesDocument = {"__meta__":{"hash":"sha256:66aa37f711e1cfe190a89dcddf1fbb81fcc05b01cf9447ae489a778f4289b5fb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyCategories"}}]}}]} as unknown as DocumentNode<GetAgencyCategoriesQuery, GetAgencyCategoriesQueryVariables>;
export const GetActiveUsersOfAgencyContentsDocument = {"__meta__":{"hash":"sha256:60203f249014ec7ccffeae11fc110f62c70f689023bed1793a007d6551b578c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetActiveUsersOfAgencyContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsersOfAgencyContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetActiveUsersOfAgencyContentsQuery, GetActiveUsersOfAgencyContentsQueryVariables>;
export const GetActiveUsersOfAgencyArchivesDocument = {"__meta__":{"hash":"sha256:62f704556fdc49d3d87812850430c6ffee55b3af22d1ab9f8e02f8cc02195b34"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetActiveUsersOfAgencyArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsersOfAgencyArchives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetActiveUsersOfAgencyArchivesQuery, GetActiveUsersOfAgencyArchivesQueryVariables>;
export const SaveAgencyContentDocument = {"__meta__":{"hash":"sha256:c0041dcd8fb91d886254eae58fdbede4a816d4178be979aa3fa8fbfb0a0f43ab"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAgencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasItBeenUsed"}},{"kind":"Field","name":{"kind":"Name","value":"isInappropriate"}},{"kind":"Field","name":{"kind":"Name","value":"draftId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveAgencyContentMutation, SaveAgencyContentMutationVariables>;
export const SaveAgencyArchiveDocument = {"__meta__":{"hash":"sha256:1a628878d8949ca066ee47e4a93a149e8bda3b6cf701c229417843926c6774d8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveAgencyArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyArchiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveAgencyArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SaveAgencyArchiveMutation, SaveAgencyArchiveMutationVariables>;
export const UpdateStatusToAgencyContentDocument = {"__meta__":{"hash":"sha256:107ecb23fc62ba4d084105447ad5d24af1d6ef8eacfb9cd8586de955248f5b7a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyContentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyContentMutation, UpdateStatusToAgencyContentMutationVariables>;
export const UpdateStatusToAgencyArchiveDocument = {"__meta__":{"hash":"sha256:08bfde9cfc6238c8d0eddeae9c16a69ed54de1c2cb1d4f53fed9e74f780bd66d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyArchive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyArchiveId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyArchiveMutation, UpdateStatusToAgencyArchiveMutationVariables>;
export const UpdateStatusToAgencyVideoDocument = {"__meta__":{"hash":"sha256:710c36ccab614b1f57a3309595d41584963f42d6e1b2ae0f64bbcf4739f38d67"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToAgencyVideo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusToAgencyVideo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"agencyVideoId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToAgencyVideoMutation, UpdateStatusToAgencyVideoMutationVariables>;
export const GetAgencyPhotosDocument = {"__meta__":{"hash":"sha256:e04f1b05e983b25d288425ff85dde93caa6a309fbb190c126c3193e6085f3ded"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetAgencyPhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyContentId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickedImage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]} as unknown as DocumentNode<GetAgencyPhotosQuery, GetAgencyPhotosQueryVariables>;
export const GetArchivePhotosDocument = {"__meta__":{"hash":"sha256:8192fc9b88552e24e9c7531604b35804a2b1b5a701771817d891fb7b397b6b1d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetArchivePhotos"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agencyArchives"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PickedImage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PickedImage"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgencyImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"fileSize"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"agencyImageId"}}]}}]} as unknown as DocumentNode<GetArchivePhotosQuery, GetArchivePhotosQueryVariables>;
export const GetContentDraftsDocument = {"__meta__":{"hash":"sha256:de23e14b5525225fef4c1e8534c291eea41b863a475bf642ae3b6ddd6217f7fc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentDraftFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"contentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"contentEditorId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}}]}}]} as unknown as DocumentNode<GetContentDraftsQuery, GetContentDraftsQueryVariables>;
export const GetContentDraftDocument = {"__meta__":{"hash":"sha256:96b3a26a14ff9b7922c8d68efe1117cb5197606624e3f0d33f108233c32471dc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contentId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"contentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}}]} as unknown as DocumentNode<GetContentDraftQuery, GetContentDraftQueryVariables>;
export const SaveContentDraftDocument = {"__meta__":{"hash":"sha256:2eeb55e5d810c6c9f20f5b8e005bdf626a5a543acd4148a2bac69c1f310253e6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveContentDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveContentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedDate"}}]}}]}}]} as unknown as DocumentNode<SaveContentDraftMutation, SaveContentDraftMutationVariables>;
export const DeleteContentDraftDocument = {"__meta__":{"hash":"sha256:15609caf8eff77edecb4365b2c182348e8847a714fcff0a6687a297295fda15b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteContentDraftMutation, DeleteContentDraftMutationVariables>;
export const ContentEditorSiteSettingsDocument = {"__meta__":{"hash":"sha256:6f4f19c00114b31a595e5608a3de04430b65bf1106468043ec3eb47fb8a9da9a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentEditorSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isCartoonistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isProgramEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isMagazineQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isSmilesEnabled"}}]}}]}}]} as unknown as DocumentNode<ContentEditorSiteSettingsQuery, ContentEditorSiteSettingsQueryVariables>;
export const GetContentRevisionsDocument = {"__meta__":{"hash":"sha256:069759f3a908f4cdce3ffc0873bd17d5e1d81a616299d8fec5ecb45dc0b757c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentRevisions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentRevisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changedFields"}},{"kind":"Field","name":{"kind":"Name","value":"restoredFromVersion"}}]}}]}}]} as unknown as DocumentNode<GetContentRevisionsQuery, GetContentRevisionsQueryVariables>;
export const GetContentRevisionDocument = {"__meta__":{"hash":"sha256:d07a1730f1060c079b356b5d72175b41cec79b1ef382345206ccfca21af0e37a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"snapshot"}}]}}]}}]} as unknown as DocumentNode<GetContentRevisionQuery, GetContentRevisionQueryVariables>;
export const RestoreContentRevisionDocument = {"__meta__":{"hash":"sha256:76140cc2ae35082de5aae897d4099fc2aa48827334207b7005ff6d62fb3c5566"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreContentRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreContentRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RestoreContentRevisionMutation, RestoreContentRevisionMutationVariables>;
export const GetContentListDocument = {"__meta__":{"hash":"sha256:6ad459661437051c78d1dce46c656f573bacba51f2fb156a0b22cfd6b1dbb92b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstContentDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstContentDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstContentDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"spot"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"contentDate"}},{"kind":"Field","name":{"kind":"Name","value":"publishDate"}},{"kind":"Field","name":{"kind":"Name","value":"isNewsWorthy"}},{"kind":"Field","name":{"kind":"Name","value":"showInHomepage"}},{"kind":"Field","name":{"kind":"Name","value":"createdUserId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedUserId"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"agencyUpdate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<GetContentListQuery, GetContentListQueryVariables>;
export const GetContentEditorsDocument = {"__meta__":{"hash":"sha256:0beeb45f081c4b3301b0e65686e2cf6c8740f9ef09aca3b271de6ee2033c8e05"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentEditors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeUsersOfContents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<GetContentEditorsQuery, GetContentEditorsQueryVariables>;
export const GetContentCategoriesDocument = {"__meta__":{"hash":"sha256:9d7b90c760ef16a1c43feb9f58b57314a3c543ff4e0bd82566eee9aca0a23514"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetContentCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCategories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"contentTypes"}}]}}]}}]} as unknown as DocumentNode<GetContentCategoriesQuery, GetContentCategoriesQueryVariables>;
export const UpdateStatusToContentDocument = {"__meta__":{"hash":"sha256:e69a96d68cb3ae404ce86b2f1f693798cc4ffcf02bad0b1700b1f597f1a72f50"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStatusToContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStatusToContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"contentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}]}]}}]} as unknown as DocumentNode<UpdateStatusToContentMutation, UpdateStatusToContentMutationVariables>;
export const GetHandbookDocument = {"__meta__":{"hash":"sha256:2d594815e06b8afd8d38b7542bf0b3e6c4b3d793b9ac42b76c050ca8faea74da"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHandbook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HandbookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandbookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Handbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDate"}}]}}]} as unknown as DocumentNode<GetHandbookQuery, GetHandbookQueryVariables>;
export const AcceptHandbookDocument = {"__meta__":{"hash":"sha256:49fbeb801f168042cc7d409163e89693aa15c6b13983c0b6616a7dcd8f140b20"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptHandbook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptHandbook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HandbookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HandbookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Handbook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"introduction"}},{"kind":"Field","name":{"kind":"Name","value":"sections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDate"}}]}}]} as unknown as DocumentNode<AcceptHandbookMutation, AcceptHandbookMutationVariables>;
export const GetHandbookAcceptancesDocument = {"__meta__":{"hash":"sha256:0083d20c344c2fe60561df7c8afa7c7bb44ba04890eca7b39f6223905c202190"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetHandbookAcceptances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"handbookAcceptances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedDate"}},{"kind":"Field","name":{"kind":"Name","value":"isCurrentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]}}]} as unknown as DocumentNode<GetHandbookAcceptancesQuery, GetHandbookAcceptancesQueryVariables>;
export const GetMediaItemsDocument = {"__meta__":{"hash":"sha256:8aab177bd00338d2d579df87784b685e390f2daeb211ee102e3314855601a293"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMediaItems"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItemFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstCreatedDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"firstCreatedDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<GetMediaItemsQuery, GetMediaItemsQueryVariables>;
export const GetMediaItemDocument = {"__meta__":{"hash":"sha256:1242bfe6f45136dd166f73dba15f4d7b6789c49a57af6816f3a75954cfce32c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetMediaItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<GetMediaItemQuery, GetMediaItemQueryVariables>;
export const SaveMediaItemDocument = {"__meta__":{"hash":"sha256:3edc2a250650bbf9168d454a846e6b84fa976971bf5636a9bdf3bb72954e8a56"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMediaItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MediaItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"usages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resource"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MediaItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MediaItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"reporter"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"cursor"}}]}}]} as unknown as DocumentNode<SaveMediaItemMutation, SaveMediaItemMutationVariables>;
export const DeleteMediaItemDocument = {"__meta__":{"hash":"sha256:ec4076910ce667f64b01002339e80d2a79f3dbdab53505ed0dff41919e98d766"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMediaItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMediaItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMediaItemMutation, DeleteMediaItemMutationVariables>;
export const PermissionMatrixDocument = {"__meta__":{"hash":"sha256:97e36c3be5e601969c70daaf677b50e3318799be12596a72f93873b59c741ebc"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionMatrix"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<PermissionMatrixQuery, PermissionMatrixQueryVariables>;
export const SavePermissionsDocument = {"__meta__":{"hash":"sha256:022fbd7121481034f67569b083ecf372ee867e8f22864750dfe62cd7984ecc58"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePermissionsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"siteId"}},{"kind":"Field","name":{"kind":"Name","value":"permissionCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"permissionDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavePermissionsMutation, SavePermissionsMutationVariables>;
export const SiteSettingsDocument = {"__meta__":{"hash":"sha256:1a8ec396d7a4bc7e41a292d65ccab0eaf85ca836c7990545ce07581617bfd4c4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isProgramEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isMagazineQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isCartoonistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isSmilesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"headlineKickPermission"}},{"kind":"Field","name":{"kind":"Name","value":"isShowAddArchiveButton"}},{"kind":"Field","name":{"kind":"Name","value":"flashNewsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dreamInterpretationTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationFlashNewsCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveTransferCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const SaveSiteSettingsDocument = {"__meta__":{"hash":"sha256:2bd25b4e2cb8ee1bbeda7ac63b4c797be5d617a01d94f2e2d84d16888fbd0af6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSiteSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSiteSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SiteSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SiteSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SiteSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"isExpirationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isProgramEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isMagazineQuoteEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isCartoonistEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"isSmilesEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"headlineKickPermission"}},{"kind":"Field","name":{"kind":"Name","value":"isShowAddArchiveButton"}},{"kind":"Field","name":{"kind":"Name","value":"flashNewsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dreamInterpretationTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notificationFlashNewsCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"liveTransferCoverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"crops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSiteSettingsMutation, SaveSiteSettingsMutationVariables>;
export const CreatePasswordLinkDocument = {"__meta__":{"hash":"sha256:b18a471c954be568bdce46f94fdc9f3c75202a0ec6e0d0c5dd338689292e66cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePasswordLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPasswordLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreatePasswordLinkMutation, CreatePasswordLinkMutationVariables>;