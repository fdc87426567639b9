import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { SiteRow, RoleRow } from '../../db/schema.ts';
import type { SitePermissions } from '../../../resources/permissions.ts';
import type { Row } from '../../engine/records.ts';
import type { DraftRecord, SavedDraft } from '../../content/contentDrafts.ts';
import type { AgencyUpdate } from '../../content/contentAgencySource.ts';
import type { VideoProcessRow } from '../../videoQueue/videoTables.ts';
import type { WebhookOut } from '../../webhooks/webhookStore.ts';
import type { WebhookDeliveryRow } from '../../webhooks/webhookTables.ts';
import type { RequestContext } from '../../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: Date | string; }
  /** Any JSON value. */
  JSON: { input: unknown; output: unknown; }
};

export type ActiveUser = {
  __typename?: 'ActiveUser';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One write through the resource engine: who did what to which record, and when. */
export type ActivityEntry = {
  __typename?: 'ActivityEntry';
  action: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** The declared fields the write changed. */
  fields: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  recordId: Scalars['ID']['output'];
  resource: Scalars['String']['output'];
  /** The revision the write kept, when the record keeps revisions and still has it. */
  revisionId?: Maybe<Scalars['ID']['output']>;
  userId?: Maybe<Scalars['ID']['output']>;
  userName?: Maybe<Scalars['String']['output']>;
};

/** Which audit rows to show: each given field narrows them; from and to include their moment. */
export type ActivityLogFilter = {
  /** create, update, restore, status or delete. */
  action?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  recordId?: InputMaybe<Scalars['ID']['input']>;
  /** A resource name (contents, categories). */
  resource?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** A subject title to add: its kind (SEO_CONTENT_KIND), its name and, for a sub title, its main one. */
export type AddSubjectTitleInput = {
  kind: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  /** The main subject a sub title sits under; empty for a main one. */
  parentId?: InputMaybe<Scalars['ID']['input']>;
};

export type Agency = {
  __typename?: 'Agency';
  agencyId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type AgencyArchive = {
  __typename?: 'AgencyArchive';
  agency?: Maybe<AgencyRef>;
  agencyCategoryName?: Maybe<Scalars['String']['output']>;
  agencyContentId?: Maybe<Scalars['String']['output']>;
  author?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdBy?: Maybe<UserRef>;
  createdDate: Scalars['String']['output'];
  cursor: Scalars['String']['output'];
  hasItBeenUsed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  images: Array<AgencyImage>;
  isApproved: Scalars['Boolean']['output'];
  language?: Maybe<Scalars['String']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  spot: Scalars['String']['output'];
  status: AgencyStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** An archive item: a new one without id (from an agency item with agencyContentId), an edit with id and version. */
export type AgencyArchiveInput = {
  agencyCategoryName?: InputMaybe<Scalars['String']['input']>;
  agencyContentId?: InputMaybe<Scalars['String']['input']>;
  agencyId?: InputMaybe<Scalars['ID']['input']>;
  author?: InputMaybe<Scalars['String']['input']>;
  content?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  images: Array<AgencyImageInput>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type AgencyCategoryFilter = {
  agencyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  contentTypes?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type AgencyContent = {
  __typename?: 'AgencyContent';
  agency: AgencyRef;
  agencyCategoryName?: Maybe<Scalars['String']['output']>;
  agencyContentId: Scalars['String']['output'];
  author?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  contentUpdatedByUser?: Maybe<ContentUpdatedByUser>;
  country?: Maybe<Scalars['String']['output']>;
  createdDate: Scalars['String']['output'];
  /** Pass as 'after' to read the rows after this one. */
  cursor: Scalars['String']['output'];
  /** In saveAgencyContent's answer with createDraft: the draft made (open it at /content/<type>?draft=<id>). */
  draftId?: Maybe<Scalars['ID']['output']>;
  embargoUntil?: Maybe<Scalars['String']['output']>;
  hasItBeenUsed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  images: Array<AgencyImage>;
  isInappropriate: Scalars['Boolean']['output'];
  /** The agency news type: 1 important, 2 flash, 3 hot, 4 standard. */
  priority: Scalars['Int']['output'];
  source?: Maybe<Scalars['String']['output']>;
  spot: Scalars['String']['output'];
  status: AgencyStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  user?: Maybe<UserRef>;
  /** For saveAgencyContent: the version the edit is based on. */
  version: Scalars['Int']['output'];
};

/** The agency contents' filter: no isApproved (spec 01 §7). */
export type AgencyContentFilter = {
  agencyCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  agencyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  contentTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: items whose embargo ends in the future; false: items not under embargo now (videos and archive items never are). */
  embargoed?: InputMaybe<Scalars['Boolean']['input']>;
  /** To the end of this day. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  inappropriate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Agency news types (1 important, 2 flash, 3 hot, 4 standard). */
  newsTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Words in the title (the photo picker's search box). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** From the start of this day (ISO date or date-time). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  tabName?: InputMaybe<Scalars['String']['input']>;
  used?: InputMaybe<Scalars['Boolean']['input']>;
  users?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** An editor's change to an agency item: the fields sent are kept over later wire versions. */
export type AgencyContentInput = {
  agencyContentId: Scalars['String']['input'];
  content?: InputMaybe<Scalars['String']['input']>;
  /** A content type (news, photo gallery or video): also make the item the caller's draft of it and mark it used. */
  createDraft?: InputMaybe<Scalars['Int']['input']>;
  hasItBeenUsed?: InputMaybe<Scalars['Boolean']['input']>;
  isInappropriate?: InputMaybe<Scalars['Boolean']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title?: InputMaybe<Scalars['String']['input']>;
  version: Scalars['Int']['input'];
};

export type AgencyImage = {
  __typename?: 'AgencyImage';
  agencyImageId?: Maybe<Scalars['String']['output']>;
  aiPath?: Maybe<Scalars['String']['output']>;
  fileSize?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  missing?: Maybe<Scalars['Boolean']['output']>;
  /** Storage path (resize with /storage/resize); null when the agency's file could not be fetched. */
  path?: Maybe<Scalars['String']['output']>;
  publishDate?: Maybe<Scalars['String']['output']>;
  tags?: Maybe<Array<Scalars['String']['output']>>;
  text?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type AgencyImageInput = {
  agencyImageId?: InputMaybe<Scalars['String']['input']>;
  aiPath?: InputMaybe<Scalars['String']['input']>;
  fileSize?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** The archive's (and the video list's) filter. */
export type AgencyListFilter = {
  agencyCategories?: InputMaybe<Array<Scalars['String']['input']>>;
  agencyIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  contentTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** True: items whose embargo ends in the future; false: items not under embargo now (videos and archive items never are). */
  embargoed?: InputMaybe<Scalars['Boolean']['input']>;
  /** To the end of this day. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  inappropriate?: InputMaybe<Scalars['Boolean']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Agency news types (1 important, 2 flash, 3 hot, 4 standard). */
  newsTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Words in the title (the photo picker's search box). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** From the start of this day (ISO date or date-time). */
  startDate?: InputMaybe<Scalars['String']['input']>;
  tabName?: InputMaybe<Scalars['String']['input']>;
  used?: InputMaybe<Scalars['Boolean']['input']>;
  users?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type AgencyRef = {
  __typename?: 'AgencyRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** The desk's workflow status of an agency item, archive item or video (resources/agencyStatus.ts). */
export type AgencyStatus =
  | 'done'
  | 'inProgress'
  | 'new'
  | 'read'
  | 'rejected';

export type AgencyVideoContent = {
  __typename?: 'AgencyVideoContent';
  agency: AgencyRef;
  agencyContentId: Scalars['String']['output'];
  cameraman?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  content: Scalars['String']['output'];
  createdDate: Scalars['String']['output'];
  cursor: Scalars['String']['output'];
  hasItBeenUsed: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  source?: Maybe<Scalars['String']['output']>;
  status: AgencyStatus;
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  types: Array<Scalars['String']['output']>;
  video: Array<AgencyVideoRendition>;
};

export type AgencyVideoRendition = {
  __typename?: 'AgencyVideoRendition';
  durationSeconds?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  missing?: Maybe<Scalars['Boolean']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

/** The wire's title, spot and text (simple HTML) at one version. */
export type AgencyWireText = {
  __typename?: 'AgencyWireText';
  spot: Scalars['String']['output'];
  text: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Author = {
  __typename?: 'Author';
  about?: Maybe<Scalars['String']['output']>;
  authorType?: Maybe<Scalars['Int']['output']>;
  categories?: Maybe<Array<Scalars['ID']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  facebook?: Maybe<Scalars['String']['output']>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  instagram?: Maybe<Scalars['String']['output']>;
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nickName?: Maybe<Scalars['String']['output']>;
  order?: Maybe<Scalars['Int']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  profilePhoto?: Maybe<Image>;
  siteId: Scalars['ID']['output'];
  surname?: Maybe<Scalars['String']['output']>;
  twitter?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type AuthorFilter = {
  authorType?: InputMaybe<Array<Scalars['Int']['input']>>;
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Author. With id: an update, which must carry the version it was based on. */
export type AuthorInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  authorType?: InputMaybe<Scalars['Int']['input']>;
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  facebook?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  instagram?: InputMaybe<Scalars['String']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nickName?: InputMaybe<Scalars['String']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  profilePhoto?: InputMaybe<ImageInput>;
  surname?: InputMaybe<Scalars['String']['input']>;
  twitter?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type AuthorOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the fullName. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Author as a reference input offers it: its id and name, nothing else of the record. */
export type AuthorReferenceOption = {
  __typename?: 'AuthorReferenceOption';
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
};

/** A change on a board, announced after its commit: the lists read the board again. */
export type BoardChange = {
  __typename?: 'BoardChange';
  at: Scalars['DateTime']['output'];
  /** Who changed it; null for the publishing job. */
  byUserId?: Maybe<Scalars['ID']['output']>;
  /** The story or reel changed. */
  id: Scalars['ID']['output'];
  kind: BoardChangeKind;
};

/** What changed on a board (stories or reels) of the request's site. */
export type BoardChangeKind =
  | 'deleted'
  | 'moved'
  | 'pinned'
  | 'published'
  | 'saved';

export type Brand = {
  __typename?: 'Brand';
  banner?: Maybe<Image>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  darkLogo?: Maybe<Image>;
  dataSource?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  logo?: Maybe<Image>;
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type BrandFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Brand. With id: an update, which must carry the version it was based on. */
export type BrandInput = {
  banner?: InputMaybe<ImageInput>;
  darkLogo?: InputMaybe<ImageInput>;
  dataSource?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  logo?: InputMaybe<ImageInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type BrandOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Brand as a reference input offers it: its id and name, nothing else of the record. */
export type BrandReferenceOption = {
  __typename?: 'BrandReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type BulkActionInput = {
  /** approve, unapprove, delete, or an action its feature declares (an agency item's status, used, inappropriate). */
  action: Scalars['String']['input'];
  /** The list's resource name (contents, agencyContents, contentDrafts, mediaItems, a declared resource's). */
  resource: Scalars['String']['input'];
  /** At most 500, done in this order, each on its own. */
  rows: Array<BulkRowInput>;
  /** The value an action takes (an agency status). */
  value?: InputMaybe<Scalars['String']['input']>;
};

export type BulkActionReport = {
  __typename?: 'BulkActionReport';
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  refused: Scalars['Int']['output'];
  rows: Array<BulkRowResult>;
};

export type BulkOutcome =
  | 'DONE'
  | 'FAILED'
  | 'REFUSED';

/** A selected row: its id and the version the list showed (a row changed since is refused, CONFLICT). */
export type BulkRowInput = {
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type BulkRowResult = {
  __typename?: 'BulkRowResult';
  /** A refusal's code: CONFLICT (changed since), PERMIT_HELD, IN_USE, NOT_FOUND, FORBIDDEN, BAD_USER_INPUT. */
  code?: Maybe<Scalars['String']['output']>;
  /** Who holds the row's edit permit (PERMIT_HELD). */
  heldBy?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The refusal in the caller's language. */
  message?: Maybe<Scalars['String']['output']>;
  outcome: BulkOutcome;
};

export type Cartoonist = {
  __typename?: 'Cartoonist';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type CartoonistFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Cartoonist. With id: an update, which must carry the version it was based on. */
export type CartoonistInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CartoonistOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Cartoonist as a reference input offers it: its id and name, nothing else of the record. */
export type CartoonistReferenceOption = {
  __typename?: 'CartoonistReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Category = {
  __typename?: 'Category';
  color?: Maybe<Scalars['String']['output']>;
  contentTypes?: Maybe<Array<Scalars['Int']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  hierarchy?: Maybe<Scalars['Int']['output']>;
  iconUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  options?: Maybe<CategoryOptions>;
  order?: Maybe<Scalars['Int']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type CategoryFilter = {
  contentTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  hierarchy?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  parentId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Category. With id: an update, which must carry the version it was based on. */
export type CategoryInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  contentTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  displayName?: InputMaybe<Scalars['String']['input']>;
  iconUrl?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  options?: InputMaybe<CategoryOptionsInput>;
  order?: InputMaybe<Scalars['Int']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type CategoryOptionFilter = {
  hierarchy?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type CategoryOptions = {
  __typename?: 'CategoryOptions';
  isSportsEnabled: Scalars['Boolean']['output'];
};

export type CategoryOptionsInput = {
  isSportsEnabled?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A Category as a reference input offers it: its id and name, nothing else of the record. */
export type CategoryReferenceOption = {
  __typename?: 'CategoryReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/**
 * A category as pickers and filters need it (spec 01 §3 Category summary), with its name and main
 * category besides; displayName falls back to the name when none is set.
 */
export type CategorySummary = {
  __typename?: 'CategorySummary';
  contentTypes: Array<Scalars['Int']['output']>;
  displayName: Scalars['String']['output'];
  hierarchy: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
};

export type Content = {
  __typename?: 'Content';
  agencyNewsType?: Maybe<Scalars['Int']['output']>;
  agencySource?: Maybe<ContentAgencySource>;
  /** Set while the agency item the content was made from has a newer version than the one it follows (agencySource.version). */
  agencyUpdate?: Maybe<ContentAgencyUpdate>;
  allowReactions: Scalars['Boolean']['output'];
  announcementNumber?: Maybe<Scalars['String']['output']>;
  announcementOrder?: Maybe<Scalars['Int']['output']>;
  authorId?: Maybe<Scalars['ID']['output']>;
  cartoonistId?: Maybe<Scalars['ID']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  contentDate?: Maybe<Scalars['String']['output']>;
  coverGif?: Maybe<Image>;
  coverImages?: Maybe<Array<ContentCoverImage>>;
  coverVideo?: Maybe<ContentCoverVideo>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  /** Where the record stands in the list: the next page starts after it. */
  cursor: Scalars['String']['output'];
  embeds?: Maybe<Array<ContentEmbed>>;
  endDate?: Maybe<Scalars['String']['output']>;
  expirationDate?: Maybe<Scalars['String']['output']>;
  externalLink?: Maybe<Scalars['String']['output']>;
  externalLinkRel?: Maybe<Scalars['String']['output']>;
  footballEmbed?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  images?: Maybe<Array<ContentImage>>;
  incident?: Maybe<Scalars['String']['output']>;
  isNewsWorthy: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  literaryWork?: Maybe<Scalars['String']['output']>;
  magazineIssue?: Maybe<Scalars['String']['output']>;
  newsType?: Maybe<Scalars['Int']['output']>;
  pdfs?: Maybe<Array<ContentPdf>>;
  personIds?: Maybe<Array<Scalars['ID']['output']>>;
  podcastEmbed?: Maybe<Scalars['String']['output']>;
  podcastEpisode?: Maybe<Scalars['Int']['output']>;
  podcastSeason?: Maybe<Scalars['Int']['output']>;
  programId?: Maybe<Scalars['ID']['output']>;
  promotionType?: Maybe<Scalars['Int']['output']>;
  publishDate?: Maybe<Scalars['String']['output']>;
  relatedContentIds?: Maybe<Array<Scalars['ID']['output']>>;
  seoKeyword?: Maybe<Scalars['String']['output']>;
  seoSpot?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  seoUrlTitle?: Maybe<Scalars['String']['output']>;
  series?: Maybe<Scalars['String']['output']>;
  showInHomepage: Scalars['Boolean']['output'];
  signatureId?: Maybe<Scalars['ID']['output']>;
  siteId: Scalars['ID']['output'];
  socialShares?: Maybe<Array<ContentSocialShare>>;
  sourceId?: Maybe<Scalars['ID']['output']>;
  spot?: Maybe<Scalars['String']['output']>;
  startDate?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['Int']['output']>;
  tableOfContents: Scalars['Boolean']['output'];
  tags?: Maybe<Array<Scalars['String']['output']>>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['Int']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
  videos?: Maybe<Array<ContentVideo>>;
};

export type ContentAgencySource = {
  __typename?: 'ContentAgencySource';
  agencyContentId?: Maybe<Scalars['String']['output']>;
  agencyId?: Maybe<Scalars['Int']['output']>;
  agencyItemId?: Maybe<Scalars['Int']['output']>;
  agencyName?: Maybe<Scalars['String']['output']>;
  version?: Maybe<Scalars['Int']['output']>;
};

export type ContentAgencySourceInput = {
  agencyContentId?: InputMaybe<Scalars['String']['input']>;
  agencyId?: InputMaybe<Scalars['Int']['input']>;
  agencyItemId?: InputMaybe<Scalars['Int']['input']>;
  agencyName?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ContentAgencyUpdate = {
  __typename?: 'ContentAgencyUpdate';
  /** The wire now. */
  current?: Maybe<AgencyWireText>;
  /** The wire at sourceVersion; null when it was not kept. */
  previous?: Maybe<AgencyWireText>;
  /** The version the content follows. */
  sourceVersion: Scalars['Int']['output'];
  /** The agency item's version now. */
  version: Scalars['Int']['output'];
};

export type ContentCoverImage = {
  __typename?: 'ContentCoverImage';
  image?: Maybe<Image>;
  isSelected: Scalars['Boolean']['output'];
};

export type ContentCoverImageInput = {
  image?: InputMaybe<ImageInput>;
  isSelected?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ContentCoverVideo = {
  __typename?: 'ContentCoverVideo';
  caption?: Maybe<Scalars['String']['output']>;
  duration?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  posterPath?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type ContentCoverVideoInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  posterPath?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** What the caller typed into an item's editor (or a new item's), kept apart from the item. */
export type ContentDraft = {
  __typename?: 'ContentDraft';
  /** The agency item the draft was made from, if any: agency, item id and the wire version. */
  agencySource?: Maybe<ContentDraftAgencySource>;
  /** The item's version the draft was started from. */
  baseVersion?: Maybe<Scalars['Int']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  /** Who saved the item last. */
  contentEditorId?: Maybe<Scalars['ID']['output']>;
  /** The item; null for a draft of a new item. */
  contentId?: Maybe<Scalars['ID']['output']>;
  /** The item's version now: above baseVersion, the item was saved since the draft began. */
  contentVersion?: Maybe<Scalars['Int']['output']>;
  createdDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  spot?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type: Scalars['Int']['output'];
  /** The draft date: its last autosave. */
  updatedDate: Scalars['String']['output'];
  /** The editor's values (content fields); read through contentDraft(id) only. */
  values?: Maybe<Scalars['JSON']['output']>;
  /** Counts the autosaves; an autosave names the version it was made from. */
  version: Scalars['Int']['output'];
};

export type ContentDraftAgencySource = {
  __typename?: 'ContentDraftAgencySource';
  agencyContentId: Scalars['String']['output'];
  agencyId: Scalars['ID']['output'];
  agencyName: Scalars['String']['output'];
  agencyVersion: Scalars['Int']['output'];
};

export type ContentDraftFilter = {
  contentId?: InputMaybe<Scalars['ID']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * An autosave. With id and version: the fields changed since that version (values) and splices of
 * long texts. Without id: the whole values of a new draft, of contentId or of a new item.
 */
export type ContentDraftInput = {
  baseVersion?: InputMaybe<Scalars['Int']['input']>;
  contentId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  splices?: InputMaybe<Array<TextSpliceInput>>;
  values?: InputMaybe<Scalars['JSON']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** An autosave's result. */
export type ContentDraftSaved = {
  __typename?: 'ContentDraftSaved';
  /** The fields stored otherwise than sent (the item's allow-lists cleaned them), as stored; null when none. The next splice is made on these. */
  cleaned?: Maybe<Scalars['JSON']['output']>;
  id: Scalars['ID']['output'];
  updatedDate: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type ContentEmbed = {
  __typename?: 'ContentEmbed';
  caption?: Maybe<Scalars['String']['output']>;
  code?: Maybe<Scalars['String']['output']>;
};

export type ContentEmbedInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
};

export type ContentFilter = {
  authorId?: InputMaybe<Array<Scalars['ID']['input']>>;
  categoryId?: InputMaybe<Array<Scalars['ID']['input']>>;
  contentDateFrom?: InputMaybe<Scalars['String']['input']>;
  contentDateTo?: InputMaybe<Scalars['String']['input']>;
  /** The users who saved the records last (their creators until someone updates them). */
  editorId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isNewsWorthy?: InputMaybe<Scalars['Boolean']['input']>;
  isPublished?: InputMaybe<Scalars['Boolean']['input']>;
  newsType?: InputMaybe<Array<Scalars['Int']['input']>>;
  personIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  publishDateFrom?: InputMaybe<Scalars['String']['input']>;
  publishDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Words (or their beginnings) all found in the searchable fields, ignoring case and Turkish letters: 'cagri' finds 'Çağrı'. */
  search?: InputMaybe<Scalars['String']['input']>;
  sourceId?: InputMaybe<Array<Scalars['ID']['input']>>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  type?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type ContentImage = {
  __typename?: 'ContentImage';
  caption?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Image>;
};

export type ContentImageInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<ImageInput>;
};

/** Without id: a new Content. With id: an update, which must carry the version it was based on. */
export type ContentInput = {
  agencyNewsType?: InputMaybe<Scalars['Int']['input']>;
  /** The agency item's version whose text the editor applied: the content follows it from this save on. */
  agencyVersion?: InputMaybe<Scalars['Int']['input']>;
  allowReactions?: InputMaybe<Scalars['Boolean']['input']>;
  announcementNumber?: InputMaybe<Scalars['String']['input']>;
  announcementOrder?: InputMaybe<Scalars['Int']['input']>;
  authorId?: InputMaybe<Scalars['ID']['input']>;
  cartoonistId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  contentDate?: InputMaybe<Scalars['String']['input']>;
  coverGif?: InputMaybe<ImageInput>;
  coverImages?: InputMaybe<Array<ContentCoverImageInput>>;
  coverVideo?: InputMaybe<ContentCoverVideoInput>;
  embeds?: InputMaybe<Array<ContentEmbedInput>>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  expirationDate?: InputMaybe<Scalars['String']['input']>;
  externalLink?: InputMaybe<Scalars['String']['input']>;
  externalLinkRel?: InputMaybe<Scalars['String']['input']>;
  footballEmbed?: InputMaybe<Scalars['String']['input']>;
  /** The caller's draft the content was written on: its agency provenance is copied, and it is deleted with the save. */
  fromDraftId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  images?: InputMaybe<Array<ContentImageInput>>;
  incident?: InputMaybe<Scalars['String']['input']>;
  isNewsWorthy?: InputMaybe<Scalars['Boolean']['input']>;
  literaryWork?: InputMaybe<Scalars['String']['input']>;
  magazineIssue?: InputMaybe<Scalars['String']['input']>;
  newsType?: InputMaybe<Scalars['Int']['input']>;
  pdfs?: InputMaybe<Array<ContentPdfInput>>;
  personIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  podcastEmbed?: InputMaybe<Scalars['String']['input']>;
  podcastEpisode?: InputMaybe<Scalars['Int']['input']>;
  podcastSeason?: InputMaybe<Scalars['Int']['input']>;
  programId?: InputMaybe<Scalars['ID']['input']>;
  promotionType?: InputMaybe<Scalars['Int']['input']>;
  publishDate?: InputMaybe<Scalars['String']['input']>;
  relatedContentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  seoKeyword?: InputMaybe<Scalars['String']['input']>;
  seoSpot?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  seoUrlTitle?: InputMaybe<Scalars['String']['input']>;
  series?: InputMaybe<Scalars['String']['input']>;
  showInHomepage?: InputMaybe<Scalars['Boolean']['input']>;
  signatureId?: InputMaybe<Scalars['ID']['input']>;
  socialShares?: InputMaybe<Array<ContentSocialShareInput>>;
  sourceId?: InputMaybe<Scalars['ID']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
  tableOfContents?: InputMaybe<Scalars['Boolean']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  videos?: InputMaybe<Array<ContentVideoInput>>;
};

export type ContentOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the title. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type ContentPdf = {
  __typename?: 'ContentPdf';
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
};

export type ContentPdfInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
};

/** A Content as a reference input offers it: its id and name, nothing else of the record. */
export type ContentReferenceOption = {
  __typename?: 'ContentReferenceOption';
  id: Scalars['ID']['output'];
  title?: Maybe<Scalars['String']['output']>;
};

/** A saved state of a Content: who wrote it, when, the version it produced and the fields it changed. */
export type ContentRevision = {
  __typename?: 'ContentRevision';
  /** The fields the write changed (every field set on create). */
  changedFields: Array<Scalars['String']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  /** Null once the user is gone. */
  createdUser?: Maybe<ActiveUser>;
  id: Scalars['ID']['output'];
  /** The version a restore wrote back; null for any other write. */
  restoredFromVersion?: Maybe<Scalars['Int']['output']>;
  /** Every field as saved (the Content's shape); read one revision at a time. */
  snapshot: Scalars['JSON']['output'];
  version: Scalars['Int']['output'];
};

export type ContentSocialShare = {
  __typename?: 'ContentSocialShare';
  accountId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  utmSourceId?: Maybe<Scalars['ID']['output']>;
};

export type ContentSocialShareInput = {
  accountId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  utmSourceId?: InputMaybe<Scalars['ID']['input']>;
};

export type ContentUpdatedByUser = {
  __typename?: 'ContentUpdatedByUser';
  updatedDate?: Maybe<Scalars['String']['output']>;
  user?: Maybe<UserRef>;
};

export type ContentVideo = {
  __typename?: 'ContentVideo';
  caption?: Maybe<Scalars['String']['output']>;
  duration?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  posterPath?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type ContentVideoInput = {
  caption?: InputMaybe<Scalars['String']['input']>;
  duration?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  posterPath?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type Crop = {
  __typename?: 'Crop';
  height?: Maybe<Scalars['Int']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type CropInput = {
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** One field the directory says otherwise: name, email, department or picture (its before and after as addresses; a picture not stored yet is a data: address). */
export type DirectoryChange = {
  __typename?: 'DirectoryChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** A user compared with (or refreshed from) the identity directory. */
export type DirectoryRefresh = {
  __typename?: 'DirectoryRefresh';
  /** True when the changes were saved. */
  applied: Scalars['Boolean']['output'];
  changes: Array<DirectoryChange>;
  /** False: the directory does not know the user (nothing to change). */
  found: Scalars['Boolean']['output'];
  userId: Scalars['ID']['output'];
  /** The user's version now: the one a later save or apply needs. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** The refresh of a site's users from the directory, as it goes. */
export type DirectoryRefreshJob = {
  __typename?: 'DirectoryRefreshJob';
  done: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  notFound: Scalars['Int']['output'];
  refreshed: Scalars['Int']['output'];
  /** pending, running, done or failed. */
  state: Scalars['String']['output'];
  total: Scalars['Int']['output'];
  unchanged: Scalars['Int']['output'];
};

export type DreamInterpretation = {
  __typename?: 'DreamInterpretation';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  mainSubjectId?: Maybe<Scalars['ID']['output']>;
  seoSpot?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  subjectId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type DreamInterpretationFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  mainSubjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Without id: a new DreamInterpretation. With id: an update, which must carry the version it was based on. */
export type DreamInterpretationInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  mainSubjectId?: InputMaybe<Scalars['ID']['input']>;
  seoSpot?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type Dua = {
  __typename?: 'Dua';
  arabicText?: Maybe<Scalars['String']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  mainSubjectId?: Maybe<Scalars['ID']['output']>;
  seoSpot?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  subjectId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type DuaFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  mainSubjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Without id: a new Dua. With id: an update, which must carry the version it was based on. */
export type DuaInput = {
  arabicText?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  mainSubjectId?: InputMaybe<Scalars['ID']['input']>;
  seoSpot?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type EditPermit = {
  __typename?: 'EditPermit';
  /** Seconds of the auto-accept countdown and of the heartbeat expiry (server settings), for the UI. */
  autoAcceptSeconds: Scalars['Int']['output'];
  /** When the holder's permit lapses without a heartbeat. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  heartbeatSeconds: Scalars['Int']['output'];
  /** Null when nobody holds it. */
  holder?: Maybe<EditPermitUser>;
  last?: Maybe<EditPermitTransition>;
  recordId: Scalars['ID']['output'];
  request?: Maybe<EditPermitRequest>;
  resource: Scalars['String']['output'];
  /** Users with the page open (presence), holder included; each has a heartbeat. */
  viewers: Array<EditPermitUser>;
};

/** A record someone is editing, for a list. */
export type EditPermitHolder = {
  __typename?: 'EditPermitHolder';
  holder: EditPermitUser;
  recordId: Scalars['ID']['output'];
};

/** A change of who holds a record's permit, for a list: the new holder, or null when nobody holds it now. */
export type EditPermitHolderChange = {
  __typename?: 'EditPermitHolderChange';
  holder?: Maybe<EditPermitUser>;
  recordId: Scalars['ID']['output'];
};

export type EditPermitRequest = {
  __typename?: 'EditPermitRequest';
  /** When the server grants the request if the holder has not answered (auto-accept countdown). */
  autoAcceptAt: Scalars['DateTime']['output'];
  requestedAt: Scalars['DateTime']['output'];
  user: EditPermitUser;
};

/** The last transition, so a tab that receives the event can tell its user what happened. */
export type EditPermitTransition = {
  __typename?: 'EditPermitTransition';
  at: Scalars['DateTime']['output'];
  /** Who caused it (null for expired / autoAccepted: the server did). */
  byUserId?: Maybe<Scalars['ID']['output']>;
  /** held | released | expired | requested | accepted | declined | autoAccepted | takenOver | removed */
  kind: Scalars['String']['output'];
  toSession?: Maybe<Scalars['String']['output']>;
  /** Who the permit went to (accepted / autoAccepted / takenOver / held), or who was removed (removed). */
  toUserId?: Maybe<Scalars['ID']['output']>;
};

/** One user on an edit permit (holder, requester or viewer). */
export type EditPermitUser = {
  __typename?: 'EditPermitUser';
  name: Scalars['String']['output'];
  /** The browser tab (editor session) this user is in; a user may have several tabs. */
  session: Scalars['String']['output'];
  since: Scalars['DateTime']['output'];
  userId: Scalars['ID']['output'];
};

export type EditorContentReport = {
  __typename?: 'EditorContentReport';
  /** Most contents first, then by name. */
  rows: Array<EditorContentReportRow>;
  /** Every row summed. */
  totals: EditorContentReportRow;
};

/** The report's range and types: contents created from createdDateFrom to createdDateTo (both included, the start before the end, at most 366 days apart). */
export type EditorContentReportFilter = {
  createdDateFrom: Scalars['DateTime']['input'];
  createdDateTo: Scalars['DateTime']['input'];
  /** CONTENT_TYPE values; none or empty: every type. */
  types?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** An editor (the contents' creator) over the range: contentCount = not news-worthy, newsWorthyCount = news-worthy, total = both. */
export type EditorContentReportRow = {
  __typename?: 'EditorContentReportRow';
  /** The types the editor created contents of, in type order. */
  byType: Array<EditorContentTypeCount>;
  contentCount: Scalars['Int']['output'];
  /** The creator's user id; 0 for contents the server wrote itself, and for the totals row. */
  editorId: Scalars['Int']['output'];
  /** The creator's name ('System' for 0; empty in the totals row). */
  editorName: Scalars['String']['output'];
  newsWorthyCount: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One content type's share of a row: count = all of the type (news-worthy included), newsWorthyCount = the news-worthy ones. */
export type EditorContentTypeCount = {
  __typename?: 'EditorContentTypeCount';
  count: Scalars['Int']['output'];
  newsWorthyCount: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

export type Fatwa = {
  __typename?: 'Fatwa';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  mainSubjectId?: Maybe<Scalars['ID']['output']>;
  question?: Maybe<Scalars['String']['output']>;
  seoSpot?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  subjectId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type FatwaFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  mainSubjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Without id: a new Fatwa. With id: an update, which must carry the version it was based on. */
export type FatwaInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  mainSubjectId?: InputMaybe<Scalars['ID']['input']>;
  question?: InputMaybe<Scalars['String']['input']>;
  seoSpot?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type FeatureFlag = {
  __typename?: 'FeatureFlag';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  key?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type FeatureFlagFilter = {
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new FeatureFlag. With id: an update, which must carry the version it was based on. */
export type FeatureFlagInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type GlobalSearchGroup = {
  __typename?: 'GlobalSearchGroup';
  /** The kind could not be searched in time (or failed): its hits are unknown, the other groups are whole. */
  failed: Scalars['Boolean']['output'];
  hits: Array<GlobalSearchHit>;
  kind: GlobalSearchKind;
  /** More than the limit matched. */
  more: Scalars['Boolean']['output'];
};

export type GlobalSearchHit = {
  __typename?: 'GlobalSearchHit';
  /** A content's or draft's CONTENT_TYPE value. */
  contentType?: Maybe<Scalars['Int']['output']>;
  /** What orders the group, newest first: a content's date, a draft's last save, an agency item's arrival, a media item's upload, a person's last save. */
  date?: Maybe<Scalars['DateTime']['output']>;
  /** A line under the title: a content's or draft's spot, an item's agency, a picture's text, a person's job or an author's e-mail. */
  detail?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: GlobalSearchKind;
  /** The declared resource (or table) the hit is a row of: contents, contentDrafts, agencyContents, mediaItems, people, authors. */
  resource: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** What the global search finds: contents, the caller's drafts, agency items, media items, people (persons and authors). */
export type GlobalSearchKind =
  | 'AGENCY_ITEM'
  | 'CONTENT'
  | 'DRAFT'
  | 'MEDIA'
  | 'PERSON';

export type Hadith = {
  __typename?: 'Hadith';
  book?: Maybe<Scalars['String']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  linkName?: Maybe<Scalars['String']['output']>;
  mainSubjectId?: Maybe<Scalars['ID']['output']>;
  narrator?: Maybe<Scalars['String']['output']>;
  number?: Maybe<Scalars['Int']['output']>;
  seoSpot?: Maybe<Scalars['String']['output']>;
  seoTitle?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  source?: Maybe<Scalars['String']['output']>;
  subjectId?: Maybe<Scalars['ID']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type HadithFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  mainSubjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
  number?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Without id: a new Hadith. With id: an update, which must carry the version it was based on. */
export type HadithInput = {
  book?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  mainSubjectId?: InputMaybe<Scalars['ID']['input']>;
  narrator?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['Int']['input']>;
  seoSpot?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** The editor's handbook in one language, and where the caller stands with its current version. */
export type Handbook = {
  __typename?: 'Handbook';
  /** Whether the caller accepted this version (content writes need it). */
  accepted: Scalars['Boolean']['output'];
  /** When the caller accepted this version (ISO-8601), else null. */
  acceptedDate?: Maybe<Scalars['String']['output']>;
  introduction: Scalars['String']['output'];
  language: Scalars['String']['output'];
  sections: Array<HandbookSection>;
  title: Scalars['String']['output'];
  /** Derived from the text of every language: any change of the text is a new version to accept. */
  version: Scalars['String']['output'];
};

/** One user's acceptance of one version of the handbook. */
export type HandbookAcceptance = {
  __typename?: 'HandbookAcceptance';
  acceptedDate: Scalars['String']['output'];
  /** Where the next page starts (handbookAcceptances' after). */
  cursor: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the accepted version is the current one. */
  isCurrentVersion: Scalars['Boolean']['output'];
  userEmail: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

export type HandbookSection = {
  __typename?: 'HandbookSection';
  heading: Scalars['String']['output'];
  paragraphs: Array<Scalars['String']['output']>;
};

export type Headline = {
  __typename?: 'Headline';
  autoCategoryId?: Maybe<Scalars['ID']['output']>;
  autoContentType?: Maybe<Scalars['Int']['output']>;
  autoTotalCount?: Maybe<Scalars['Int']['output']>;
  headlineType: HeadlineType;
  id: Scalars['ID']['output'];
  /** LIVE, in order (auto ones after the manual ones). */
  items: Array<HeadlineItem>;
  /** PENDING, by publishAt then order. */
  pending: Array<HeadlineItem>;
  updatedAt: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

export type HeadlineCategory = {
  __typename?: 'HeadlineCategory';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type HeadlineCategoryFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new HeadlineCategory. With id: an update, which must carry the version it was based on. */
export type HeadlineCategoryInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type HeadlineCategoryOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A HeadlineCategory as a reference input offers it: its id and name, nothing else of the record. */
export type HeadlineCategoryReferenceOption = {
  __typename?: 'HeadlineCategoryReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type HeadlineChange = {
  __typename?: 'HeadlineChange';
  at: Scalars['DateTime']['output'];
  byUserId?: Maybe<Scalars['ID']['output']>;
  headlineId: Scalars['ID']['output'];
  itemId?: Maybe<Scalars['ID']['output']>;
  /** saved | moved | pinned | removed | pending | promoted */
  kind: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

export type HeadlineContentSummary = {
  __typename?: 'HeadlineContentSummary';
  contentType: Scalars['Int']['output'];
  coverUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  publishedAt?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
};

export type HeadlineFilter = {
  headlineCategoryId?: InputMaybe<Scalars['ID']['input']>;
  headlineTypeId?: InputMaybe<Scalars['ID']['input']>;
};

export type HeadlineInput = {
  autoCategoryId?: InputMaybe<Scalars['ID']['input']>;
  autoContentType?: InputMaybe<Scalars['Int']['input']>;
  autoTotalCount?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['ID']['input'];
  /** Items to add or edit (by id); items not listed are left as they are. */
  items?: InputMaybe<Array<HeadlineItemInput>>;
  version: Scalars['Int']['input'];
};

export type HeadlineItem = {
  __typename?: 'HeadlineItem';
  archive: Scalars['Boolean']['output'];
  /** Filled by the auto headline; not stored, cannot be moved. */
  auto: Scalars['Boolean']['output'];
  content?: Maybe<HeadlineContentSummary>;
  contentId?: Maybe<Scalars['ID']['output']>;
  /** The picker's headline item (spec 02 §3) for an outside item; null for our contents. */
  external?: Maybe<Scalars['JSON']['output']>;
  headlineId: Scalars['ID']['output'];
  headlinedAt?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  /** { vertical, horizontal, crop? } */
  images: Scalars['JSON']['output'];
  manualUrl?: Maybe<Scalars['String']['output']>;
  /** 1-based position shown on the board (pinned at their slot); for PENDING the order it will take. */
  order: Scalars['Int']['output'];
  pin: HeadlinePin;
  pinnedUntil?: Maybe<Scalars['DateTime']['output']>;
  /** contents | agency | recipes */
  provider: Scalars['String']['output'];
  publishAt?: Maybe<Scalars['DateTime']['output']>;
  spot?: Maybe<Scalars['String']['output']>;
  spotHidden: Scalars['Boolean']['output'];
  state: HeadlineItemState;
  /** One of the site's headline tags, or null. */
  tag?: Maybe<HeadlineItemTag>;
  title: Scalars['String']['output'];
  titleHidden: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
  updatedByName?: Maybe<Scalars['String']['output']>;
  version: Scalars['Int']['output'];
};

export type HeadlineItemInput = {
  archive?: InputMaybe<Scalars['Boolean']['input']>;
  contentId?: InputMaybe<Scalars['ID']['input']>;
  external?: InputMaybe<Scalars['JSON']['input']>;
  /** Absent: a new item. */
  id?: InputMaybe<Scalars['ID']['input']>;
  images?: InputMaybe<Scalars['JSON']['input']>;
  manualUrl?: InputMaybe<Scalars['String']['input']>;
  /** Where it goes (1-based); absent on a new item: 1 (top). */
  order?: InputMaybe<Scalars['Int']['input']>;
  provider?: InputMaybe<Scalars['String']['input']>;
  /** In the future: the item goes to the pending list. */
  publishAt?: InputMaybe<Scalars['DateTime']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  spotHidden?: InputMaybe<Scalars['Boolean']['input']>;
  /** An approved headline tag of the site (needs headlineTag.view); null clears it. */
  tagId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  titleHidden?: InputMaybe<Scalars['Boolean']['input']>;
};

export type HeadlineItemState =
  | 'LIVE'
  | 'PENDING';

/** An item's headline tag (spec 02 §3), by its current name. */
export type HeadlineItemTag = {
  __typename?: 'HeadlineItemTag';
  id: Scalars['ID']['output'];
  /** False when the tag was unapproved after it was set: the board marks it, the sites do not get it. */
  isApproved: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type HeadlineList = {
  __typename?: 'HeadlineList';
  data: Array<Headline>;
  total: Scalars['Int']['output'];
};

export type HeadlinePin =
  | 'NONE'
  | 'PERMANENT'
  | 'PINNED';

export type HeadlineTag = {
  __typename?: 'HeadlineTag';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type HeadlineTagFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new HeadlineTag. With id: an update, which must carry the version it was based on. */
export type HeadlineTagInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type HeadlineType = {
  __typename?: 'HeadlineType';
  categoryId?: Maybe<Scalars['ID']['output']>;
  coverCropHeight?: Maybe<Scalars['Int']['output']>;
  coverCropWidth?: Maybe<Scalars['Int']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  itemCount?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  supportedContentTypes?: Maybe<Array<Scalars['Int']['output']>>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type HeadlineTypeFilter = {
  categoryId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new HeadlineType. With id: an update, which must carry the version it was based on. */
export type HeadlineTypeInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  coverCropHeight?: InputMaybe<Scalars['Int']['input']>;
  coverCropWidth?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  itemCount?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  supportedContentTypes?: InputMaybe<Array<Scalars['Int']['input']>>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** An image from the media desk: the stored file's path and size, its description and its crops. */
export type Image = {
  __typename?: 'Image';
  crops: Array<Crop>;
  height?: Maybe<Scalars['Int']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type ImageInput = {
  crops?: InputMaybe<Array<CropInput>>;
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type LiveTransfer = {
  __typename?: 'LiveTransfer';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  currency?: Maybe<Scalars['String']['output']>;
  /** Where the record stands in the list: the next page starts after it. */
  cursor: Scalars['String']['output'];
  fee?: Maybe<Scalars['Float']['output']>;
  fromClub?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  isLoan: Scalars['Boolean']['output'];
  kind?: Maybe<Scalars['Int']['output']>;
  linkName?: Maybe<Scalars['String']['output']>;
  playerImage?: Maybe<Image>;
  playerName?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  toClub?: Maybe<Scalars['String']['output']>;
  transferDate?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type LiveTransferFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  isLoan?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  transferDateFrom?: InputMaybe<Scalars['String']['input']>;
  transferDateTo?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new LiveTransfer. With id: an update, which must carry the version it was based on. */
export type LiveTransferInput = {
  currency?: InputMaybe<Scalars['String']['input']>;
  fee?: InputMaybe<Scalars['Float']['input']>;
  fromClub?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  isLoan?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['Int']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  playerImage?: InputMaybe<ImageInput>;
  playerName?: InputMaybe<Scalars['String']['input']>;
  toClub?: InputMaybe<Scalars['String']['input']>;
  transferDate?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type Mailing = {
  __typename?: 'Mailing';
  articlesOfTheDay: Scalars['Boolean']['output'];
  channelId?: Maybe<Scalars['ID']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  /** Where the record stands in the list: the next page starts after it. */
  cursor: Scalars['String']['output'];
  failedCount?: Maybe<Scalars['Int']['output']>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  items?: Maybe<Array<MailingItem>>;
  recipientCount?: Maybe<Scalars['Int']['output']>;
  /** The send's outcome: stored counts once sent, its outbox while sending (zeros before the send); a page's reports are read in one query. */
  report: MailingReport;
  sendDate?: Maybe<Scalars['String']['output']>;
  sentCount?: Maybe<Scalars['Int']['output']>;
  siteId: Scalars['ID']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['Int']['output']>;
  unknownCount?: Maybe<Scalars['Int']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  userSpecificTitle?: Maybe<Scalars['String']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type MailingChannel = {
  __typename?: 'MailingChannel';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type MailingChannelFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new MailingChannel. With id: an update, which must carry the version it was based on. */
export type MailingChannelInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type MailingChannelOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A MailingChannel as a reference input offers it: its id and name, nothing else of the record. */
export type MailingChannelReferenceOption = {
  __typename?: 'MailingChannelReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type MailingDelivery = {
  __typename?: 'MailingDelivery';
  attempts: Scalars['Int']['output'];
  email: Scalars['String']['output'];
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  messageId: Scalars['String']['output'];
  sentAt?: Maybe<Scalars['DateTime']['output']>;
  smtpCode?: Maybe<Scalars['Int']['output']>;
  state: MailingDeliveryState;
};

export type MailingDeliveryList = {
  __typename?: 'MailingDeliveryList';
  data: Array<MailingDelivery>;
  total: Scalars['Int']['output'];
};

export type MailingDeliveryState =
  | 'FAILED'
  | 'PENDING'
  | 'SENDING'
  | 'SENT'
  | 'SKIPPED'
  | 'UNKNOWN';

export type MailingFilter = {
  channelId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  sendDateFrom?: InputMaybe<Scalars['String']['input']>;
  sendDateTo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
  type?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Without id: a new Mailing. With id: an update, which must carry the version it was based on. */
export type MailingInput = {
  articlesOfTheDay?: InputMaybe<Scalars['Boolean']['input']>;
  channelId?: InputMaybe<Scalars['ID']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  items?: InputMaybe<Array<MailingItemInput>>;
  sendDate?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  userSpecificTitle?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type MailingItem = {
  __typename?: 'MailingItem';
  contentDate?: Maybe<Scalars['String']['output']>;
  contentId?: Maybe<Scalars['String']['output']>;
  contentTypeId?: Maybe<Scalars['Int']['output']>;
  contentUrl?: Maybe<Scalars['String']['output']>;
  imageUrl?: Maybe<Scalars['String']['output']>;
  isChiefSelection: Scalars['Boolean']['output'];
  order?: Maybe<Scalars['Int']['output']>;
  spot?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type MailingItemInput = {
  contentDate?: InputMaybe<Scalars['String']['input']>;
  contentId?: InputMaybe<Scalars['String']['input']>;
  contentTypeId?: InputMaybe<Scalars['Int']['input']>;
  contentUrl?: InputMaybe<Scalars['String']['input']>;
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  isChiefSelection?: InputMaybe<Scalars['Boolean']['input']>;
  order?: InputMaybe<Scalars['Int']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type MailingPreview = {
  __typename?: 'MailingPreview';
  html: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type MailingReport = {
  __typename?: 'MailingReport';
  /** Failed because the reader's server refused the address at RCPT (the reader is marked bounced). */
  bounced: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  /** Waiting or being sent. */
  pending: Scalars['Int']['output'];
  recipients: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  /** Interrupted while being handed over: maybe delivered, never sent again by itself. */
  unknown: Scalars['Int']['output'];
  /** Recipients who have unsubscribed since. */
  unsubscribed: Scalars['Int']['output'];
};

export type MailingSubscriber = {
  __typename?: 'MailingSubscriber';
  channelId: Scalars['ID']['output'];
  createdDate: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
  /** admin, import or form. */
  source: Scalars['String']['output'];
  status: MailingSubscriberStatus;
  subscribedAt?: Maybe<Scalars['DateTime']['output']>;
  unsubscribedAt?: Maybe<Scalars['DateTime']['output']>;
};

export type MailingSubscriberFilter = {
  channelId?: InputMaybe<Scalars['ID']['input']>;
  /** A part of the e-mail address. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<MailingSubscriberStatus>>;
};

export type MailingSubscriberImport = {
  __typename?: 'MailingSubscriberImport';
  added: Scalars['Int']['output'];
  /** Addresses already on the channel (whatever their state) or given twice in the file. */
  alreadyThere: Scalars['Int']['output'];
  /** The rows whose value is no e-mail address (the first 1000). */
  invalid: Array<MailingSubscriberImportInvalid>;
  invalidCount: Scalars['Int']['output'];
};

export type MailingSubscriberImportInvalid = {
  __typename?: 'MailingSubscriberImportInvalid';
  /** The CSV line the value was on (1 is the first). */
  line: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type MailingSubscriberList = {
  __typename?: 'MailingSubscriberList';
  data: Array<MailingSubscriber>;
  total: Scalars['Int']['output'];
};

export type MailingSubscriberStatus =
  /** The receiving server refused the address for good. */
  | 'BOUNCED'
  /** Signed up on a site, waiting for the confirmation link. */
  | 'PENDING'
  | 'SUBSCRIBED'
  | 'UNSUBSCRIBED';

export type MailingTestResult = {
  __typename?: 'MailingTestResult';
  messageId: Scalars['String']['output'];
  /** Why it was not sent (the SMTP server's reply or the connection's error). */
  reason?: Maybe<Scalars['String']['output']>;
  /** True when the SMTP server accepted the message. */
  sent: Scalars['Boolean']['output'];
  smtpCode?: Maybe<Scalars['Int']['output']>;
  subject: Scalars['String']['output'];
  /** The signed-in user's address. */
  to: Scalars['String']['output'];
};

export type MediaItem = {
  __typename?: 'MediaItem';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  /** The crops cut from the file (each a stored file of its own): they are listed with it, never as library items. */
  crops: Array<Crop>;
  /** Where the record stands in the list: the next page starts after it. */
  cursor: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  mediaType?: Maybe<Scalars['Int']['output']>;
  mimeType?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  reporter?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  size?: Maybe<Scalars['Int']['output']>;
  source?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** How many record fields use the file; a used file cannot be removed from the library. */
  usageCount: Scalars['Int']['output'];
  usages: Array<MediaUsage>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type MediaItemFilter = {
  /** Records created at or after / at or before these moments (ISO-8601). */
  createdDateFrom?: InputMaybe<Scalars['String']['input']>;
  createdDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  mediaType?: InputMaybe<Array<Scalars['Int']['input']>>;
  reporter?: InputMaybe<Scalars['String']['input']>;
  /** Words (or their beginnings) all found in the searchable fields, ignoring case and Turkish letters: 'cagri' finds 'Çağrı'. */
  search?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new MediaItem. With id: an update, which must carry the version it was based on. */
export type MediaItemInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  reporter?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A record's field that holds a library file. */
export type MediaUsage = {
  __typename?: 'MediaUsage';
  /** The content's type (ContentType number). */
  contentType?: Maybe<Scalars['Int']['output']>;
  /** The record's field: coverImages, coverGif, images, coverVideo, videos or text (an inline image). */
  field: Scalars['String']['output'];
  recordId: Scalars['ID']['output'];
  /** The using record's resource ('contents'). */
  resource: Scalars['String']['output'];
  /** The content's title. */
  title?: Maybe<Scalars['String']['output']>;
};

export type Menu = {
  __typename?: 'Menu';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  darkImage?: Maybe<Image>;
  excludedCategoryIds?: Maybe<Array<Scalars['ID']['output']>>;
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  isApproved: Scalars['Boolean']['output'];
  /** The items whose category or brand is unapproved or deleted (the editor flags them); empty when every target is shown. */
  itemProblems: Array<MenuItemProblem>;
  items?: Maybe<Array<MenuItem>>;
  maxDepth?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  siteId: Scalars['ID']['output'];
  subCategoryDepth?: Maybe<Scalars['Int']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

/** The answer of clearMenuCache: done on every server. */
export type MenuCacheClear = {
  __typename?: 'MenuCacheClear';
  /** When every server had dropped the site's cached menus. */
  clearedAt: Scalars['DateTime']['output'];
  /** How many servers confirmed it (1 without Redis). */
  servers: Scalars['Int']['output'];
};

export type MenuFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  position?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Menu. With id: an update, which must carry the version it was based on. */
export type MenuInput = {
  darkImage?: InputMaybe<ImageInput>;
  excludedCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<ImageInput>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  items?: InputMaybe<Array<MenuItemInput>>;
  maxDepth?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  position?: InputMaybe<Scalars['Int']['input']>;
  subCategoryDepth?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type MenuItem = {
  __typename?: 'MenuItem';
  brandId?: Maybe<Scalars['ID']['output']>;
  categoryId?: Maybe<Scalars['ID']['output']>;
  contentType?: Maybe<Scalars['Int']['output']>;
  darkImage?: Maybe<Scalars['String']['output']>;
  excludedCategoryIds?: Maybe<Array<Scalars['ID']['output']>>;
  image?: Maybe<Scalars['String']['output']>;
  key?: Maybe<Scalars['String']['output']>;
  openInNewTab: Scalars['Boolean']['output'];
  parentKey?: Maybe<Scalars['String']['output']>;
  subCategoryDepth?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['Int']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

export type MenuItemInput = {
  brandId?: InputMaybe<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  contentType?: InputMaybe<Scalars['Int']['input']>;
  darkImage?: InputMaybe<Scalars['String']['input']>;
  excludedCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  image?: InputMaybe<Scalars['String']['input']>;
  key?: InputMaybe<Scalars['String']['input']>;
  openInNewTab?: InputMaybe<Scalars['Boolean']['input']>;
  parentKey?: InputMaybe<Scalars['String']['input']>;
  subCategoryDepth?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

/** An item of a saved menu whose target the sites will not show. */
export type MenuItemProblem = {
  __typename?: 'MenuItemProblem';
  /** The item's key in the menu's items. */
  key: Scalars['String']['output'];
  problem: MenuItemProblemKind;
};

/** Why the sites do not show a menu item: its category or brand is unapproved, or deleted. */
export type MenuItemProblemKind =
  | 'deleted'
  | 'unapproved';

export type Mutation = {
  __typename?: 'Mutation';
  /** Records that the caller read, understood and will apply this version; a version that is not the current one is a CONFLICT. */
  acceptHandbook: Handbook;
  /** An editor adds one reader to a channel: subscribed at once (an address already there is subscribed again). */
  addMailingSubscriber: MailingSubscriber;
  /** Adds users picked from the user search to the request's site; needs user.permissions there. A user already on the site, one given twice or an id naming no user is refused (BAD_USER_INPUT on userIds) and nothing changes. Answers the ids added. */
  addSiteUsers: Array<Scalars['ID']['output']>;
  /** Adds an approved subject title to the request's site; refused (BAD_USER_INPUT, 'Subject title add error, perhaps already exists') when one of its kind has the same name, ignoring case the Turkish way, or when the main one is not a main title of that kind. */
  addSubjectTitle: SubjectTitle;
  /** Holder only: accept gives it to the requester; decline clears the request. */
  answerEditPermitRequest: EditPermit;
  /** One action on the selected rows, each checked and done on its own: the report says what became of every row. */
  bulkAction: BulkActionReport;
  /** Spec 02 §4: a draft or pending mailing is deleted and no e-mail is sent; one whose send has begun is refused (CONFLICT). */
  cancelMailing: Scalars['Boolean']['output'];
  /** Spec 02 §4: a scheduled notification is canceled, or a send in progress stopped: what has not gone out is marked canceled. A finished or canceled one is refused (CONFLICT). */
  cancelNotification: Notification;
  /** Sets isApproved alone; the server records the signed-in user and its own time as updatedUserId / updatedDate. */
  changeUsersApprovalStatus: User;
  /** Drops the request's site's menus from what the delivery API serves, on every server, and answers once all have (refused with 'menu cache clear error' when one did not confirm in time); the next read builds them afresh. */
  clearMenuCache: MenuCacheClear;
  /** A new one-time set-password link for the user (their unused links stop working); needs user.permissions. */
  createPasswordLink: PasswordLink;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteAuthor: Author;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteBrand: Brand;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteContent: Content;
  deleteContentDraft: Scalars['Boolean']['output'];
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteDreamInterpretation: DreamInterpretation;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteDua: Dua;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteFatwa: Fatwa;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteHadith: Hadith;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteHeadlineCategory: HeadlineCategory;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteHeadlineType: HeadlineType;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteLiveTransfer: LiveTransfer;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteMailingChannel: MailingChannel;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteMediaItem: MediaItem;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteMenu: Menu;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deletePerson: Person;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteReel: Reel;
  /** FORBIDDEN for another's shared view; NOT_FOUND for one not seen. */
  deleteSavedView: Scalars['Boolean']['output'];
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteSocialAccount: SocialAccount;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteSource: Source;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteStory: Story;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteSubjectTitle: SubjectTitle;
  /** Deletes the record at that version (CONFLICT when stale, or while other records reference it); answers it as it was. */
  deleteUtmSource: UtmSource;
  deleteWebhook: Scalars['Boolean']['output'];
  /** Holder: refreshes its expiry. Others: refreshes their presence as viewer. Call every heartbeatSeconds/3. */
  heartbeatEditPermit: EditPermit;
  /** Free (or expired) -> yours; already yours -> refreshed. Refused (code PERMIT_HELD) when someone else holds it. */
  holdEditPermit: EditPermit;
  /** CSV text (a column named email, else the first column; at most 5 MB and 50 000 rows): new addresses are subscribed, others left as they are. */
  importMailingSubscribers: MailingSubscriberImport;
  /** Puts the item right after afterItemId (null: at the top). One row written. */
  moveHeadlineItem: Headline;
  moveHeadlineItemToPending: Headline;
  /** moveStory for reels. */
  moveReel: Reel;
  /** Puts a published story just after another (afterId null: the top of its group); pinned stories stay above the others, and a move never takes a story across that line. One row is written. */
  moveStory: Story;
  pinHeadlineItem: Headline;
  /** pinStory for reels. */
  pinReel: Reel;
  /** Pins a published story (it goes under the pinned ones already there) or unpins it (it goes on top of the others). One row is written. */
  pinStory: Story;
  /** Sends the delivery again now, as its next attempt. One not yet tried: CONFLICT. */
  redeliverWebhook: WebhookDelivery;
  /** Refresh every user of the request's site from the directory, as one job (a second call while it waits or runs answers the same job). Needs user.permissions. */
  refreshSiteUsersFromDirectory: DirectoryRefreshJob;
  /** Compare the user with the identity directory; with apply (and the version the admin saw), save what differs. Needs user.save on a site of the user. */
  refreshUserFromDirectory: DirectoryRefresh;
  /** Holder leaves (tab closing / leaving the editor). Also drops the caller's presence. */
  releaseEditPermit: EditPermit;
  removeHeadlineItem: Headline;
  /** The reader is unsubscribed; the row stays. */
  removeMailingSubscriber: MailingSubscriber;
  /** Holder only: the user (all their sessions) leaves the page and is told so. */
  removeUserFromPage: EditPermit;
  /** Makes a new signing secret (the old one stops at once); the answer carries it, once. */
  renewWebhookSecret: Webhook;
  /** Ask the holder. Refused PERMIT_ALREADY_REQUESTED (you asked already) / PERMIT_REQUESTED_BY_OTHER (someone else asked). */
  requestEditPermit: EditPermit;
  /** An item in error goes back to waiting and is processed again; its finished renditions stay until replaced. Another state: BAD_USER_INPUT; no such item on the site: NOT_FOUND. */
  requeueVideoProcess: VideoProcess;
  /** Operator: the mailing's deliveries in these states (UNKNOWN, FAILED; others are ignored) are sent again with the same Message-ID; how many. */
  resendMailingDeliveries: Scalars['Int']['output'];
  /** Saves the revision's fields over the record at version (CONFLICT when stale): a new version and revision. */
  restoreContentRevision: Content;
  saveAgencyArchive: AgencyArchive;
  saveAgencyContent: AgencyContent;
  saveAuthor: Author;
  saveBrand: Brand;
  saveCartoonist: Cartoonist;
  saveCategory: Category;
  saveContent: Content;
  saveContentDraft: ContentDraftSaved;
  saveDreamInterpretation: DreamInterpretation;
  saveDua: Dua;
  saveFatwa: Fatwa;
  saveFeatureFlag: FeatureFlag;
  saveHadith: Hadith;
  saveHeadline: Headline;
  saveHeadlineCategory: HeadlineCategory;
  saveHeadlineTag: HeadlineTag;
  saveHeadlineType: HeadlineType;
  saveLiveTransfer: LiveTransfer;
  saveMailing: Mailing;
  saveMailingChannel: MailingChannel;
  saveMediaItem: MediaItem;
  saveMenu: Menu;
  saveNotification: Notification;
  /** Changes cells of a site's permission matrix, all or none; they apply from the next request. */
  savePermissions: Permission;
  savePerson: Person;
  saveProgram: Program;
  saveReel: Reel;
  /** CONFLICT for a name the caller already gave a view of the list, or a stale version; FORBIDDEN for another's view. */
  saveSavedView: SavedView;
  saveSignature: Signature;
  /** Saves a site's settings (a field left out keeps its value); needs user.permissions on that site. */
  saveSiteSettings: SiteSettings;
  saveSocialAccount: SocialAccount;
  saveSource: Source;
  saveStory: Story;
  saveSubjectTitle: SubjectTitle;
  saveUser: User;
  saveUtmSource: UtmSource;
  /** Creates (no id; the answer carries the secret, once) or updates (id + version; a stale one: CONFLICT). A bad URL or no event: BAD_USER_INPUT with extensions.fields. */
  saveWebhook: Webhook;
  /** Spec 02 §4: a draft mailing becomes pending (upcoming), its send time checked against the lead time again. */
  scheduleMailing: Mailing;
  /** The saved mailing, rendered as it will be sent, mailed to the signed-in user's own address with a test mark in its subject; no reader gets it. */
  sendMailingTest: MailingTestResult;
  /** Needs the take-over permission; the permit moves to the caller at once. */
  takeOverEditPermit: EditPermit;
  updateStatusToAgencyArchive: Scalars['Boolean']['output'];
  /** True when the status changed, false when it already was this. */
  updateStatusToAgencyContent: Scalars['Boolean']['output'];
  updateStatusToAgencyVideo: Scalars['Boolean']['output'];
  /** False when the record already had that status (or is not found). */
  updateStatusToContent: Scalars['Boolean']['output'];
};


export type MutationAcceptHandbookArgs = {
  version: Scalars['String']['input'];
};


export type MutationAddMailingSubscriberArgs = {
  channelId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
};


export type MutationAddSiteUsersArgs = {
  userIds: Array<Scalars['ID']['input']>;
};


export type MutationAddSubjectTitleArgs = {
  input: AddSubjectTitleInput;
};


export type MutationAnswerEditPermitRequestArgs = {
  accept: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
};


export type MutationBulkActionArgs = {
  input: BulkActionInput;
};


export type MutationCancelMailingArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationCancelNotificationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationChangeUsersApprovalStatusArgs = {
  input: UserApprovalInput;
};


export type MutationCreatePasswordLinkArgs = {
  userId: Scalars['ID']['input'];
};


export type MutationDeleteAuthorArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteBrandArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteContentArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteContentDraftArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDreamInterpretationArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteDuaArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteFatwaArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteHadithArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteHeadlineCategoryArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteHeadlineTypeArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteLiveTransferArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteMailingChannelArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteMediaItemArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteMenuArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeletePersonArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteReelArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteSavedViewArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSocialAccountArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteSourceArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteStoryArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteSubjectTitleArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteUtmSourceArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationDeleteWebhookArgs = {
  id: Scalars['ID']['input'];
};


export type MutationHeartbeatEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


export type MutationHoldEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


export type MutationImportMailingSubscribersArgs = {
  channelId: Scalars['ID']['input'];
  csv: Scalars['String']['input'];
};


export type MutationMoveHeadlineItemArgs = {
  afterItemId?: InputMaybe<Scalars['ID']['input']>;
  headlineId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationMoveHeadlineItemToPendingArgs = {
  headlineId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  order: Scalars['Int']['input'];
  publishAt: Scalars['DateTime']['input'];
  version: Scalars['Int']['input'];
};


export type MutationMoveReelArgs = {
  afterId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationMoveStoryArgs = {
  afterId?: InputMaybe<Scalars['ID']['input']>;
  id: Scalars['ID']['input'];
};


export type MutationPinHeadlineItemArgs = {
  headlineId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  pin: HeadlinePin;
  version: Scalars['Int']['input'];
};


export type MutationPinReelArgs = {
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationPinStoryArgs = {
  id: Scalars['ID']['input'];
  pinned: Scalars['Boolean']['input'];
};


export type MutationRedeliverWebhookArgs = {
  deliveryId: Scalars['ID']['input'];
};


export type MutationRefreshUserFromDirectoryArgs = {
  apply?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationReleaseEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


export type MutationRemoveHeadlineItemArgs = {
  headlineId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationRemoveMailingSubscriberArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveUserFromPageArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRenewWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


export type MutationRequeueVideoProcessArgs = {
  id: Scalars['Int']['input'];
};


export type MutationResendMailingDeliveriesArgs = {
  mailingId: Scalars['ID']['input'];
  states: Array<MailingDeliveryState>;
};


export type MutationRestoreContentRevisionArgs = {
  contentId: Scalars['ID']['input'];
  revisionId: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSaveAgencyArchiveArgs = {
  input: AgencyArchiveInput;
};


export type MutationSaveAgencyContentArgs = {
  input: AgencyContentInput;
};


export type MutationSaveAuthorArgs = {
  input: AuthorInput;
};


export type MutationSaveBrandArgs = {
  input: BrandInput;
};


export type MutationSaveCartoonistArgs = {
  input: CartoonistInput;
};


export type MutationSaveCategoryArgs = {
  input: CategoryInput;
};


export type MutationSaveContentArgs = {
  input: ContentInput;
};


export type MutationSaveContentDraftArgs = {
  input: ContentDraftInput;
};


export type MutationSaveDreamInterpretationArgs = {
  input: DreamInterpretationInput;
};


export type MutationSaveDuaArgs = {
  input: DuaInput;
};


export type MutationSaveFatwaArgs = {
  input: FatwaInput;
};


export type MutationSaveFeatureFlagArgs = {
  input: FeatureFlagInput;
};


export type MutationSaveHadithArgs = {
  input: HadithInput;
};


export type MutationSaveHeadlineArgs = {
  input: HeadlineInput;
};


export type MutationSaveHeadlineCategoryArgs = {
  input: HeadlineCategoryInput;
};


export type MutationSaveHeadlineTagArgs = {
  input: HeadlineTagInput;
};


export type MutationSaveHeadlineTypeArgs = {
  input: HeadlineTypeInput;
};


export type MutationSaveLiveTransferArgs = {
  input: LiveTransferInput;
};


export type MutationSaveMailingArgs = {
  input: MailingInput;
};


export type MutationSaveMailingChannelArgs = {
  input: MailingChannelInput;
};


export type MutationSaveMediaItemArgs = {
  input: MediaItemInput;
};


export type MutationSaveMenuArgs = {
  input: MenuInput;
};


export type MutationSaveNotificationArgs = {
  input: NotificationInput;
};


export type MutationSavePermissionsArgs = {
  input: SavePermissionsInput;
};


export type MutationSavePersonArgs = {
  input: PersonInput;
};


export type MutationSaveProgramArgs = {
  input: ProgramInput;
};


export type MutationSaveReelArgs = {
  input: ReelInput;
};


export type MutationSaveSavedViewArgs = {
  input: SavedViewInput;
};


export type MutationSaveSignatureArgs = {
  input: SignatureInput;
};


export type MutationSaveSiteSettingsArgs = {
  input: SiteSettingsInput;
};


export type MutationSaveSocialAccountArgs = {
  input: SocialAccountInput;
};


export type MutationSaveSourceArgs = {
  input: SourceInput;
};


export type MutationSaveStoryArgs = {
  input: StoryInput;
};


export type MutationSaveSubjectTitleArgs = {
  input: SubjectTitleInput;
};


export type MutationSaveUserArgs = {
  input: UserInput;
};


export type MutationSaveUtmSourceArgs = {
  input: UtmSourceInput;
};


export type MutationSaveWebhookArgs = {
  input: WebhookInput;
};


export type MutationScheduleMailingArgs = {
  id: Scalars['ID']['input'];
  version: Scalars['Int']['input'];
};


export type MutationSendMailingTestArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTakeOverEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
  session: Scalars['String']['input'];
};


export type MutationUpdateStatusToAgencyArchiveArgs = {
  agencyArchiveId: Scalars['ID']['input'];
  status: AgencyStatus;
};


export type MutationUpdateStatusToAgencyContentArgs = {
  agencyContentId: Scalars['String']['input'];
  status: AgencyStatus;
};


export type MutationUpdateStatusToAgencyVideoArgs = {
  agencyVideoId: Scalars['Int']['input'];
  status: AgencyStatus;
};


export type MutationUpdateStatusToContentArgs = {
  contentId: Scalars['ID']['input'];
  status: Scalars['Int']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  audience?: Maybe<Scalars['Int']['output']>;
  categoryIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  /** Where the record stands in the list: the next page starts after it. */
  cursor: Scalars['String']['output'];
  /** One per chosen platform, in platform order: its delivery state and counts (every platform waiting before the send). */
  deliveries: Array<NotificationDelivery>;
  deliveryStates?: Maybe<Array<Scalars['Int']['output']>>;
  failedPlatforms?: Maybe<Array<Scalars['Int']['output']>>;
  finishedAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isBreakingNews: Scalars['Boolean']['output'];
  isCategoryFollowersOnly: Scalars['Boolean']['output'];
  mailChannelId?: Maybe<Scalars['ID']['output']>;
  platforms?: Maybe<Array<Scalars['Int']['output']>>;
  sendDate?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  spot?: Maybe<Scalars['String']['output']>;
  startedAt?: Maybe<Scalars['String']['output']>;
  status?: Maybe<Scalars['Int']['output']>;
  targetCount?: Maybe<Scalars['Int']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  useCoverImage: Scalars['Boolean']['output'];
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type NotificationDelivery = {
  __typename?: 'NotificationDelivery';
  canceled: Scalars['Int']['output'];
  /** The first failure's reason, as the platform answered. */
  error?: Maybe<Scalars['String']['output']>;
  /** Subscriptions the push service said are gone (404/410); they are removed. */
  expired: Scalars['Int']['output'];
  failed: Scalars['Int']['output'];
  finishedAt?: Maybe<Scalars['String']['output']>;
  platform: Scalars['Int']['output'];
  sent: Scalars['Int']['output'];
  startedAt?: Maybe<Scalars['String']['output']>;
  /** NOTIFICATION_DELIVERY_STATE: waiting 1, sent 2, failed 3, canceled 4. */
  state: Scalars['Int']['output'];
  targeted: Scalars['Int']['output'];
};

export type NotificationFilter = {
  audience?: InputMaybe<Array<Scalars['Int']['input']>>;
  deliveryStates?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isBreakingNews?: InputMaybe<Scalars['Boolean']['input']>;
  platforms?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  sendDateFrom?: InputMaybe<Scalars['String']['input']>;
  sendDateTo?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Without id: a new Notification. With id: an update, which must carry the version it was based on. */
export type NotificationInput = {
  audience?: InputMaybe<Scalars['Int']['input']>;
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isBreakingNews?: InputMaybe<Scalars['Boolean']['input']>;
  isCategoryFollowersOnly?: InputMaybe<Scalars['Boolean']['input']>;
  mailChannelId?: InputMaybe<Scalars['ID']['input']>;
  platforms?: InputMaybe<Array<Scalars['Int']['input']>>;
  sendDate?: InputMaybe<Scalars['String']['input']>;
  spot?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
  useCoverImage?: InputMaybe<Scalars['Boolean']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

/** A one-time set-password link's secret part and when it stops working; the page is <issuer>/set-password/<token>. */
export type PasswordLink = {
  __typename?: 'PasswordLink';
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
};

export type Permission = {
  __typename?: 'Permission';
  id: Scalars['ID']['output'];
  permissionCategories: Array<PermissionCategory>;
  siteId: Scalars['ID']['output'];
};

export type PermissionCategory = {
  __typename?: 'PermissionCategory';
  keyword: Scalars['String']['output'];
  permissionDetails: Array<PermissionDetail>;
};

/** One cell of the matrix: whether roleId should hold category.keyword after the save. */
export type PermissionChangeInput = {
  /** The permission's roleIds as the editor loaded them; when they differ now, nothing is saved (CONFLICT). */
  baseRoleIds: Array<Scalars['ID']['input']>;
  category: Scalars['String']['input'];
  granted: Scalars['Boolean']['input'];
  keyword: Scalars['String']['input'];
  roleId: Scalars['ID']['input'];
};

export type PermissionDetail = {
  __typename?: 'PermissionDetail';
  keyword: Scalars['String']['output'];
  roleIds: Array<Scalars['ID']['output']>;
};

export type Person = {
  __typename?: 'Person';
  about?: Maybe<Scalars['String']['output']>;
  /** Whole years from the birth date to the date of death, or to today for the living; null without a birth date. */
  age?: Maybe<Scalars['Int']['output']>;
  awards?: Maybe<Array<Scalars['String']['output']>>;
  birthDate?: Maybe<Scalars['String']['output']>;
  books?: Maybe<Array<Scalars['String']['output']>>;
  burialPlace?: Maybe<Scalars['String']['output']>;
  children?: Maybe<Array<Scalars['String']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  deathDate?: Maybe<Scalars['String']['output']>;
  descendants?: Maybe<Array<Scalars['String']['output']>>;
  divorceDate?: Maybe<Scalars['String']['output']>;
  education?: Maybe<Scalars['String']['output']>;
  foundedOrganizations?: Maybe<Array<Scalars['String']['output']>>;
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  job?: Maybe<Scalars['String']['output']>;
  linkName?: Maybe<Scalars['String']['output']>;
  maritalStatus?: Maybe<Scalars['Int']['output']>;
  marriageDate?: Maybe<Scalars['String']['output']>;
  mission?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  nationality?: Maybe<Scalars['String']['output']>;
  nickName?: Maybe<Scalars['String']['output']>;
  parents?: Maybe<Array<Scalars['String']['output']>>;
  profilePhoto?: Maybe<Image>;
  siblings?: Maybe<Array<Scalars['String']['output']>>;
  siteId: Scalars['ID']['output'];
  surname?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type PersonFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Person. With id: an update, which must carry the version it was based on. */
export type PersonInput = {
  about?: InputMaybe<Scalars['String']['input']>;
  awards?: InputMaybe<Array<Scalars['String']['input']>>;
  birthDate?: InputMaybe<Scalars['String']['input']>;
  books?: InputMaybe<Array<Scalars['String']['input']>>;
  burialPlace?: InputMaybe<Scalars['String']['input']>;
  children?: InputMaybe<Array<Scalars['String']['input']>>;
  deathDate?: InputMaybe<Scalars['String']['input']>;
  descendants?: InputMaybe<Array<Scalars['String']['input']>>;
  divorceDate?: InputMaybe<Scalars['String']['input']>;
  education?: InputMaybe<Scalars['String']['input']>;
  foundedOrganizations?: InputMaybe<Array<Scalars['String']['input']>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  job?: InputMaybe<Scalars['String']['input']>;
  linkName?: InputMaybe<Scalars['String']['input']>;
  maritalStatus?: InputMaybe<Scalars['Int']['input']>;
  marriageDate?: InputMaybe<Scalars['String']['input']>;
  mission?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nationality?: InputMaybe<Scalars['String']['input']>;
  nickName?: InputMaybe<Scalars['String']['input']>;
  parents?: InputMaybe<Array<Scalars['String']['input']>>;
  profilePhoto?: InputMaybe<ImageInput>;
  siblings?: InputMaybe<Array<Scalars['String']['input']>>;
  surname?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type PersonOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the fullName. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Person as a reference input offers it: its id and name, nothing else of the record. */
export type PersonReferenceOption = {
  __typename?: 'PersonReferenceOption';
  fullName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
};

export type PickerDateRange = {
  /** yyyy-MM-dd or ISO-8601; the day is included. */
  endDate?: InputMaybe<Scalars['String']['input']>;
  /** yyyy-MM-dd or ISO-8601; the day is included. */
  startDate?: InputMaybe<Scalars['String']['input']>;
};

/** The picker's filter model (spec 02 §3); each provider applies the fields its tab offers. */
export type PickerFilter = {
  /** An author id (the recipe service's for recipes). */
  author?: InputMaybe<Scalars['ID']['input']>;
  /** Category ids (the recipe service's for recipes). */
  categories?: InputMaybe<Array<Scalars['ID']['input']>>;
  date?: InputMaybe<PickerDateRange>;
  /** True: the chief's selection only. */
  isChiefSelection?: InputMaybe<Scalars['Boolean']['input']>;
  issueNumber?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** An item of a picker tab, as its provider gives it. */
export type PickerItem = {
  __typename?: 'PickerItem';
  /** The provider's item: a Content, an AgencyContent or a recipe of the recipe service. */
  entity: Scalars['JSON']['output'];
  /** The item's identity within the picker ('recipes:12', 'contents:345'). */
  id: Scalars['ID']['output'];
  provider: Scalars['String']['output'];
};

export type Program = {
  __typename?: 'Program';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  slots?: Maybe<Array<ProgramSlot>>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type ProgramFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Program. With id: an update, which must carry the version it was based on. */
export type ProgramInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  slots?: InputMaybe<Array<ProgramSlotInput>>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type ProgramOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Program as a reference input offers it: its id and name, nothing else of the record. */
export type ProgramReferenceOption = {
  __typename?: 'ProgramReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type ProgramSlot = {
  __typename?: 'ProgramSlot';
  day?: Maybe<Scalars['Int']['output']>;
  end?: Maybe<Scalars['String']['output']>;
  start?: Maybe<Scalars['String']['output']>;
};

export type ProgramSlotInput = {
  day?: InputMaybe<Scalars['Int']['input']>;
  end?: InputMaybe<Scalars['String']['input']>;
  start?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  activeUsersOfAgencyArchives: Array<ActiveUser>;
  activeUsersOfAgencyContents: Array<ActiveUser>;
  /** The users who saved a content of the site last (the list's editorId filter and editor column), by name. */
  activeUsersOfContents: Array<ActiveUser>;
  /** The site's audit rows, newest first, page (from 1) of limit (default 50, at most 200). */
  activityLog: Array<ActivityEntry>;
  /** Agencies with items of these content types (tabName: agency, archive or video); page 0 and limit 0 give all. */
  agencies: Array<Agency>;
  agencyArchives: Array<AgencyArchive>;
  /** The agencies' own category names, as ids. */
  agencyCategories: Array<Scalars['ID']['output']>;
  agencyContent?: Maybe<AgencyContent>;
  agencyContents: Array<AgencyContent>;
  agencyVideos: Array<AgencyVideoContent>;
  /** Main and sub-categories, a page at a time: page 1 is the first; limit defaults to 50. */
  allCategories: Array<CategorySummary>;
  /** siteId: read the record on that site instead of the request's (you need the same permission there). */
  author?: Maybe<Author>;
  /** The authors a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  authorOptions: Array<AuthorReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  authors: Array<Author>;
  /** The bulk actions on the resource's rows the caller's role may do on the working site. */
  availableBulkActions: Array<Scalars['String']['output']>;
  brand?: Maybe<Brand>;
  /** The brands a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  brandOptions: Array<BrandReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  brands: Array<Brand>;
  cartoonist?: Maybe<Cartoonist>;
  /** The cartoonists a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  cartoonistOptions: Array<CartoonistReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  cartoonists: Array<Cartoonist>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  categories: Array<Category>;
  category?: Maybe<Category>;
  /** The categories a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  categoryOptions: Array<CategoryReferenceOption>;
  content?: Maybe<Content>;
  /** One of the caller's drafts with its values; null when it is not theirs or does not exist. */
  contentDraft?: Maybe<ContentDraft>;
  /** The caller's drafts on the site, last saved first. */
  contentDrafts: Array<ContentDraft>;
  /** The contents a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  contentOptions: Array<ContentReferenceOption>;
  contentRevision?: Maybe<ContentRevision>;
  /** Newest first; limit defaults to 20 (at most 100); a page shorter than limit is the last. Empty when the record is not on the site. */
  contentRevisions: Array<ContentRevision>;
  /** contentDate newest first (records without one last), then id; limit defaults to 50 (at most 1000); a page shorter than limit is the last. after: the cursor of the row the page starts after. firstContentDate: the first page's first contentDate, so rows added meanwhile never shift later pages. page skips whole pages only without after. */
  contents: Array<Content>;
  /** Server time, ISO-8601 UTC. */
  currentTime: Scalars['String']['output'];
  /** The user of the session. */
  currentUser: User;
  /** A refresh of the request's site's users (refreshSiteUsersFromDirectory); null for another site's or none. Needs user.permissions. */
  directoryRefreshJob?: Maybe<DirectoryRefreshJob>;
  /** The keys of the feature flags switched off; a flag without a row is on. */
  disabledFeatures: Array<Scalars['String']['output']>;
  dreamInterpretation?: Maybe<DreamInterpretation>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  dreamInterpretations: Array<DreamInterpretation>;
  dua?: Maybe<Dua>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  duas: Array<Dua>;
  editPermit: EditPermit;
  /** Who holds the permits of these records (at most 200, a list page), one entry per record held now. */
  editPermitHolders: Array<EditPermitHolder>;
  /** Spec 02 §3: per editor, the contents created on the site in the range. BAD_USER_INPUT for a range that is not one (tr/en message). */
  editorContentReport: EditorContentReport;
  fatwa?: Maybe<Fatwa>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  fatwas: Array<Fatwa>;
  featureFlag?: Maybe<FeatureFlag>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  featureFlags: Array<FeatureFlag>;
  /** Every word (folded: case and Turkish letters, a prefix each) in the kinds the caller may read on the site; one group per such kind, newest first, limit 1 to 20 (default 5). No word: no group. */
  globalSearch: Array<GlobalSearchGroup>;
  hadith?: Maybe<Hadith>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  hadiths: Array<Hadith>;
  /** The current handbook in 'tr' or 'en' (default: the request's language), with the caller's acceptance. */
  handbook: Handbook;
  /** Acceptances, newest first, 50 a page (at most 200): after a row's cursor, or pages from 1; needs user.view. */
  handbookAcceptances: Array<HandbookAcceptance>;
  hasAgencyContentBeenUsed: Scalars['Boolean']['output'];
  headline?: Maybe<Headline>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  headlineCategories: Array<HeadlineCategory>;
  headlineCategory?: Maybe<HeadlineCategory>;
  /** The headlineCategories a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  headlineCategoryOptions: Array<HeadlineCategoryReferenceOption>;
  headlineTag?: Maybe<HeadlineTag>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  headlineTags: Array<HeadlineTag>;
  headlineType?: Maybe<HeadlineType>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  headlineTypes: Array<HeadlineType>;
  headlines: HeadlineList;
  liveTransfer?: Maybe<LiveTransfer>;
  /** transferDate newest first (records without one last), then id; limit defaults to 50 (at most 1000); a page shorter than limit is the last. after: the cursor of the row the page starts after. firstTransferDate: the first page's first transferDate, so rows added meanwhile never shift later pages. page skips whole pages only without after. */
  liveTransfers: Array<LiveTransfer>;
  /** True when no SMTP relay is set and the server's embedded receiver keeps what is sent: the sent-mail viewer has messages to show. */
  mailCaptured: Scalars['Boolean']['output'];
  mailing?: Maybe<Mailing>;
  mailingChannel?: Maybe<MailingChannel>;
  /** The mailingChannels a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  mailingChannelOptions: Array<MailingChannelReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  mailingChannels: Array<MailingChannel>;
  /** A mailing's outbox, in the order it was made; every state when states is empty. */
  mailingDeliveries: MailingDeliveryList;
  /** The e-mail as the send would render it: the form's values (input) when given, else the saved mailing (id), else an empty newsletter. The unsubscribe link is a placeholder. */
  mailingPreview: MailingPreview;
  /** The site's newsletter readers, newest first; filter by channel, status and a part of the address. */
  mailingSubscribers: MailingSubscriberList;
  /** sendDate newest first (records without one last), then id; limit defaults to 50 (at most 1000); a page shorter than limit is the last. after: the cursor of the row the page starts after. firstSendDate: the first page's first sendDate, so rows added meanwhile never shift later pages. page skips whole pages only without after. */
  mailings: Array<Mailing>;
  /** Every main category matching the filter (at most 1000); the filter may be empty. */
  mainCategories: Array<CategorySummary>;
  mediaItem?: Maybe<MediaItem>;
  /** createdDate newest first (records without one last), then id; limit defaults to 50 (at most 1000); a page shorter than limit is the last. after: the cursor of the row the page starts after. firstCreatedDate: the first page's first createdDate, so rows added meanwhile never shift later pages. page skips whole pages only without after. */
  mediaItems: Array<MediaItem>;
  menu?: Maybe<Menu>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  menus: Array<Menu>;
  notification?: Maybe<Notification>;
  /** sendDate newest first (records without one last), then id; limit defaults to 50 (at most 1000); a page shorter than limit is the last. after: the cursor of the row the page starts after. firstSendDate: the first page's first sendDate, so rows added meanwhile never shift later pages. page skips whole pages only without after. */
  notifications: Array<Notification>;
  /** The headlines of a category as they were at that instant. */
  oldHeadlines: Array<Headline>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  people: Array<Person>;
  /** The permission matrix of the request's site (one entry). */
  permissions: Array<Permission>;
  person?: Maybe<Person>;
  /** The people a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  personOptions: Array<PersonReferenceOption>;
  /** A page of a picker tab's items, newest first ('contents', 'agency', 'recipes'); a page shorter than limit is the last. Limit defaults to 1 (spec 02 §9), at most 100. */
  pickerItems: Array<PickerItem>;
  program?: Maybe<Program>;
  /** The programs a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  programOptions: Array<ProgramReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  programs: Array<Program>;
  /** The recipe service's authors (empty when it fails). */
  recipeAuthors: Array<RecipeAuthor>;
  /** The recipe service's approved categories (empty when it fails). */
  recipeCategories: Array<RecipeCategory>;
  reel?: Maybe<Reel>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  reels: Array<Reel>;
  roles: Array<Role>;
  /** The caller's views of the list and those shared on the site; the caller's first, then by name. */
  savedViews: Array<SavedView>;
  /** One kept message with its HTML, text and headers; null when it is not kept here or not of the site's mailings. */
  sentMail?: Maybe<SentMail>;
  /** The messages the embedded receiver kept for the site's mailings (their tests included), newest first; empty when mail goes to a relay (mailCaptured false). */
  sentMails: SentMailList;
  signature?: Maybe<Signature>;
  /** The signatures a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  signatureOptions: Array<SignatureReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  signatures: Array<Signature>;
  site?: Maybe<Site>;
  /** A site's settings; null when it has none stored or is not one of the caller's sites. */
  siteSettings?: Maybe<SiteSettings>;
  /** Sites the signed-in user belongs to (every approved site for role '1'). */
  sites: Array<Site>;
  socialAccount?: Maybe<SocialAccount>;
  /** The socialAccounts a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  socialAccountOptions: Array<SocialAccountReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  socialAccounts: Array<SocialAccount>;
  source?: Maybe<Source>;
  /** The sources a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  sourceOptions: Array<SourceReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  sources: Array<Source>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  stories: Array<Story>;
  story?: Maybe<Story>;
  /** Every sub-category matching the filter (at most 1000), e.g. { contentTypes: [0], isApproved: true }. */
  subCategories: Array<CategorySummary>;
  subjectTitle?: Maybe<SubjectTitle>;
  /** The subjectTitles a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  subjectTitleOptions: Array<SubjectTitleReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  subjectTitles: Array<SubjectTitle>;
  user?: Maybe<User>;
  /** Page 1 is the first; limit defaults to 200 (at most 1000); a page shorter than limit is the last. */
  users: Array<User>;
  utmSource?: Maybe<UtmSource>;
  /** The utmSources a reference field may point at, for whoever reads them or writes a record holding such a field. Page 1 is the first; limit defaults to 50 (at most 1000). */
  utmSourceOptions: Array<UtmSourceReferenceOption>;
  /** Page 1 is the first; limit defaults to 50 (at most 1000); a page shorter than limit is the last. */
  utmSources: Array<UtmSource>;
  /** The request's site's queue, newest first; limit at most 100 (50 when unset). */
  videoProcessQueue: Array<VideoProcess>;
  videoProcessQueueCount: Scalars['Int']['output'];
  /** The processing state of these stored videos (at most 50 paths), for the editors' video fields: the rows of the request's site. */
  videoProcessing: Array<VideoProcess>;
  /** A webhook's deliveries, newest first; limit at most 100 (50 when unset). Another site's webhook: NOT_FOUND. */
  webhookDeliveries: Array<WebhookDelivery>;
  /** The site's webhooks by name, each with its newest delivery. */
  webhooks: Array<Webhook>;
};


export type QueryActivityLogArgs = {
  filter?: InputMaybe<ActivityLogFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAgenciesArgs = {
  contentTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  tabName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAgencyArchivesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AgencyListFilter>;
  firstCreatedDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAgencyCategoriesArgs = {
  filter?: InputMaybe<AgencyCategoryFilter>;
};


export type QueryAgencyContentArgs = {
  agencyContentId: Scalars['String']['input'];
};


export type QueryAgencyContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AgencyContentFilter>;
  firstCreatedDate?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAgencyVideosArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<AgencyContentFilter>;
  firstCreatedDate?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAllCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuthorArgs = {
  id: Scalars['ID']['input'];
  siteId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAuthorOptionsArgs = {
  filter?: InputMaybe<AuthorOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAuthorsArgs = {
  filter?: InputMaybe<AuthorFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAvailableBulkActionsArgs = {
  resource: Scalars['String']['input'];
};


export type QueryBrandArgs = {
  id: Scalars['ID']['input'];
};


export type QueryBrandOptionsArgs = {
  filter?: InputMaybe<BrandOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryBrandsArgs = {
  filter?: InputMaybe<BrandFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCartoonistArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCartoonistOptionsArgs = {
  filter?: InputMaybe<CartoonistOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCartoonistsArgs = {
  filter?: InputMaybe<CartoonistFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCategoryOptionsArgs = {
  filter?: InputMaybe<CategoryOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentDraftArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentDraftsArgs = {
  filter?: InputMaybe<ContentDraftFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentOptionsArgs = {
  filter?: InputMaybe<ContentOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentRevisionArgs = {
  contentId: Scalars['ID']['input'];
  revisionId: Scalars['ID']['input'];
};


export type QueryContentRevisionsArgs = {
  contentId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ContentFilter>;
  firstContentDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDirectoryRefreshJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDreamInterpretationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDreamInterpretationsArgs = {
  filter?: InputMaybe<DreamInterpretationFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDuaArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDuasArgs = {
  filter?: InputMaybe<DuaFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEditPermitArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
};


export type QueryEditPermitHoldersArgs = {
  ids: Array<Scalars['ID']['input']>;
  resource: Scalars['String']['input'];
};


export type QueryEditorContentReportArgs = {
  filter: EditorContentReportFilter;
};


export type QueryFatwaArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFatwasArgs = {
  filter?: InputMaybe<FatwaFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeatureFlagArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeatureFlagsArgs = {
  filter?: InputMaybe<FeatureFlagFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGlobalSearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
};


export type QueryHadithArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHadithsArgs = {
  filter?: InputMaybe<HadithFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHandbookArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


export type QueryHandbookAcceptancesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHasAgencyContentBeenUsedArgs = {
  agencyContentId: Scalars['String']['input'];
};


export type QueryHeadlineArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeadlineCategoriesArgs = {
  filter?: InputMaybe<HeadlineCategoryFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeadlineCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeadlineCategoryOptionsArgs = {
  filter?: InputMaybe<HeadlineCategoryOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeadlineTagArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeadlineTagsArgs = {
  filter?: InputMaybe<HeadlineTagFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeadlineTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHeadlineTypesArgs = {
  filter?: InputMaybe<HeadlineTypeFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHeadlinesArgs = {
  filter?: InputMaybe<HeadlineFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLiveTransferArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLiveTransfersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<LiveTransferFilter>;
  firstTransferDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMailingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMailingChannelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMailingChannelOptionsArgs = {
  filter?: InputMaybe<MailingChannelOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMailingChannelsArgs = {
  filter?: InputMaybe<MailingChannelFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMailingDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  mailingId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  states?: InputMaybe<Array<MailingDeliveryState>>;
};


export type QueryMailingPreviewArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input?: InputMaybe<MailingInput>;
};


export type QueryMailingSubscribersArgs = {
  filter?: InputMaybe<MailingSubscriberFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMailingsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MailingFilter>;
  firstSendDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMainCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
};


export type QueryMediaItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMediaItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<MediaItemFilter>;
  firstCreatedDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMenuArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMenusArgs = {
  filter?: InputMaybe<MenuFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryNotificationsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<NotificationFilter>;
  firstSendDate?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOldHeadlinesArgs = {
  at: Scalars['DateTime']['input'];
  headlineCategoryId: Scalars['ID']['input'];
};


export type QueryPeopleArgs = {
  filter?: InputMaybe<PersonFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPersonArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPersonOptionsArgs = {
  filter?: InputMaybe<PersonOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPickerItemsArgs = {
  filter?: InputMaybe<PickerFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  provider: Scalars['String']['input'];
};


export type QueryProgramArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProgramOptionsArgs = {
  filter?: InputMaybe<ProgramOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProgramsArgs = {
  filter?: InputMaybe<ProgramFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryReelArgs = {
  id: Scalars['ID']['input'];
};


export type QueryReelsArgs = {
  filter?: InputMaybe<ReelFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySavedViewsArgs = {
  resource: Scalars['String']['input'];
};


export type QuerySentMailArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySentMailsArgs = {
  filter?: InputMaybe<SentMailFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySignatureArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySignatureOptionsArgs = {
  filter?: InputMaybe<SignatureOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySignaturesArgs = {
  filter?: InputMaybe<SignatureFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySiteArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySiteSettingsArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySocialAccountArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySocialAccountOptionsArgs = {
  filter?: InputMaybe<SocialAccountOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySocialAccountsArgs = {
  filter?: InputMaybe<SocialAccountFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySourceArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySourceOptionsArgs = {
  filter?: InputMaybe<SourceOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySourcesArgs = {
  filter?: InputMaybe<SourceFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStoriesArgs = {
  filter?: InputMaybe<StoryFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryStoryArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubCategoriesArgs = {
  filter?: InputMaybe<CategoryFilter>;
};


export type QuerySubjectTitleArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySubjectTitleOptionsArgs = {
  filter?: InputMaybe<SubjectTitleOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySubjectTitlesArgs = {
  filter?: InputMaybe<SubjectTitleFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUtmSourceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUtmSourceOptionsArgs = {
  filter?: InputMaybe<UtmSourceOptionFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUtmSourcesArgs = {
  filter?: InputMaybe<UtmSourceFilter>;
  language?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVideoProcessQueueArgs = {
  filter?: InputMaybe<VideoProcessFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVideoProcessQueueCountArgs = {
  filter?: InputMaybe<VideoProcessFilter>;
};


export type QueryVideoProcessingArgs = {
  paths: Array<Scalars['String']['input']>;
};


export type QueryWebhookDeliveriesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  webhookId: Scalars['ID']['input'];
};

/** An event of a realtime topic, shaped as react-admin's realtime events. */
export type RealtimeEvent = {
  __typename?: 'RealtimeEvent';
  payload?: Maybe<Scalars['JSON']['output']>;
  /** The topic subscribed to, e.g. agencyItems. */
  topic: Scalars['String']['output'];
  /** What happened, e.g. added. */
  type: Scalars['String']['output'];
};

export type RecipeAuthor = {
  __typename?: 'RecipeAuthor';
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type RecipeCategory = {
  __typename?: 'RecipeCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Reel = {
  __typename?: 'Reel';
  categoryIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  externalLink?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  pinned: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['String']['output']>;
  publishDate?: Maybe<Scalars['String']['output']>;
  /** The editor's poster, else the one the video process queue made; null while neither exists. */
  shownPosterPath?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  state?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['Int']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
  video?: Maybe<ReelVideo>;
};

export type ReelFilter = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  publishDateFrom?: InputMaybe<Scalars['String']['input']>;
  publishDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** Without id: a new Reel. With id: an update, which must carry the version it was based on. */
export type ReelInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  externalLink?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  publishDate?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
  video?: InputMaybe<ReelVideoInput>;
};

export type ReelVideo = {
  __typename?: 'ReelVideo';
  duration?: Maybe<Scalars['Int']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  path?: Maybe<Scalars['String']['output']>;
  posterPath?: Maybe<Scalars['String']['output']>;
  width?: Maybe<Scalars['Int']['output']>;
};

export type ReelVideoInput = {
  duration?: InputMaybe<Scalars['Int']['input']>;
  height?: InputMaybe<Scalars['Int']['input']>;
  path?: InputMaybe<Scalars['String']['input']>;
  posterPath?: InputMaybe<Scalars['String']['input']>;
  width?: InputMaybe<Scalars['Int']['input']>;
};

export type Role = {
  __typename?: 'Role';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type SavePermissionsInput = {
  /** None (or omitted): nothing is written and the current matrix is returned. */
  changes?: InputMaybe<Array<PermissionChangeInput>>;
  /** The site whose matrix changes; the request's site when omitted. The caller needs user.permissions on it. */
  siteId?: InputMaybe<Scalars['ID']['input']>;
};

/** A list's filters, sort and hidden columns saved under a name by a user; shared ones are offered to the whole site. */
export type SavedView = {
  __typename?: 'SavedView';
  id: Scalars['ID']['output'];
  /** The caller owns it (only the owner changes or deletes it). */
  mine: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  ownerName?: Maybe<Scalars['String']['output']>;
  /** The list's name: a kit list's columns name (contentList), lowcode.<resource> for a declared resource. */
  resource: Scalars['String']['output'];
  shared: Scalars['Boolean']['output'];
  /** { filter, sort: { field, order }, hiddenColumns } */
  state: Scalars['JSON']['output'];
  updatedDate: Scalars['DateTime']['output'];
  version: Scalars['Int']['output'];
};

/** No id: a new view. An id: the caller's view at version (CONFLICT when stale). */
export type SavedViewInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  resource: Scalars['String']['input'];
  shared: Scalars['Boolean']['input'];
  state: Scalars['JSON']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SentMail = {
  __typename?: 'SentMail';
  /** When it was received (the Date header when reading one). */
  date: Scalars['DateTime']['output'];
  from: Scalars['String']['output'];
  headers: Array<SentMailHeader>;
  /** Only when one message is read (sentMail). */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  mailingId?: Maybe<Scalars['ID']['output']>;
  messageId?: Maybe<Scalars['String']['output']>;
  size: Scalars['Int']['output'];
  subject?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  to: Array<Scalars['String']['output']>;
};

export type SentMailFilter = {
  mailingId?: InputMaybe<Scalars['ID']['input']>;
  /** Text in the subject, the sender or a recipient. */
  search?: InputMaybe<Scalars['String']['input']>;
};

export type SentMailHeader = {
  __typename?: 'SentMailHeader';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type SentMailList = {
  __typename?: 'SentMailList';
  data: Array<SentMail>;
  total: Scalars['Int']['output'];
};

export type SeoContentSettings = {
  __typename?: 'SeoContentSettings';
  dreamInterpretationTitle?: Maybe<Scalars['String']['output']>;
};

export type SeoContentSettingsInput = {
  dreamInterpretationTitle?: InputMaybe<Scalars['String']['input']>;
};

export type Signature = {
  __typename?: 'Signature';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type SignatureFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Signature. With id: an update, which must carry the version it was based on. */
export type SignatureInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SignatureOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Signature as a reference input offers it: its id and name, nothing else of the record. */
export type SignatureReferenceOption = {
  __typename?: 'SignatureReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Site = {
  __typename?: 'Site';
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  language?: Maybe<Scalars['String']['output']>;
  linkName?: Maybe<Scalars['String']['output']>;
  logo?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  settings?: Maybe<SiteSettings>;
  tinyUrl?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
};

/** A site's settings (spec 01 §3): which editor fields the site uses, its texts, frames and cover images. */
export type SiteSettings = {
  __typename?: 'SiteSettings';
  embedHosts?: Maybe<Array<Scalars['String']['output']>>;
  flashNewsDescription?: Maybe<Scalars['String']['output']>;
  headlineKickPermission: Scalars['Boolean']['output'];
  /** The site's id. */
  id: Scalars['ID']['output'];
  isAuthorEnabled: Scalars['Boolean']['output'];
  isCartoonistEnabled: Scalars['Boolean']['output'];
  isExpirationDate: Scalars['Boolean']['output'];
  isMagazineQuoteEnabled: Scalars['Boolean']['output'];
  isProgramEnabled: Scalars['Boolean']['output'];
  isShowAddArchiveButton: Scalars['Boolean']['output'];
  isSmilesEnabled: Scalars['Boolean']['output'];
  liveTransferCoverImage?: Maybe<Image>;
  notificationFlashNewsCoverImage?: Maybe<Image>;
  seoContent?: Maybe<SeoContentSettings>;
  /** Goes up by one at every save; a save from an older one is refused (CONFLICT). */
  version: Scalars['Int']['output'];
};

/** A save of SiteSettings: the fields left out keep their values. */
export type SiteSettingsInput = {
  embedHosts?: InputMaybe<Array<Scalars['String']['input']>>;
  flashNewsDescription?: InputMaybe<Scalars['String']['input']>;
  headlineKickPermission?: InputMaybe<Scalars['Boolean']['input']>;
  /** The site whose SiteSettings change; the request's when omitted. */
  id?: InputMaybe<Scalars['ID']['input']>;
  isAuthorEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isCartoonistEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isExpirationDate?: InputMaybe<Scalars['Boolean']['input']>;
  isMagazineQuoteEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isProgramEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  isShowAddArchiveButton?: InputMaybe<Scalars['Boolean']['input']>;
  isSmilesEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  liveTransferCoverImage?: InputMaybe<ImageInput>;
  notificationFlashNewsCoverImage?: InputMaybe<ImageInput>;
  seoContent?: InputMaybe<SeoContentSettingsInput>;
  /** SiteSettings.version as the form loaded it. */
  version: Scalars['Int']['input'];
};

export type SocialAccount = {
  __typename?: 'SocialAccount';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  displayName?: Maybe<Scalars['String']['output']>;
  handle?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  network?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type SocialAccountFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  network?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new SocialAccount. With id: an update, which must carry the version it was based on. */
export type SocialAccountInput = {
  displayName?: InputMaybe<Scalars['String']['input']>;
  handle?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  network?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SocialAccountOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the displayName. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A SocialAccount as a reference input offers it: its id and name, nothing else of the record. */
export type SocialAccountReferenceOption = {
  __typename?: 'SocialAccountReferenceOption';
  displayName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
};

export type Source = {
  __typename?: 'Source';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type SourceFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Source. With id: an update, which must carry the version it was based on. */
export type SourceInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SourceOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A Source as a reference input offers it: its id and name, nothing else of the record. */
export type SourceReferenceOption = {
  __typename?: 'SourceReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Story = {
  __typename?: 'Story';
  categoryIds?: Maybe<Array<Scalars['ID']['output']>>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  frames?: Maybe<Array<StoryFrame>>;
  id: Scalars['ID']['output'];
  pinned: Scalars['Boolean']['output'];
  position?: Maybe<Scalars['String']['output']>;
  publishDate?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  state?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
  type?: Maybe<Scalars['Int']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type StoryFilter = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  pinned?: InputMaybe<Scalars['Boolean']['input']>;
  publishDateFrom?: InputMaybe<Scalars['String']['input']>;
  publishDateTo?: InputMaybe<Scalars['String']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<Array<Scalars['Int']['input']>>;
};

export type StoryFrame = {
  __typename?: 'StoryFrame';
  duration?: Maybe<Scalars['Int']['output']>;
  externalLink?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  video?: Maybe<Scalars['String']['output']>;
};

export type StoryFrameInput = {
  duration?: InputMaybe<Scalars['Int']['input']>;
  externalLink?: InputMaybe<Scalars['String']['input']>;
  image?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  video?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new Story. With id: an update, which must carry the version it was based on. */
export type StoryInput = {
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  frames?: InputMaybe<Array<StoryFrameInput>>;
  id?: InputMaybe<Scalars['ID']['input']>;
  publishDate?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['Int']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SubjectTitle = {
  __typename?: 'SubjectTitle';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  kind?: Maybe<Scalars['Int']['output']>;
  level?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  siteId: Scalars['ID']['output'];
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type SubjectTitleFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Array<Scalars['Int']['input']>>;
  level?: InputMaybe<Array<Scalars['Int']['input']>>;
  parentId?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new SubjectTitle. With id: an update, which must carry the version it was based on. */
export type SubjectTitleInput = {
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  kind?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type SubjectTitleOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  kind?: InputMaybe<Array<Scalars['Int']['input']>>;
  level?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A SubjectTitle as a reference input offers it: its id and name, nothing else of the record. */
export type SubjectTitleReferenceOption = {
  __typename?: 'SubjectTitleReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Server time every 10 s; proves the websocket path works. */
  currentTime: Scalars['String']['output'];
  /** Every change of the permit (hold, release, expiry, request, answer, take over, presence). */
  editPermitChanged: EditPermit;
  /** Every change of who holds a permit of the resource on the site (a list's 'being edited by'). */
  editPermitHoldersChanged: EditPermitHolderChange;
  /** Every change of a headline of this category on the request's site; the board re-reads the headline named. */
  headlineChanged: HeadlineChange;
  /** The events of a topic on the request's site; the topic's permission is checked for that site. */
  realtimeEvents: RealtimeEvent;
  /** The same for reels. */
  reelsChanged: BoardChange;
  /** The stories of the request's site that were saved, moved, pinned, published or deleted. */
  storiesChanged: BoardChange;
};


export type SubscriptionEditPermitChangedArgs = {
  id: Scalars['ID']['input'];
  resource: Scalars['String']['input'];
};


export type SubscriptionEditPermitHoldersChangedArgs = {
  resource: Scalars['String']['input'];
};


export type SubscriptionHeadlineChangedArgs = {
  headlineCategoryId: Scalars['ID']['input'];
};


export type SubscriptionRealtimeEventsArgs = {
  topic: Scalars['String']['input'];
};

/** Replace the characters [from, to) of a field's text, as the draft holds it, by insert. */
export type TextSpliceInput = {
  field: Scalars['String']['input'];
  from: Scalars['Int']['input'];
  insert: Scalars['String']['input'];
  to: Scalars['Int']['input'];
};

export type User = {
  __typename?: 'User';
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  department?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
  picture?: Maybe<Scalars['String']['output']>;
  roles?: Maybe<Array<Scalars['ID']['output']>>;
  sites?: Maybe<Array<Scalars['ID']['output']>>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  username?: Maybe<Scalars['String']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

/** The approval change of a User; updatedUserId and updatedDate are the client's view, the server records its own. */
export type UserApprovalInput = {
  id: Scalars['ID']['input'];
  isApproved: Scalars['Boolean']['input'];
  updatedDate?: InputMaybe<Scalars['String']['input']>;
  updatedUserId?: InputMaybe<Scalars['ID']['input']>;
};

export type UserFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
  sites?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Without id: a new User. With id: an update, which must carry the version it was based on. */
export type UserInput = {
  department?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  picture?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['ID']['input']>>;
  sites?: InputMaybe<Array<Scalars['ID']['input']>>;
  username?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type UserRef = {
  __typename?: 'UserRef';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type UtmSource = {
  __typename?: 'UtmSource';
  campaign?: Maybe<Scalars['String']['output']>;
  /** ISO-8601 UTC. */
  createdDate: Scalars['String']['output'];
  createdUserId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  medium?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  siteId: Scalars['ID']['output'];
  source?: Maybe<Scalars['String']['output']>;
  updatedDate?: Maybe<Scalars['String']['output']>;
  updatedUserId?: Maybe<Scalars['ID']['output']>;
  /** Increases with every save; an update sends the version it was based on. */
  version: Scalars['Int']['output'];
};

export type UtmSourceFilter = {
  /** Only these records (e.g. the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  /** Case-insensitive text contained in any searchable field. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Without id: a new UtmSource. With id: an update, which must carry the version it was based on. */
export type UtmSourceInput = {
  campaign?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  isApproved?: InputMaybe<Scalars['Boolean']['input']>;
  medium?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  source?: InputMaybe<Scalars['String']['input']>;
  version?: InputMaybe<Scalars['Int']['input']>;
};

export type UtmSourceOptionFilter = {
  /** Only these records (the chosen values of a reference input). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Case-insensitive text contained in the name. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A UtmSource as a reference input offers it: its id and name, nothing else of the record. */
export type UtmSourceReferenceOption = {
  __typename?: 'UtmSourceReferenceOption';
  id: Scalars['ID']['output'];
  isApproved: Scalars['Boolean']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

/** A stored source video in the process queue (one per file, whichever sites use it). */
export type VideoProcess = {
  __typename?: 'VideoProcess';
  /** Runs begun since it was queued (a requeue starts from 0). */
  attempts: Scalars['Int']['output'];
  createdDate: Scalars['DateTime']['output'];
  /** The video's length in seconds. */
  duration?: Maybe<Scalars['Float']['output']>;
  /** Why the last run failed, in the words of the program that failed (ffmpeg, ffprobe, the server). */
  error?: Maybe<Scalars['String']['output']>;
  /** The failure's kind, which the admin says in the editor's language: unreadable, stalled, ffmpegMissing, sourceMissing, serverStopped or failed. */
  errorCode?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  fileSize: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  posterPath?: Maybe<Scalars['String']['output']>;
  /** Seconds from the run's start to its end (to now while in progress). */
  processDuration?: Maybe<Scalars['Float']['output']>;
  processEnd?: Maybe<Scalars['DateTime']['output']>;
  processStart?: Maybe<Scalars['DateTime']['output']>;
  /** 0 to 1 over the whole run. */
  progress?: Maybe<Scalars['Float']['output']>;
  renditions: Array<VideoRendition>;
  /** The finished renditions ('360p'), smallest first. */
  resolutions: Array<Scalars['String']['output']>;
  sourceHeight?: Maybe<Scalars['Int']['output']>;
  sourceWidth?: Maybe<Scalars['Int']['output']>;
  /** VIDEO_PROCESS_STATUS: waiting 1, in progress 2, finished 3, error 4. */
  status: Scalars['Int']['output'];
};

export type VideoProcessFilter = {
  createdDateFrom?: InputMaybe<Scalars['DateTime']['input']>;
  createdDateTo?: InputMaybe<Scalars['DateTime']['input']>;
  /** Part of the file name. */
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** One finished rendition of a video: a stored MP4 (H.264/AAC), served at /storage/files/<path>. */
export type VideoRendition = {
  __typename?: 'VideoRendition';
  /** Bits per second over the whole file. */
  bitrate?: Maybe<Scalars['Float']['output']>;
  height: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  size: Scalars['Float']['output'];
  width: Scalars['Int']['output'];
};

/** An address of the site's that is sent the events it subscribed to, signed with its secret. */
export type Webhook = {
  __typename?: 'Webhook';
  active: Scalars['Boolean']['output'];
  createdDate: Scalars['DateTime']['output'];
  events: Array<WebhookEvent>;
  id: Scalars['ID']['output'];
  lastDelivery?: Maybe<WebhookDelivery>;
  name: Scalars['String']['output'];
  /** The signing secret: only in the answer of the save that made the webhook and of renewWebhookSecret; null everywhere else. */
  secret?: Maybe<Scalars['String']['output']>;
  updatedDate: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** One event sent to one webhook, and how its sending went. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  attempts: Scalars['Int']['output'];
  createdDate: Scalars['DateTime']['output'];
  deliveredDate?: Maybe<Scalars['DateTime']['output']>;
  error?: Maybe<Scalars['String']['output']>;
  event: WebhookEvent;
  id: Scalars['ID']['output'];
  nextAttemptDate?: Maybe<Scalars['DateTime']['output']>;
  /** The answer's first 2 KB. */
  responseBody?: Maybe<Scalars['String']['output']>;
  responseStatus?: Maybe<Scalars['Int']['output']>;
  status: WebhookDeliveryStatus;
  /** Every attempt's outcome, oldest first. */
  tries: Array<WebhookDeliveryTry>;
  webhookId: Scalars['ID']['output'];
};

export type WebhookDeliveryStatus =
  | 'FAILED'
  | 'PENDING'
  | 'RETRYING'
  | 'SENT';

/** One attempt of a delivery: the answer's status, or why there was none. */
export type WebhookDeliveryTry = {
  __typename?: 'WebhookDeliveryTry';
  at: Scalars['DateTime']['output'];
  attempt: Scalars['Int']['output'];
  error?: Maybe<Scalars['String']['output']>;
  responseStatus?: Maybe<Scalars['Int']['output']>;
};

export type WebhookEvent =
  | 'CONTENT_DELETED'
  | 'CONTENT_PUBLISHED'
  | 'CONTENT_UNPUBLISHED'
  | 'CONTENT_UPDATED'
  | 'HEADLINE_CHANGED'
  | 'MENU_CHANGED';

export type WebhookInput = {
  active: Scalars['Boolean']['input'];
  events: Array<WebhookEvent>;
  id?: InputMaybe<Scalars['ID']['input']>;
  name: Scalars['String']['input'];
  /** http or https, no user name or password in it. */
  url: Scalars['String']['input'];
  version?: InputMaybe<Scalars['Int']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  ActiveUser: ResolverTypeWrapper<ActiveUser>;
  ActivityEntry: ResolverTypeWrapper<ActivityEntry>;
  ActivityLogFilter: ActivityLogFilter;
  AddSubjectTitleInput: AddSubjectTitleInput;
  Agency: ResolverTypeWrapper<Agency>;
  AgencyArchive: ResolverTypeWrapper<AgencyArchive>;
  AgencyArchiveInput: AgencyArchiveInput;
  AgencyCategoryFilter: AgencyCategoryFilter;
  AgencyContent: ResolverTypeWrapper<AgencyContent>;
  AgencyContentFilter: AgencyContentFilter;
  AgencyContentInput: AgencyContentInput;
  AgencyImage: ResolverTypeWrapper<AgencyImage>;
  AgencyImageInput: AgencyImageInput;
  AgencyListFilter: AgencyListFilter;
  AgencyRef: ResolverTypeWrapper<AgencyRef>;
  AgencyStatus: AgencyStatus;
  AgencyVideoContent: ResolverTypeWrapper<AgencyVideoContent>;
  AgencyVideoRendition: ResolverTypeWrapper<AgencyVideoRendition>;
  AgencyWireText: ResolverTypeWrapper<AgencyWireText>;
  Author: ResolverTypeWrapper<Author>;
  AuthorFilter: AuthorFilter;
  AuthorInput: AuthorInput;
  AuthorOptionFilter: AuthorOptionFilter;
  AuthorReferenceOption: ResolverTypeWrapper<AuthorReferenceOption>;
  BoardChange: ResolverTypeWrapper<BoardChange>;
  BoardChangeKind: BoardChangeKind;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandFilter: BrandFilter;
  BrandInput: BrandInput;
  BrandOptionFilter: BrandOptionFilter;
  BrandReferenceOption: ResolverTypeWrapper<BrandReferenceOption>;
  BulkActionInput: BulkActionInput;
  BulkActionReport: ResolverTypeWrapper<BulkActionReport>;
  BulkOutcome: BulkOutcome;
  BulkRowInput: BulkRowInput;
  BulkRowResult: ResolverTypeWrapper<BulkRowResult>;
  Cartoonist: ResolverTypeWrapper<Cartoonist>;
  CartoonistFilter: CartoonistFilter;
  CartoonistInput: CartoonistInput;
  CartoonistOptionFilter: CartoonistOptionFilter;
  CartoonistReferenceOption: ResolverTypeWrapper<CartoonistReferenceOption>;
  Category: ResolverTypeWrapper<Category>;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryOptionFilter: CategoryOptionFilter;
  CategoryOptions: ResolverTypeWrapper<CategoryOptions>;
  CategoryOptionsInput: CategoryOptionsInput;
  CategoryReferenceOption: ResolverTypeWrapper<CategoryReferenceOption>;
  CategorySummary: ResolverTypeWrapper<CategorySummary>;
  Content: ResolverTypeWrapper<Omit<Content, 'agencyUpdate'> & { agencyUpdate?: Maybe<ResolversTypes['ContentAgencyUpdate']> }>;
  ContentAgencySource: ResolverTypeWrapper<ContentAgencySource>;
  ContentAgencySourceInput: ContentAgencySourceInput;
  ContentAgencyUpdate: ResolverTypeWrapper<AgencyUpdate>;
  ContentCoverImage: ResolverTypeWrapper<ContentCoverImage>;
  ContentCoverImageInput: ContentCoverImageInput;
  ContentCoverVideo: ResolverTypeWrapper<ContentCoverVideo>;
  ContentCoverVideoInput: ContentCoverVideoInput;
  ContentDraft: ResolverTypeWrapper<DraftRecord>;
  ContentDraftAgencySource: ResolverTypeWrapper<ContentDraftAgencySource>;
  ContentDraftFilter: ContentDraftFilter;
  ContentDraftInput: ContentDraftInput;
  ContentDraftSaved: ResolverTypeWrapper<SavedDraft>;
  ContentEmbed: ResolverTypeWrapper<ContentEmbed>;
  ContentEmbedInput: ContentEmbedInput;
  ContentFilter: ContentFilter;
  ContentImage: ResolverTypeWrapper<ContentImage>;
  ContentImageInput: ContentImageInput;
  ContentInput: ContentInput;
  ContentOptionFilter: ContentOptionFilter;
  ContentPdf: ResolverTypeWrapper<ContentPdf>;
  ContentPdfInput: ContentPdfInput;
  ContentReferenceOption: ResolverTypeWrapper<ContentReferenceOption>;
  ContentRevision: ResolverTypeWrapper<ContentRevision>;
  ContentSocialShare: ResolverTypeWrapper<ContentSocialShare>;
  ContentSocialShareInput: ContentSocialShareInput;
  ContentUpdatedByUser: ResolverTypeWrapper<ContentUpdatedByUser>;
  ContentVideo: ResolverTypeWrapper<ContentVideo>;
  ContentVideoInput: ContentVideoInput;
  Crop: ResolverTypeWrapper<Crop>;
  CropInput: CropInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DirectoryChange: ResolverTypeWrapper<DirectoryChange>;
  DirectoryRefresh: ResolverTypeWrapper<DirectoryRefresh>;
  DirectoryRefreshJob: ResolverTypeWrapper<DirectoryRefreshJob>;
  DreamInterpretation: ResolverTypeWrapper<DreamInterpretation>;
  DreamInterpretationFilter: DreamInterpretationFilter;
  DreamInterpretationInput: DreamInterpretationInput;
  Dua: ResolverTypeWrapper<Dua>;
  DuaFilter: DuaFilter;
  DuaInput: DuaInput;
  EditPermit: ResolverTypeWrapper<EditPermit>;
  EditPermitHolder: ResolverTypeWrapper<EditPermitHolder>;
  EditPermitHolderChange: ResolverTypeWrapper<EditPermitHolderChange>;
  EditPermitRequest: ResolverTypeWrapper<EditPermitRequest>;
  EditPermitTransition: ResolverTypeWrapper<EditPermitTransition>;
  EditPermitUser: ResolverTypeWrapper<EditPermitUser>;
  EditorContentReport: ResolverTypeWrapper<EditorContentReport>;
  EditorContentReportFilter: EditorContentReportFilter;
  EditorContentReportRow: ResolverTypeWrapper<EditorContentReportRow>;
  EditorContentTypeCount: ResolverTypeWrapper<EditorContentTypeCount>;
  Fatwa: ResolverTypeWrapper<Fatwa>;
  FatwaFilter: FatwaFilter;
  FatwaInput: FatwaInput;
  FeatureFlag: ResolverTypeWrapper<FeatureFlag>;
  FeatureFlagFilter: FeatureFlagFilter;
  FeatureFlagInput: FeatureFlagInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GlobalSearchGroup: ResolverTypeWrapper<GlobalSearchGroup>;
  GlobalSearchHit: ResolverTypeWrapper<GlobalSearchHit>;
  GlobalSearchKind: GlobalSearchKind;
  Hadith: ResolverTypeWrapper<Hadith>;
  HadithFilter: HadithFilter;
  HadithInput: HadithInput;
  Handbook: ResolverTypeWrapper<Handbook>;
  HandbookAcceptance: ResolverTypeWrapper<HandbookAcceptance>;
  HandbookSection: ResolverTypeWrapper<HandbookSection>;
  Headline: ResolverTypeWrapper<Headline>;
  HeadlineCategory: ResolverTypeWrapper<HeadlineCategory>;
  HeadlineCategoryFilter: HeadlineCategoryFilter;
  HeadlineCategoryInput: HeadlineCategoryInput;
  HeadlineCategoryOptionFilter: HeadlineCategoryOptionFilter;
  HeadlineCategoryReferenceOption: ResolverTypeWrapper<HeadlineCategoryReferenceOption>;
  HeadlineChange: ResolverTypeWrapper<HeadlineChange>;
  HeadlineContentSummary: ResolverTypeWrapper<HeadlineContentSummary>;
  HeadlineFilter: HeadlineFilter;
  HeadlineInput: HeadlineInput;
  HeadlineItem: ResolverTypeWrapper<HeadlineItem>;
  HeadlineItemInput: HeadlineItemInput;
  HeadlineItemState: HeadlineItemState;
  HeadlineItemTag: ResolverTypeWrapper<HeadlineItemTag>;
  HeadlineList: ResolverTypeWrapper<HeadlineList>;
  HeadlinePin: HeadlinePin;
  HeadlineTag: ResolverTypeWrapper<HeadlineTag>;
  HeadlineTagFilter: HeadlineTagFilter;
  HeadlineTagInput: HeadlineTagInput;
  HeadlineType: ResolverTypeWrapper<HeadlineType>;
  HeadlineTypeFilter: HeadlineTypeFilter;
  HeadlineTypeInput: HeadlineTypeInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageInput: ImageInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  LiveTransfer: ResolverTypeWrapper<LiveTransfer>;
  LiveTransferFilter: LiveTransferFilter;
  LiveTransferInput: LiveTransferInput;
  Mailing: ResolverTypeWrapper<Row>;
  MailingChannel: ResolverTypeWrapper<MailingChannel>;
  MailingChannelFilter: MailingChannelFilter;
  MailingChannelInput: MailingChannelInput;
  MailingChannelOptionFilter: MailingChannelOptionFilter;
  MailingChannelReferenceOption: ResolverTypeWrapper<MailingChannelReferenceOption>;
  MailingDelivery: ResolverTypeWrapper<MailingDelivery>;
  MailingDeliveryList: ResolverTypeWrapper<MailingDeliveryList>;
  MailingDeliveryState: MailingDeliveryState;
  MailingFilter: MailingFilter;
  MailingInput: MailingInput;
  MailingItem: ResolverTypeWrapper<MailingItem>;
  MailingItemInput: MailingItemInput;
  MailingPreview: ResolverTypeWrapper<MailingPreview>;
  MailingReport: ResolverTypeWrapper<MailingReport>;
  MailingSubscriber: ResolverTypeWrapper<MailingSubscriber>;
  MailingSubscriberFilter: MailingSubscriberFilter;
  MailingSubscriberImport: ResolverTypeWrapper<MailingSubscriberImport>;
  MailingSubscriberImportInvalid: ResolverTypeWrapper<MailingSubscriberImportInvalid>;
  MailingSubscriberList: ResolverTypeWrapper<MailingSubscriberList>;
  MailingSubscriberStatus: MailingSubscriberStatus;
  MailingTestResult: ResolverTypeWrapper<MailingTestResult>;
  MediaItem: ResolverTypeWrapper<MediaItem>;
  MediaItemFilter: MediaItemFilter;
  MediaItemInput: MediaItemInput;
  MediaUsage: ResolverTypeWrapper<MediaUsage>;
  Menu: ResolverTypeWrapper<Menu>;
  MenuCacheClear: ResolverTypeWrapper<MenuCacheClear>;
  MenuFilter: MenuFilter;
  MenuInput: MenuInput;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuItemInput: MenuItemInput;
  MenuItemProblem: ResolverTypeWrapper<MenuItemProblem>;
  MenuItemProblemKind: MenuItemProblemKind;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Row>;
  NotificationDelivery: ResolverTypeWrapper<NotificationDelivery>;
  NotificationFilter: NotificationFilter;
  NotificationInput: NotificationInput;
  PasswordLink: ResolverTypeWrapper<PasswordLink>;
  Permission: ResolverTypeWrapper<SitePermissions>;
  PermissionCategory: ResolverTypeWrapper<PermissionCategory>;
  PermissionChangeInput: PermissionChangeInput;
  PermissionDetail: ResolverTypeWrapper<PermissionDetail>;
  Person: ResolverTypeWrapper<Person>;
  PersonFilter: PersonFilter;
  PersonInput: PersonInput;
  PersonOptionFilter: PersonOptionFilter;
  PersonReferenceOption: ResolverTypeWrapper<PersonReferenceOption>;
  PickerDateRange: PickerDateRange;
  PickerFilter: PickerFilter;
  PickerItem: ResolverTypeWrapper<PickerItem>;
  Program: ResolverTypeWrapper<Program>;
  ProgramFilter: ProgramFilter;
  ProgramInput: ProgramInput;
  ProgramOptionFilter: ProgramOptionFilter;
  ProgramReferenceOption: ResolverTypeWrapper<ProgramReferenceOption>;
  ProgramSlot: ResolverTypeWrapper<ProgramSlot>;
  ProgramSlotInput: ProgramSlotInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealtimeEvent: ResolverTypeWrapper<RealtimeEvent>;
  RecipeAuthor: ResolverTypeWrapper<RecipeAuthor>;
  RecipeCategory: ResolverTypeWrapper<RecipeCategory>;
  Reel: ResolverTypeWrapper<Reel>;
  ReelFilter: ReelFilter;
  ReelInput: ReelInput;
  ReelVideo: ResolverTypeWrapper<ReelVideo>;
  ReelVideoInput: ReelVideoInput;
  Role: ResolverTypeWrapper<RoleRow>;
  SavePermissionsInput: SavePermissionsInput;
  SavedView: ResolverTypeWrapper<SavedView>;
  SavedViewInput: SavedViewInput;
  SentMail: ResolverTypeWrapper<SentMail>;
  SentMailFilter: SentMailFilter;
  SentMailHeader: ResolverTypeWrapper<SentMailHeader>;
  SentMailList: ResolverTypeWrapper<SentMailList>;
  SeoContentSettings: ResolverTypeWrapper<SeoContentSettings>;
  SeoContentSettingsInput: SeoContentSettingsInput;
  Signature: ResolverTypeWrapper<Signature>;
  SignatureFilter: SignatureFilter;
  SignatureInput: SignatureInput;
  SignatureOptionFilter: SignatureOptionFilter;
  SignatureReferenceOption: ResolverTypeWrapper<SignatureReferenceOption>;
  Site: ResolverTypeWrapper<SiteRow>;
  SiteSettings: ResolverTypeWrapper<SiteSettings>;
  SiteSettingsInput: SiteSettingsInput;
  SocialAccount: ResolverTypeWrapper<SocialAccount>;
  SocialAccountFilter: SocialAccountFilter;
  SocialAccountInput: SocialAccountInput;
  SocialAccountOptionFilter: SocialAccountOptionFilter;
  SocialAccountReferenceOption: ResolverTypeWrapper<SocialAccountReferenceOption>;
  Source: ResolverTypeWrapper<Source>;
  SourceFilter: SourceFilter;
  SourceInput: SourceInput;
  SourceOptionFilter: SourceOptionFilter;
  SourceReferenceOption: ResolverTypeWrapper<SourceReferenceOption>;
  Story: ResolverTypeWrapper<Story>;
  StoryFilter: StoryFilter;
  StoryFrame: ResolverTypeWrapper<StoryFrame>;
  StoryFrameInput: StoryFrameInput;
  StoryInput: StoryInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubjectTitle: ResolverTypeWrapper<SubjectTitle>;
  SubjectTitleFilter: SubjectTitleFilter;
  SubjectTitleInput: SubjectTitleInput;
  SubjectTitleOptionFilter: SubjectTitleOptionFilter;
  SubjectTitleReferenceOption: ResolverTypeWrapper<SubjectTitleReferenceOption>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TextSpliceInput: TextSpliceInput;
  User: ResolverTypeWrapper<Row>;
  UserApprovalInput: UserApprovalInput;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserRef: ResolverTypeWrapper<UserRef>;
  UtmSource: ResolverTypeWrapper<UtmSource>;
  UtmSourceFilter: UtmSourceFilter;
  UtmSourceInput: UtmSourceInput;
  UtmSourceOptionFilter: UtmSourceOptionFilter;
  UtmSourceReferenceOption: ResolverTypeWrapper<UtmSourceReferenceOption>;
  VideoProcess: ResolverTypeWrapper<VideoProcessRow>;
  VideoProcessFilter: VideoProcessFilter;
  VideoRendition: ResolverTypeWrapper<VideoRendition>;
  Webhook: ResolverTypeWrapper<WebhookOut>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryRow>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookDeliveryTry: ResolverTypeWrapper<WebhookDeliveryTry>;
  WebhookEvent: WebhookEvent;
  WebhookInput: WebhookInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  ActiveUser: ActiveUser;
  ActivityEntry: ActivityEntry;
  ActivityLogFilter: ActivityLogFilter;
  AddSubjectTitleInput: AddSubjectTitleInput;
  Agency: Agency;
  AgencyArchive: AgencyArchive;
  AgencyArchiveInput: AgencyArchiveInput;
  AgencyCategoryFilter: AgencyCategoryFilter;
  AgencyContent: AgencyContent;
  AgencyContentFilter: AgencyContentFilter;
  AgencyContentInput: AgencyContentInput;
  AgencyImage: AgencyImage;
  AgencyImageInput: AgencyImageInput;
  AgencyListFilter: AgencyListFilter;
  AgencyRef: AgencyRef;
  AgencyVideoContent: AgencyVideoContent;
  AgencyVideoRendition: AgencyVideoRendition;
  AgencyWireText: AgencyWireText;
  Author: Author;
  AuthorFilter: AuthorFilter;
  AuthorInput: AuthorInput;
  AuthorOptionFilter: AuthorOptionFilter;
  AuthorReferenceOption: AuthorReferenceOption;
  BoardChange: BoardChange;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandFilter: BrandFilter;
  BrandInput: BrandInput;
  BrandOptionFilter: BrandOptionFilter;
  BrandReferenceOption: BrandReferenceOption;
  BulkActionInput: BulkActionInput;
  BulkActionReport: BulkActionReport;
  BulkRowInput: BulkRowInput;
  BulkRowResult: BulkRowResult;
  Cartoonist: Cartoonist;
  CartoonistFilter: CartoonistFilter;
  CartoonistInput: CartoonistInput;
  CartoonistOptionFilter: CartoonistOptionFilter;
  CartoonistReferenceOption: CartoonistReferenceOption;
  Category: Category;
  CategoryFilter: CategoryFilter;
  CategoryInput: CategoryInput;
  CategoryOptionFilter: CategoryOptionFilter;
  CategoryOptions: CategoryOptions;
  CategoryOptionsInput: CategoryOptionsInput;
  CategoryReferenceOption: CategoryReferenceOption;
  CategorySummary: CategorySummary;
  Content: Omit<Content, 'agencyUpdate'> & { agencyUpdate?: Maybe<ResolversParentTypes['ContentAgencyUpdate']> };
  ContentAgencySource: ContentAgencySource;
  ContentAgencySourceInput: ContentAgencySourceInput;
  ContentAgencyUpdate: AgencyUpdate;
  ContentCoverImage: ContentCoverImage;
  ContentCoverImageInput: ContentCoverImageInput;
  ContentCoverVideo: ContentCoverVideo;
  ContentCoverVideoInput: ContentCoverVideoInput;
  ContentDraft: DraftRecord;
  ContentDraftAgencySource: ContentDraftAgencySource;
  ContentDraftFilter: ContentDraftFilter;
  ContentDraftInput: ContentDraftInput;
  ContentDraftSaved: SavedDraft;
  ContentEmbed: ContentEmbed;
  ContentEmbedInput: ContentEmbedInput;
  ContentFilter: ContentFilter;
  ContentImage: ContentImage;
  ContentImageInput: ContentImageInput;
  ContentInput: ContentInput;
  ContentOptionFilter: ContentOptionFilter;
  ContentPdf: ContentPdf;
  ContentPdfInput: ContentPdfInput;
  ContentReferenceOption: ContentReferenceOption;
  ContentRevision: ContentRevision;
  ContentSocialShare: ContentSocialShare;
  ContentSocialShareInput: ContentSocialShareInput;
  ContentUpdatedByUser: ContentUpdatedByUser;
  ContentVideo: ContentVideo;
  ContentVideoInput: ContentVideoInput;
  Crop: Crop;
  CropInput: CropInput;
  DateTime: Scalars['DateTime']['output'];
  DirectoryChange: DirectoryChange;
  DirectoryRefresh: DirectoryRefresh;
  DirectoryRefreshJob: DirectoryRefreshJob;
  DreamInterpretation: DreamInterpretation;
  DreamInterpretationFilter: DreamInterpretationFilter;
  DreamInterpretationInput: DreamInterpretationInput;
  Dua: Dua;
  DuaFilter: DuaFilter;
  DuaInput: DuaInput;
  EditPermit: EditPermit;
  EditPermitHolder: EditPermitHolder;
  EditPermitHolderChange: EditPermitHolderChange;
  EditPermitRequest: EditPermitRequest;
  EditPermitTransition: EditPermitTransition;
  EditPermitUser: EditPermitUser;
  EditorContentReport: EditorContentReport;
  EditorContentReportFilter: EditorContentReportFilter;
  EditorContentReportRow: EditorContentReportRow;
  EditorContentTypeCount: EditorContentTypeCount;
  Fatwa: Fatwa;
  FatwaFilter: FatwaFilter;
  FatwaInput: FatwaInput;
  FeatureFlag: FeatureFlag;
  FeatureFlagFilter: FeatureFlagFilter;
  FeatureFlagInput: FeatureFlagInput;
  Float: Scalars['Float']['output'];
  GlobalSearchGroup: GlobalSearchGroup;
  GlobalSearchHit: GlobalSearchHit;
  Hadith: Hadith;
  HadithFilter: HadithFilter;
  HadithInput: HadithInput;
  Handbook: Handbook;
  HandbookAcceptance: HandbookAcceptance;
  HandbookSection: HandbookSection;
  Headline: Headline;
  HeadlineCategory: HeadlineCategory;
  HeadlineCategoryFilter: HeadlineCategoryFilter;
  HeadlineCategoryInput: HeadlineCategoryInput;
  HeadlineCategoryOptionFilter: HeadlineCategoryOptionFilter;
  HeadlineCategoryReferenceOption: HeadlineCategoryReferenceOption;
  HeadlineChange: HeadlineChange;
  HeadlineContentSummary: HeadlineContentSummary;
  HeadlineFilter: HeadlineFilter;
  HeadlineInput: HeadlineInput;
  HeadlineItem: HeadlineItem;
  HeadlineItemInput: HeadlineItemInput;
  HeadlineItemTag: HeadlineItemTag;
  HeadlineList: HeadlineList;
  HeadlineTag: HeadlineTag;
  HeadlineTagFilter: HeadlineTagFilter;
  HeadlineTagInput: HeadlineTagInput;
  HeadlineType: HeadlineType;
  HeadlineTypeFilter: HeadlineTypeFilter;
  HeadlineTypeInput: HeadlineTypeInput;
  ID: Scalars['ID']['output'];
  Image: Image;
  ImageInput: ImageInput;
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  LiveTransfer: LiveTransfer;
  LiveTransferFilter: LiveTransferFilter;
  LiveTransferInput: LiveTransferInput;
  Mailing: Row;
  MailingChannel: MailingChannel;
  MailingChannelFilter: MailingChannelFilter;
  MailingChannelInput: MailingChannelInput;
  MailingChannelOptionFilter: MailingChannelOptionFilter;
  MailingChannelReferenceOption: MailingChannelReferenceOption;
  MailingDelivery: MailingDelivery;
  MailingDeliveryList: MailingDeliveryList;
  MailingFilter: MailingFilter;
  MailingInput: MailingInput;
  MailingItem: MailingItem;
  MailingItemInput: MailingItemInput;
  MailingPreview: MailingPreview;
  MailingReport: MailingReport;
  MailingSubscriber: MailingSubscriber;
  MailingSubscriberFilter: MailingSubscriberFilter;
  MailingSubscriberImport: MailingSubscriberImport;
  MailingSubscriberImportInvalid: MailingSubscriberImportInvalid;
  MailingSubscriberList: MailingSubscriberList;
  MailingTestResult: MailingTestResult;
  MediaItem: MediaItem;
  MediaItemFilter: MediaItemFilter;
  MediaItemInput: MediaItemInput;
  MediaUsage: MediaUsage;
  Menu: Menu;
  MenuCacheClear: MenuCacheClear;
  MenuFilter: MenuFilter;
  MenuInput: MenuInput;
  MenuItem: MenuItem;
  MenuItemInput: MenuItemInput;
  MenuItemProblem: MenuItemProblem;
  Mutation: Record<PropertyKey, never>;
  Notification: Row;
  NotificationDelivery: NotificationDelivery;
  NotificationFilter: NotificationFilter;
  NotificationInput: NotificationInput;
  PasswordLink: PasswordLink;
  Permission: SitePermissions;
  PermissionCategory: PermissionCategory;
  PermissionChangeInput: PermissionChangeInput;
  PermissionDetail: PermissionDetail;
  Person: Person;
  PersonFilter: PersonFilter;
  PersonInput: PersonInput;
  PersonOptionFilter: PersonOptionFilter;
  PersonReferenceOption: PersonReferenceOption;
  PickerDateRange: PickerDateRange;
  PickerFilter: PickerFilter;
  PickerItem: PickerItem;
  Program: Program;
  ProgramFilter: ProgramFilter;
  ProgramInput: ProgramInput;
  ProgramOptionFilter: ProgramOptionFilter;
  ProgramReferenceOption: ProgramReferenceOption;
  ProgramSlot: ProgramSlot;
  ProgramSlotInput: ProgramSlotInput;
  Query: Record<PropertyKey, never>;
  RealtimeEvent: RealtimeEvent;
  RecipeAuthor: RecipeAuthor;
  RecipeCategory: RecipeCategory;
  Reel: Reel;
  ReelFilter: ReelFilter;
  ReelInput: ReelInput;
  ReelVideo: ReelVideo;
  ReelVideoInput: ReelVideoInput;
  Role: RoleRow;
  SavePermissionsInput: SavePermissionsInput;
  SavedView: SavedView;
  SavedViewInput: SavedViewInput;
  SentMail: SentMail;
  SentMailFilter: SentMailFilter;
  SentMailHeader: SentMailHeader;
  SentMailList: SentMailList;
  SeoContentSettings: SeoContentSettings;
  SeoContentSettingsInput: SeoContentSettingsInput;
  Signature: Signature;
  SignatureFilter: SignatureFilter;
  SignatureInput: SignatureInput;
  SignatureOptionFilter: SignatureOptionFilter;
  SignatureReferenceOption: SignatureReferenceOption;
  Site: SiteRow;
  SiteSettings: SiteSettings;
  SiteSettingsInput: SiteSettingsInput;
  SocialAccount: SocialAccount;
  SocialAccountFilter: SocialAccountFilter;
  SocialAccountInput: SocialAccountInput;
  SocialAccountOptionFilter: SocialAccountOptionFilter;
  SocialAccountReferenceOption: SocialAccountReferenceOption;
  Source: Source;
  SourceFilter: SourceFilter;
  SourceInput: SourceInput;
  SourceOptionFilter: SourceOptionFilter;
  SourceReferenceOption: SourceReferenceOption;
  Story: Story;
  StoryFilter: StoryFilter;
  StoryFrame: StoryFrame;
  StoryFrameInput: StoryFrameInput;
  StoryInput: StoryInput;
  String: Scalars['String']['output'];
  SubjectTitle: SubjectTitle;
  SubjectTitleFilter: SubjectTitleFilter;
  SubjectTitleInput: SubjectTitleInput;
  SubjectTitleOptionFilter: SubjectTitleOptionFilter;
  SubjectTitleReferenceOption: SubjectTitleReferenceOption;
  Subscription: Record<PropertyKey, never>;
  TextSpliceInput: TextSpliceInput;
  User: Row;
  UserApprovalInput: UserApprovalInput;
  UserFilter: UserFilter;
  UserInput: UserInput;
  UserRef: UserRef;
  UtmSource: UtmSource;
  UtmSourceFilter: UtmSourceFilter;
  UtmSourceInput: UtmSourceInput;
  UtmSourceOptionFilter: UtmSourceOptionFilter;
  UtmSourceReferenceOption: UtmSourceReferenceOption;
  VideoProcess: VideoProcessRow;
  VideoProcessFilter: VideoProcessFilter;
  VideoRendition: VideoRendition;
  Webhook: WebhookOut;
  WebhookDelivery: WebhookDeliveryRow;
  WebhookDeliveryTry: WebhookDeliveryTry;
  WebhookInput: WebhookInput;
};

export type ActiveUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActiveUser'] = ResolversParentTypes['ActiveUser']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ActivityEntryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ActivityEntry'] = ResolversParentTypes['ActivityEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revisionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AgencyResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Agency'] = ResolversParentTypes['Agency']> = {
  agencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgencyArchiveResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyArchive'] = ResolversParentTypes['AgencyArchive']> = {
  agency?: Resolver<Maybe<ResolversTypes['AgencyRef']>, ParentType, ContextType>;
  agencyCategoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agencyContentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasItBeenUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AgencyImage']>, ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AgencyStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgencyContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyContent'] = ResolversParentTypes['AgencyContent']> = {
  agency?: Resolver<ResolversTypes['AgencyRef'], ParentType, ContextType>;
  agencyCategoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agencyContentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentUpdatedByUser?: Resolver<Maybe<ResolversTypes['ContentUpdatedByUser']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  draftId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  embargoUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasItBeenUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['AgencyImage']>, ParentType, ContextType>;
  isInappropriate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  priority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AgencyStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgencyImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyImage'] = ResolversParentTypes['AgencyImage']> = {
  agencyImageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aiPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  missing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AgencyRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyRef'] = ResolversParentTypes['AgencyRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgencyVideoContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyVideoContent'] = ResolversParentTypes['AgencyVideoContent']> = {
  agency?: Resolver<ResolversTypes['AgencyRef'], ParentType, ContextType>;
  agencyContentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cameraman?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasItBeenUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AgencyStatus'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  video?: Resolver<Array<ResolversTypes['AgencyVideoRendition']>, ParentType, ContextType>;
};

export type AgencyVideoRenditionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyVideoRendition'] = ResolversParentTypes['AgencyVideoRendition']> = {
  durationSeconds?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  missing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AgencyWireTextResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AgencyWireText'] = ResolversParentTypes['AgencyWireText']> = {
  spot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Author'] = ResolversParentTypes['Author']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authorType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facebook?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthorReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['AuthorReferenceOption'] = ResolversParentTypes['AuthorReferenceOption']> = {
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BoardChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BoardChange'] = ResolversParentTypes['BoardChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BoardChangeKind'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  banner?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  darkLogo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  dataSource?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BrandReferenceOption'] = ResolversParentTypes['BrandReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BulkActionReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkActionReport'] = ResolversParentTypes['BulkActionReport']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType>;
};

export type BulkRowResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['BulkRowResult'] = ResolversParentTypes['BulkRowResult']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heldBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BulkOutcome'], ParentType, ContextType>;
};

export type CartoonistResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Cartoonist'] = ResolversParentTypes['Cartoonist']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartoonistReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CartoonistReferenceOption'] = ResolversParentTypes['CartoonistReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentTypes?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hierarchy?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<ResolversTypes['CategoryOptions']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryOptionsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryOptions'] = ResolversParentTypes['CategoryOptions']> = {
  isSportsEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CategoryReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategoryReferenceOption'] = ResolversParentTypes['CategoryReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategorySummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['CategorySummary'] = ResolversParentTypes['CategorySummary']> = {
  contentTypes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hierarchy?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ContentResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content']> = {
  agencyNewsType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agencySource?: Resolver<Maybe<ResolversTypes['ContentAgencySource']>, ParentType, ContextType>;
  agencyUpdate?: Resolver<Maybe<ResolversTypes['ContentAgencyUpdate']>, ParentType, ContextType>;
  allowReactions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  announcementNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  announcementOrder?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  authorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cartoonistId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coverGif?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  coverImages?: Resolver<Maybe<Array<ResolversTypes['ContentCoverImage']>>, ParentType, ContextType>;
  coverVideo?: Resolver<Maybe<ResolversTypes['ContentCoverVideo']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  embeds?: Resolver<Maybe<Array<ResolversTypes['ContentEmbed']>>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expirationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalLinkRel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  footballEmbed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Maybe<Array<ResolversTypes['ContentImage']>>, ParentType, ContextType>;
  incident?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isNewsWorthy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  literaryWork?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  magazineIssue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pdfs?: Resolver<Maybe<Array<ResolversTypes['ContentPdf']>>, ParentType, ContextType>;
  personIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  podcastEmbed?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  podcastEpisode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  podcastSeason?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  programId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  promotionType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  relatedContentIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  seoKeyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoSpot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoUrlTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showInHomepage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  signatureId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  socialShares?: Resolver<Maybe<Array<ResolversTypes['ContentSocialShare']>>, ParentType, ContextType>;
  sourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tableOfContents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tags?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  videos?: Resolver<Maybe<Array<ResolversTypes['ContentVideo']>>, ParentType, ContextType>;
};

export type ContentAgencySourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentAgencySource'] = ResolversParentTypes['ContentAgencySource']> = {
  agencyContentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  agencyId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agencyItemId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  agencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentAgencyUpdateResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentAgencyUpdate'] = ResolversParentTypes['ContentAgencyUpdate']> = {
  current?: Resolver<Maybe<ResolversTypes['AgencyWireText']>, ParentType, ContextType>;
  previous?: Resolver<Maybe<ResolversTypes['AgencyWireText']>, ParentType, ContextType>;
  sourceVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentCoverImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentCoverImage'] = ResolversParentTypes['ContentCoverImage']> = {
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isSelected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContentCoverVideoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentCoverVideo'] = ResolversParentTypes['ContentCoverVideo']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContentDraftResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentDraft'] = ResolversParentTypes['ContentDraft']> = {
  agencySource?: Resolver<Maybe<ResolversTypes['ContentDraftAgencySource']>, ParentType, ContextType>;
  baseVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentEditorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentDraftAgencySourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentDraftAgencySource'] = ResolversParentTypes['ContentDraftAgencySource']> = {
  agencyContentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agencyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  agencyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  agencyVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentDraftSavedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentDraftSaved'] = ResolversParentTypes['ContentDraftSaved']> = {
  cleaned?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentEmbedResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentEmbed'] = ResolversParentTypes['ContentEmbed']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentImage'] = ResolversParentTypes['ContentImage']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
};

export type ContentPdfResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentPdf'] = ResolversParentTypes['ContentPdf']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentReferenceOption'] = ResolversParentTypes['ContentReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContentRevisionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentRevision'] = ResolversParentTypes['ContentRevision']> = {
  changedFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUser?: Resolver<Maybe<ResolversTypes['ActiveUser']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  restoredFromVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  snapshot?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContentSocialShareResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentSocialShare'] = ResolversParentTypes['ContentSocialShare']> = {
  accountId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utmSourceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type ContentUpdatedByUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentUpdatedByUser'] = ResolversParentTypes['ContentUpdatedByUser']> = {
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['UserRef']>, ParentType, ContextType>;
};

export type ContentVideoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ContentVideo'] = ResolversParentTypes['ContentVideo']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CropResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Crop'] = ResolversParentTypes['Crop']> = {
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DirectoryChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryChange'] = ResolversParentTypes['DirectoryChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DirectoryRefreshResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryRefresh'] = ResolversParentTypes['DirectoryRefresh']> = {
  applied?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['DirectoryChange']>, ParentType, ContextType>;
  found?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type DirectoryRefreshJobResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DirectoryRefreshJob'] = ResolversParentTypes['DirectoryRefreshJob']> = {
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notFound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refreshed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DreamInterpretationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['DreamInterpretation'] = ResolversParentTypes['DreamInterpretation']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainSubjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seoSpot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DuaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Dua'] = ResolversParentTypes['Dua']> = {
  arabicText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainSubjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  seoSpot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditPermitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermit'] = ResolversParentTypes['EditPermit']> = {
  autoAcceptSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  heartbeatSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  holder?: Resolver<Maybe<ResolversTypes['EditPermitUser']>, ParentType, ContextType>;
  last?: Resolver<Maybe<ResolversTypes['EditPermitTransition']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  request?: Resolver<Maybe<ResolversTypes['EditPermitRequest']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewers?: Resolver<Array<ResolversTypes['EditPermitUser']>, ParentType, ContextType>;
};

export type EditPermitHolderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermitHolder'] = ResolversParentTypes['EditPermitHolder']> = {
  holder?: Resolver<ResolversTypes['EditPermitUser'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EditPermitHolderChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermitHolderChange'] = ResolversParentTypes['EditPermitHolderChange']> = {
  holder?: Resolver<Maybe<ResolversTypes['EditPermitUser']>, ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EditPermitRequestResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermitRequest'] = ResolversParentTypes['EditPermitRequest']> = {
  autoAcceptAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EditPermitUser'], ParentType, ContextType>;
};

export type EditPermitTransitionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermitTransition'] = ResolversParentTypes['EditPermitTransition']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toSession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type EditPermitUserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditPermitUser'] = ResolversParentTypes['EditPermitUser']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EditorContentReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorContentReport'] = ResolversParentTypes['EditorContentReport']> = {
  rows?: Resolver<Array<ResolversTypes['EditorContentReportRow']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['EditorContentReportRow'], ParentType, ContextType>;
};

export type EditorContentReportRowResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorContentReportRow'] = ResolversParentTypes['EditorContentReportRow']> = {
  byType?: Resolver<Array<ResolversTypes['EditorContentTypeCount']>, ParentType, ContextType>;
  contentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  editorId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  editorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsWorthyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type EditorContentTypeCountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['EditorContentTypeCount'] = ResolversParentTypes['EditorContentTypeCount']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newsWorthyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FatwaResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Fatwa'] = ResolversParentTypes['Fatwa']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainSubjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  question?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoSpot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeatureFlagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['FeatureFlag'] = ResolversParentTypes['FeatureFlag']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GlobalSearchGroupResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GlobalSearchGroup'] = ResolversParentTypes['GlobalSearchGroup']> = {
  failed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hits?: Resolver<Array<ResolversTypes['GlobalSearchHit']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GlobalSearchKind'], ParentType, ContextType>;
  more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type GlobalSearchHitResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['GlobalSearchHit'] = ResolversParentTypes['GlobalSearchHit']> = {
  contentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['GlobalSearchKind'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HadithResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Hadith'] = ResolversParentTypes['Hadith']> = {
  book?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainSubjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  narrator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seoSpot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seoTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subjectId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HandbookResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Handbook'] = ResolversParentTypes['Handbook']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  acceptedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  introduction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['HandbookSection']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookAcceptanceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HandbookAcceptance'] = ResolversParentTypes['HandbookAcceptance']> = {
  acceptedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrentVersion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HandbookSectionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HandbookSection'] = ResolversParentTypes['HandbookSection']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HeadlineResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Headline'] = ResolversParentTypes['Headline']> = {
  autoCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  autoContentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  autoTotalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  headlineType?: Resolver<ResolversTypes['HeadlineType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['HeadlineItem']>, ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['HeadlineItem']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineCategory'] = ResolversParentTypes['HeadlineCategory']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineCategoryReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineCategoryReferenceOption'] = ResolversParentTypes['HeadlineCategoryReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HeadlineChangeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineChange'] = ResolversParentTypes['HeadlineChange']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  headlineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineContentSummaryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineContentSummary'] = ResolversParentTypes['HeadlineContentSummary']> = {
  contentType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadlineItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineItem'] = ResolversParentTypes['HeadlineItem']> = {
  archive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  auto?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['HeadlineContentSummary']>, ParentType, ContextType>;
  contentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  external?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  headlineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  headlinedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  manualUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pin?: Resolver<ResolversTypes['HeadlinePin'], ParentType, ContextType>;
  pinnedUntil?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  spotHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['HeadlineItemState'], ParentType, ContextType>;
  tag?: Resolver<Maybe<ResolversTypes['HeadlineItemTag']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleHidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedByName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineItemTagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineItemTag'] = ResolversParentTypes['HeadlineItemTag']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HeadlineListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineList'] = ResolversParentTypes['HeadlineList']> = {
  data?: Resolver<Array<ResolversTypes['Headline']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineTagResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineTag'] = ResolversParentTypes['HeadlineTag']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HeadlineTypeResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['HeadlineType'] = ResolversParentTypes['HeadlineType']> = {
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverCropHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  coverCropWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  supportedContentTypes?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  crops?: Resolver<Array<ResolversTypes['Crop']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LiveTransferResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['LiveTransfer'] = ResolversParentTypes['LiveTransfer']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fromClub?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLoan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  playerImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  playerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  toClub?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mailing'] = ResolversParentTypes['Mailing']> = {
  articlesOfTheDay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failedCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['MailingItem']>>, ParentType, ContextType>;
  recipientCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  report?: Resolver<ResolversTypes['MailingReport'], ParentType, ContextType>;
  sendDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sentCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unknownCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userSpecificTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingChannelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingChannel'] = ResolversParentTypes['MailingChannel']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingChannelReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingChannelReferenceOption'] = ResolversParentTypes['MailingChannelReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailingDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingDelivery'] = ResolversParentTypes['MailingDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  smtpCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MailingDeliveryState'], ParentType, ContextType>;
};

export type MailingDeliveryListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingDeliveryList'] = ResolversParentTypes['MailingDeliveryList']> = {
  data?: Resolver<Array<ResolversTypes['MailingDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingItem'] = ResolversParentTypes['MailingItem']> = {
  contentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isChiefSelection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MailingPreviewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingPreview'] = ResolversParentTypes['MailingPreview']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailingReportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingReport'] = ResolversParentTypes['MailingReport']> = {
  bounced?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recipients?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unknown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unsubscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingSubscriberResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingSubscriber'] = ResolversParentTypes['MailingSubscriber']> = {
  channelId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MailingSubscriberStatus'], ParentType, ContextType>;
  subscribedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  unsubscribedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type MailingSubscriberImportResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingSubscriberImport'] = ResolversParentTypes['MailingSubscriberImport']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alreadyThere?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invalid?: Resolver<Array<ResolversTypes['MailingSubscriberImportInvalid']>, ParentType, ContextType>;
  invalidCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingSubscriberImportInvalidResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingSubscriberImportInvalid'] = ResolversParentTypes['MailingSubscriberImportInvalid']> = {
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MailingSubscriberListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingSubscriberList'] = ResolversParentTypes['MailingSubscriberList']> = {
  data?: Resolver<Array<ResolversTypes['MailingSubscriber']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MailingTestResultResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MailingTestResult'] = ResolversParentTypes['MailingTestResult']> = {
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  smtpCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MediaItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaItem'] = ResolversParentTypes['MediaItem']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  crops?: Resolver<Array<ResolversTypes['Crop']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mediaType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mimeType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reporter?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  usageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usages?: Resolver<Array<ResolversTypes['MediaUsage']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type MediaUsageResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MediaUsage'] = ResolversParentTypes['MediaUsage']> = {
  contentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Menu'] = ResolversParentTypes['Menu']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  darkImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  excludedCategoryIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemProblems?: Resolver<Array<ResolversTypes['MenuItemProblem']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<ResolversTypes['MenuItem']>>, ParentType, ContextType>;
  maxDepth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subCategoryDepth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuCacheClearResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuCacheClear'] = ResolversParentTypes['MenuCacheClear']> = {
  clearedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  servers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MenuItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = {
  brandId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  contentType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  darkImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excludedCategoryIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openInNewTab?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  parentKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategoryDepth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MenuItemProblemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['MenuItemProblem'] = ResolversParentTypes['MenuItemProblem']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problem?: Resolver<ResolversTypes['MenuItemProblemKind'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptHandbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, RequireFields<MutationAcceptHandbookArgs, 'version'>>;
  addMailingSubscriber?: Resolver<ResolversTypes['MailingSubscriber'], ParentType, ContextType, RequireFields<MutationAddMailingSubscriberArgs, 'channelId' | 'email'>>;
  addSiteUsers?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<MutationAddSiteUsersArgs, 'userIds'>>;
  addSubjectTitle?: Resolver<ResolversTypes['SubjectTitle'], ParentType, ContextType, RequireFields<MutationAddSubjectTitleArgs, 'input'>>;
  answerEditPermitRequest?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationAnswerEditPermitRequestArgs, 'accept' | 'id' | 'resource'>>;
  bulkAction?: Resolver<ResolversTypes['BulkActionReport'], ParentType, ContextType, RequireFields<MutationBulkActionArgs, 'input'>>;
  cancelMailing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelMailingArgs, 'id' | 'version'>>;
  cancelNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationCancelNotificationArgs, 'id' | 'version'>>;
  changeUsersApprovalStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationChangeUsersApprovalStatusArgs, 'input'>>;
  clearMenuCache?: Resolver<ResolversTypes['MenuCacheClear'], ParentType, ContextType>;
  createPasswordLink?: Resolver<ResolversTypes['PasswordLink'], ParentType, ContextType, RequireFields<MutationCreatePasswordLinkArgs, 'userId'>>;
  deleteAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationDeleteAuthorArgs, 'id' | 'version'>>;
  deleteBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationDeleteBrandArgs, 'id' | 'version'>>;
  deleteContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationDeleteContentArgs, 'id' | 'version'>>;
  deleteContentDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteContentDraftArgs, 'id'>>;
  deleteDreamInterpretation?: Resolver<ResolversTypes['DreamInterpretation'], ParentType, ContextType, RequireFields<MutationDeleteDreamInterpretationArgs, 'id' | 'version'>>;
  deleteDua?: Resolver<ResolversTypes['Dua'], ParentType, ContextType, RequireFields<MutationDeleteDuaArgs, 'id' | 'version'>>;
  deleteFatwa?: Resolver<ResolversTypes['Fatwa'], ParentType, ContextType, RequireFields<MutationDeleteFatwaArgs, 'id' | 'version'>>;
  deleteHadith?: Resolver<ResolversTypes['Hadith'], ParentType, ContextType, RequireFields<MutationDeleteHadithArgs, 'id' | 'version'>>;
  deleteHeadlineCategory?: Resolver<ResolversTypes['HeadlineCategory'], ParentType, ContextType, RequireFields<MutationDeleteHeadlineCategoryArgs, 'id' | 'version'>>;
  deleteHeadlineType?: Resolver<ResolversTypes['HeadlineType'], ParentType, ContextType, RequireFields<MutationDeleteHeadlineTypeArgs, 'id' | 'version'>>;
  deleteLiveTransfer?: Resolver<ResolversTypes['LiveTransfer'], ParentType, ContextType, RequireFields<MutationDeleteLiveTransferArgs, 'id' | 'version'>>;
  deleteMailingChannel?: Resolver<ResolversTypes['MailingChannel'], ParentType, ContextType, RequireFields<MutationDeleteMailingChannelArgs, 'id' | 'version'>>;
  deleteMediaItem?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType, RequireFields<MutationDeleteMediaItemArgs, 'id' | 'version'>>;
  deleteMenu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<MutationDeleteMenuArgs, 'id' | 'version'>>;
  deletePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationDeletePersonArgs, 'id' | 'version'>>;
  deleteReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationDeleteReelArgs, 'id' | 'version'>>;
  deleteSavedView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSavedViewArgs, 'id'>>;
  deleteSocialAccount?: Resolver<ResolversTypes['SocialAccount'], ParentType, ContextType, RequireFields<MutationDeleteSocialAccountArgs, 'id' | 'version'>>;
  deleteSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationDeleteSourceArgs, 'id' | 'version'>>;
  deleteStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationDeleteStoryArgs, 'id' | 'version'>>;
  deleteSubjectTitle?: Resolver<ResolversTypes['SubjectTitle'], ParentType, ContextType, RequireFields<MutationDeleteSubjectTitleArgs, 'id' | 'version'>>;
  deleteUtmSource?: Resolver<ResolversTypes['UtmSource'], ParentType, ContextType, RequireFields<MutationDeleteUtmSourceArgs, 'id' | 'version'>>;
  deleteWebhook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookArgs, 'id'>>;
  heartbeatEditPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationHeartbeatEditPermitArgs, 'id' | 'resource' | 'session'>>;
  holdEditPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationHoldEditPermitArgs, 'id' | 'resource' | 'session'>>;
  importMailingSubscribers?: Resolver<ResolversTypes['MailingSubscriberImport'], ParentType, ContextType, RequireFields<MutationImportMailingSubscribersArgs, 'channelId' | 'csv'>>;
  moveHeadlineItem?: Resolver<ResolversTypes['Headline'], ParentType, ContextType, RequireFields<MutationMoveHeadlineItemArgs, 'headlineId' | 'itemId' | 'version'>>;
  moveHeadlineItemToPending?: Resolver<ResolversTypes['Headline'], ParentType, ContextType, RequireFields<MutationMoveHeadlineItemToPendingArgs, 'headlineId' | 'itemId' | 'order' | 'publishAt' | 'version'>>;
  moveReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationMoveReelArgs, 'id'>>;
  moveStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationMoveStoryArgs, 'id'>>;
  pinHeadlineItem?: Resolver<ResolversTypes['Headline'], ParentType, ContextType, RequireFields<MutationPinHeadlineItemArgs, 'headlineId' | 'itemId' | 'pin' | 'version'>>;
  pinReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationPinReelArgs, 'id' | 'pinned'>>;
  pinStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationPinStoryArgs, 'id' | 'pinned'>>;
  redeliverWebhook?: Resolver<ResolversTypes['WebhookDelivery'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'deliveryId'>>;
  refreshSiteUsersFromDirectory?: Resolver<ResolversTypes['DirectoryRefreshJob'], ParentType, ContextType>;
  refreshUserFromDirectory?: Resolver<ResolversTypes['DirectoryRefresh'], ParentType, ContextType, RequireFields<MutationRefreshUserFromDirectoryArgs, 'apply' | 'id'>>;
  releaseEditPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationReleaseEditPermitArgs, 'id' | 'resource' | 'session'>>;
  removeHeadlineItem?: Resolver<ResolversTypes['Headline'], ParentType, ContextType, RequireFields<MutationRemoveHeadlineItemArgs, 'headlineId' | 'itemId' | 'version'>>;
  removeMailingSubscriber?: Resolver<ResolversTypes['MailingSubscriber'], ParentType, ContextType, RequireFields<MutationRemoveMailingSubscriberArgs, 'id'>>;
  removeUserFromPage?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationRemoveUserFromPageArgs, 'id' | 'resource' | 'userId'>>;
  renewWebhookSecret?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationRenewWebhookSecretArgs, 'id'>>;
  requestEditPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationRequestEditPermitArgs, 'id' | 'resource' | 'session'>>;
  requeueVideoProcess?: Resolver<ResolversTypes['VideoProcess'], ParentType, ContextType, RequireFields<MutationRequeueVideoProcessArgs, 'id'>>;
  resendMailingDeliveries?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationResendMailingDeliveriesArgs, 'mailingId' | 'states'>>;
  restoreContentRevision?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationRestoreContentRevisionArgs, 'contentId' | 'revisionId' | 'version'>>;
  saveAgencyArchive?: Resolver<ResolversTypes['AgencyArchive'], ParentType, ContextType, RequireFields<MutationSaveAgencyArchiveArgs, 'input'>>;
  saveAgencyContent?: Resolver<ResolversTypes['AgencyContent'], ParentType, ContextType, RequireFields<MutationSaveAgencyContentArgs, 'input'>>;
  saveAuthor?: Resolver<ResolversTypes['Author'], ParentType, ContextType, RequireFields<MutationSaveAuthorArgs, 'input'>>;
  saveBrand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType, RequireFields<MutationSaveBrandArgs, 'input'>>;
  saveCartoonist?: Resolver<ResolversTypes['Cartoonist'], ParentType, ContextType, RequireFields<MutationSaveCartoonistArgs, 'input'>>;
  saveCategory?: Resolver<ResolversTypes['Category'], ParentType, ContextType, RequireFields<MutationSaveCategoryArgs, 'input'>>;
  saveContent?: Resolver<ResolversTypes['Content'], ParentType, ContextType, RequireFields<MutationSaveContentArgs, 'input'>>;
  saveContentDraft?: Resolver<ResolversTypes['ContentDraftSaved'], ParentType, ContextType, RequireFields<MutationSaveContentDraftArgs, 'input'>>;
  saveDreamInterpretation?: Resolver<ResolversTypes['DreamInterpretation'], ParentType, ContextType, RequireFields<MutationSaveDreamInterpretationArgs, 'input'>>;
  saveDua?: Resolver<ResolversTypes['Dua'], ParentType, ContextType, RequireFields<MutationSaveDuaArgs, 'input'>>;
  saveFatwa?: Resolver<ResolversTypes['Fatwa'], ParentType, ContextType, RequireFields<MutationSaveFatwaArgs, 'input'>>;
  saveFeatureFlag?: Resolver<ResolversTypes['FeatureFlag'], ParentType, ContextType, RequireFields<MutationSaveFeatureFlagArgs, 'input'>>;
  saveHadith?: Resolver<ResolversTypes['Hadith'], ParentType, ContextType, RequireFields<MutationSaveHadithArgs, 'input'>>;
  saveHeadline?: Resolver<ResolversTypes['Headline'], ParentType, ContextType, RequireFields<MutationSaveHeadlineArgs, 'input'>>;
  saveHeadlineCategory?: Resolver<ResolversTypes['HeadlineCategory'], ParentType, ContextType, RequireFields<MutationSaveHeadlineCategoryArgs, 'input'>>;
  saveHeadlineTag?: Resolver<ResolversTypes['HeadlineTag'], ParentType, ContextType, RequireFields<MutationSaveHeadlineTagArgs, 'input'>>;
  saveHeadlineType?: Resolver<ResolversTypes['HeadlineType'], ParentType, ContextType, RequireFields<MutationSaveHeadlineTypeArgs, 'input'>>;
  saveLiveTransfer?: Resolver<ResolversTypes['LiveTransfer'], ParentType, ContextType, RequireFields<MutationSaveLiveTransferArgs, 'input'>>;
  saveMailing?: Resolver<ResolversTypes['Mailing'], ParentType, ContextType, RequireFields<MutationSaveMailingArgs, 'input'>>;
  saveMailingChannel?: Resolver<ResolversTypes['MailingChannel'], ParentType, ContextType, RequireFields<MutationSaveMailingChannelArgs, 'input'>>;
  saveMediaItem?: Resolver<ResolversTypes['MediaItem'], ParentType, ContextType, RequireFields<MutationSaveMediaItemArgs, 'input'>>;
  saveMenu?: Resolver<ResolversTypes['Menu'], ParentType, ContextType, RequireFields<MutationSaveMenuArgs, 'input'>>;
  saveNotification?: Resolver<ResolversTypes['Notification'], ParentType, ContextType, RequireFields<MutationSaveNotificationArgs, 'input'>>;
  savePermissions?: Resolver<ResolversTypes['Permission'], ParentType, ContextType, RequireFields<MutationSavePermissionsArgs, 'input'>>;
  savePerson?: Resolver<ResolversTypes['Person'], ParentType, ContextType, RequireFields<MutationSavePersonArgs, 'input'>>;
  saveProgram?: Resolver<ResolversTypes['Program'], ParentType, ContextType, RequireFields<MutationSaveProgramArgs, 'input'>>;
  saveReel?: Resolver<ResolversTypes['Reel'], ParentType, ContextType, RequireFields<MutationSaveReelArgs, 'input'>>;
  saveSavedView?: Resolver<ResolversTypes['SavedView'], ParentType, ContextType, RequireFields<MutationSaveSavedViewArgs, 'input'>>;
  saveSignature?: Resolver<ResolversTypes['Signature'], ParentType, ContextType, RequireFields<MutationSaveSignatureArgs, 'input'>>;
  saveSiteSettings?: Resolver<ResolversTypes['SiteSettings'], ParentType, ContextType, RequireFields<MutationSaveSiteSettingsArgs, 'input'>>;
  saveSocialAccount?: Resolver<ResolversTypes['SocialAccount'], ParentType, ContextType, RequireFields<MutationSaveSocialAccountArgs, 'input'>>;
  saveSource?: Resolver<ResolversTypes['Source'], ParentType, ContextType, RequireFields<MutationSaveSourceArgs, 'input'>>;
  saveStory?: Resolver<ResolversTypes['Story'], ParentType, ContextType, RequireFields<MutationSaveStoryArgs, 'input'>>;
  saveSubjectTitle?: Resolver<ResolversTypes['SubjectTitle'], ParentType, ContextType, RequireFields<MutationSaveSubjectTitleArgs, 'input'>>;
  saveUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSaveUserArgs, 'input'>>;
  saveUtmSource?: Resolver<ResolversTypes['UtmSource'], ParentType, ContextType, RequireFields<MutationSaveUtmSourceArgs, 'input'>>;
  saveWebhook?: Resolver<ResolversTypes['Webhook'], ParentType, ContextType, RequireFields<MutationSaveWebhookArgs, 'input'>>;
  scheduleMailing?: Resolver<ResolversTypes['Mailing'], ParentType, ContextType, RequireFields<MutationScheduleMailingArgs, 'id' | 'version'>>;
  sendMailingTest?: Resolver<ResolversTypes['MailingTestResult'], ParentType, ContextType, RequireFields<MutationSendMailingTestArgs, 'id'>>;
  takeOverEditPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<MutationTakeOverEditPermitArgs, 'id' | 'resource' | 'session'>>;
  updateStatusToAgencyArchive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateStatusToAgencyArchiveArgs, 'agencyArchiveId' | 'status'>>;
  updateStatusToAgencyContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateStatusToAgencyContentArgs, 'agencyContentId' | 'status'>>;
  updateStatusToAgencyVideo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateStatusToAgencyVideoArgs, 'agencyVideoId' | 'status'>>;
  updateStatusToContent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUpdateStatusToContentArgs, 'contentId' | 'status'>>;
};

export type NotificationResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  audience?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  categoryIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['NotificationDelivery']>, ParentType, ContextType>;
  deliveryStates?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  failedPlatforms?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isBreakingNews?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCategoryFollowersOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mailChannelId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  platforms?: Resolver<Maybe<Array<ResolversTypes['Int']>>, ParentType, ContextType>;
  sendDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spot?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  targetCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  useCoverImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['NotificationDelivery'] = ResolversParentTypes['NotificationDelivery']> = {
  canceled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  targeted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordLinkResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PasswordLink'] = ResolversParentTypes['PasswordLink']> = {
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  permissionCategories?: Resolver<Array<ResolversTypes['PermissionCategory']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PermissionCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionCategory'] = ResolversParentTypes['PermissionCategory']> = {
  keyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissionDetails?: Resolver<Array<ResolversTypes['PermissionDetail']>, ParentType, ContextType>;
};

export type PermissionDetailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PermissionDetail'] = ResolversParentTypes['PermissionDetail']> = {
  keyword?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roleIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PersonResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  awards?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  books?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  burialPlace?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deathDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descendants?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  divorceDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  foundedOrganizations?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maritalStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  marriageDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parents?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  siblings?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  surname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PersonReferenceOption'] = ResolversParentTypes['PersonReferenceOption']> = {
  fullName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PickerItemResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['PickerItem'] = ResolversParentTypes['PickerItem']> = {
  entity?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProgramResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Program'] = ResolversParentTypes['Program']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slots?: Resolver<Maybe<Array<ResolversTypes['ProgramSlot']>>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProgramReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProgramReferenceOption'] = ResolversParentTypes['ProgramReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProgramSlotResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ProgramSlot'] = ResolversParentTypes['ProgramSlot']> = {
  day?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  activeUsersOfAgencyArchives?: Resolver<Array<ResolversTypes['ActiveUser']>, ParentType, ContextType>;
  activeUsersOfAgencyContents?: Resolver<Array<ResolversTypes['ActiveUser']>, ParentType, ContextType>;
  activeUsersOfContents?: Resolver<Array<ResolversTypes['ActiveUser']>, ParentType, ContextType>;
  activityLog?: Resolver<Array<ResolversTypes['ActivityEntry']>, ParentType, ContextType, Partial<QueryActivityLogArgs>>;
  agencies?: Resolver<Array<ResolversTypes['Agency']>, ParentType, ContextType, Partial<QueryAgenciesArgs>>;
  agencyArchives?: Resolver<Array<ResolversTypes['AgencyArchive']>, ParentType, ContextType, Partial<QueryAgencyArchivesArgs>>;
  agencyCategories?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, Partial<QueryAgencyCategoriesArgs>>;
  agencyContent?: Resolver<Maybe<ResolversTypes['AgencyContent']>, ParentType, ContextType, RequireFields<QueryAgencyContentArgs, 'agencyContentId'>>;
  agencyContents?: Resolver<Array<ResolversTypes['AgencyContent']>, ParentType, ContextType, Partial<QueryAgencyContentsArgs>>;
  agencyVideos?: Resolver<Array<ResolversTypes['AgencyVideoContent']>, ParentType, ContextType, Partial<QueryAgencyVideosArgs>>;
  allCategories?: Resolver<Array<ResolversTypes['CategorySummary']>, ParentType, ContextType, RequireFields<QueryAllCategoriesArgs, 'page'>>;
  author?: Resolver<Maybe<ResolversTypes['Author']>, ParentType, ContextType, RequireFields<QueryAuthorArgs, 'id'>>;
  authorOptions?: Resolver<Array<ResolversTypes['AuthorReferenceOption']>, ParentType, ContextType, RequireFields<QueryAuthorOptionsArgs, 'page'>>;
  authors?: Resolver<Array<ResolversTypes['Author']>, ParentType, ContextType, RequireFields<QueryAuthorsArgs, 'page'>>;
  availableBulkActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryAvailableBulkActionsArgs, 'resource'>>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'id'>>;
  brandOptions?: Resolver<Array<ResolversTypes['BrandReferenceOption']>, ParentType, ContextType, RequireFields<QueryBrandOptionsArgs, 'page'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandsArgs, 'page'>>;
  cartoonist?: Resolver<Maybe<ResolversTypes['Cartoonist']>, ParentType, ContextType, RequireFields<QueryCartoonistArgs, 'id'>>;
  cartoonistOptions?: Resolver<Array<ResolversTypes['CartoonistReferenceOption']>, ParentType, ContextType, RequireFields<QueryCartoonistOptionsArgs, 'page'>>;
  cartoonists?: Resolver<Array<ResolversTypes['Cartoonist']>, ParentType, ContextType, RequireFields<QueryCartoonistsArgs, 'page'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'page'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'id'>>;
  categoryOptions?: Resolver<Array<ResolversTypes['CategoryReferenceOption']>, ParentType, ContextType, RequireFields<QueryCategoryOptionsArgs, 'page'>>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentArgs, 'id'>>;
  contentDraft?: Resolver<Maybe<ResolversTypes['ContentDraft']>, ParentType, ContextType, RequireFields<QueryContentDraftArgs, 'id'>>;
  contentDrafts?: Resolver<Array<ResolversTypes['ContentDraft']>, ParentType, ContextType, RequireFields<QueryContentDraftsArgs, 'limit' | 'page'>>;
  contentOptions?: Resolver<Array<ResolversTypes['ContentReferenceOption']>, ParentType, ContextType, RequireFields<QueryContentOptionsArgs, 'page'>>;
  contentRevision?: Resolver<Maybe<ResolversTypes['ContentRevision']>, ParentType, ContextType, RequireFields<QueryContentRevisionArgs, 'contentId' | 'revisionId'>>;
  contentRevisions?: Resolver<Array<ResolversTypes['ContentRevision']>, ParentType, ContextType, RequireFields<QueryContentRevisionsArgs, 'contentId' | 'page'>>;
  contents?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentsArgs, 'page'>>;
  currentTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentUser?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  directoryRefreshJob?: Resolver<Maybe<ResolversTypes['DirectoryRefreshJob']>, ParentType, ContextType, RequireFields<QueryDirectoryRefreshJobArgs, 'id'>>;
  disabledFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dreamInterpretation?: Resolver<Maybe<ResolversTypes['DreamInterpretation']>, ParentType, ContextType, RequireFields<QueryDreamInterpretationArgs, 'id'>>;
  dreamInterpretations?: Resolver<Array<ResolversTypes['DreamInterpretation']>, ParentType, ContextType, RequireFields<QueryDreamInterpretationsArgs, 'page'>>;
  dua?: Resolver<Maybe<ResolversTypes['Dua']>, ParentType, ContextType, RequireFields<QueryDuaArgs, 'id'>>;
  duas?: Resolver<Array<ResolversTypes['Dua']>, ParentType, ContextType, RequireFields<QueryDuasArgs, 'page'>>;
  editPermit?: Resolver<ResolversTypes['EditPermit'], ParentType, ContextType, RequireFields<QueryEditPermitArgs, 'id' | 'resource'>>;
  editPermitHolders?: Resolver<Array<ResolversTypes['EditPermitHolder']>, ParentType, ContextType, RequireFields<QueryEditPermitHoldersArgs, 'ids' | 'resource'>>;
  editorContentReport?: Resolver<ResolversTypes['EditorContentReport'], ParentType, ContextType, RequireFields<QueryEditorContentReportArgs, 'filter'>>;
  fatwa?: Resolver<Maybe<ResolversTypes['Fatwa']>, ParentType, ContextType, RequireFields<QueryFatwaArgs, 'id'>>;
  fatwas?: Resolver<Array<ResolversTypes['Fatwa']>, ParentType, ContextType, RequireFields<QueryFatwasArgs, 'page'>>;
  featureFlag?: Resolver<Maybe<ResolversTypes['FeatureFlag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagArgs, 'id'>>;
  featureFlags?: Resolver<Array<ResolversTypes['FeatureFlag']>, ParentType, ContextType, RequireFields<QueryFeatureFlagsArgs, 'page'>>;
  globalSearch?: Resolver<Array<ResolversTypes['GlobalSearchGroup']>, ParentType, ContextType, RequireFields<QueryGlobalSearchArgs, 'query'>>;
  hadith?: Resolver<Maybe<ResolversTypes['Hadith']>, ParentType, ContextType, RequireFields<QueryHadithArgs, 'id'>>;
  hadiths?: Resolver<Array<ResolversTypes['Hadith']>, ParentType, ContextType, RequireFields<QueryHadithsArgs, 'page'>>;
  handbook?: Resolver<ResolversTypes['Handbook'], ParentType, ContextType, Partial<QueryHandbookArgs>>;
  handbookAcceptances?: Resolver<Array<ResolversTypes['HandbookAcceptance']>, ParentType, ContextType, Partial<QueryHandbookAcceptancesArgs>>;
  hasAgencyContentBeenUsed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasAgencyContentBeenUsedArgs, 'agencyContentId'>>;
  headline?: Resolver<Maybe<ResolversTypes['Headline']>, ParentType, ContextType, RequireFields<QueryHeadlineArgs, 'id'>>;
  headlineCategories?: Resolver<Array<ResolversTypes['HeadlineCategory']>, ParentType, ContextType, RequireFields<QueryHeadlineCategoriesArgs, 'page'>>;
  headlineCategory?: Resolver<Maybe<ResolversTypes['HeadlineCategory']>, ParentType, ContextType, RequireFields<QueryHeadlineCategoryArgs, 'id'>>;
  headlineCategoryOptions?: Resolver<Array<ResolversTypes['HeadlineCategoryReferenceOption']>, ParentType, ContextType, RequireFields<QueryHeadlineCategoryOptionsArgs, 'page'>>;
  headlineTag?: Resolver<Maybe<ResolversTypes['HeadlineTag']>, ParentType, ContextType, RequireFields<QueryHeadlineTagArgs, 'id'>>;
  headlineTags?: Resolver<Array<ResolversTypes['HeadlineTag']>, ParentType, ContextType, RequireFields<QueryHeadlineTagsArgs, 'page'>>;
  headlineType?: Resolver<Maybe<ResolversTypes['HeadlineType']>, ParentType, ContextType, RequireFields<QueryHeadlineTypeArgs, 'id'>>;
  headlineTypes?: Resolver<Array<ResolversTypes['HeadlineType']>, ParentType, ContextType, RequireFields<QueryHeadlineTypesArgs, 'page'>>;
  headlines?: Resolver<ResolversTypes['HeadlineList'], ParentType, ContextType, Partial<QueryHeadlinesArgs>>;
  liveTransfer?: Resolver<Maybe<ResolversTypes['LiveTransfer']>, ParentType, ContextType, RequireFields<QueryLiveTransferArgs, 'id'>>;
  liveTransfers?: Resolver<Array<ResolversTypes['LiveTransfer']>, ParentType, ContextType, RequireFields<QueryLiveTransfersArgs, 'page'>>;
  mailCaptured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mailing?: Resolver<Maybe<ResolversTypes['Mailing']>, ParentType, ContextType, RequireFields<QueryMailingArgs, 'id'>>;
  mailingChannel?: Resolver<Maybe<ResolversTypes['MailingChannel']>, ParentType, ContextType, RequireFields<QueryMailingChannelArgs, 'id'>>;
  mailingChannelOptions?: Resolver<Array<ResolversTypes['MailingChannelReferenceOption']>, ParentType, ContextType, RequireFields<QueryMailingChannelOptionsArgs, 'page'>>;
  mailingChannels?: Resolver<Array<ResolversTypes['MailingChannel']>, ParentType, ContextType, RequireFields<QueryMailingChannelsArgs, 'page'>>;
  mailingDeliveries?: Resolver<ResolversTypes['MailingDeliveryList'], ParentType, ContextType, RequireFields<QueryMailingDeliveriesArgs, 'mailingId'>>;
  mailingPreview?: Resolver<ResolversTypes['MailingPreview'], ParentType, ContextType, Partial<QueryMailingPreviewArgs>>;
  mailingSubscribers?: Resolver<ResolversTypes['MailingSubscriberList'], ParentType, ContextType, Partial<QueryMailingSubscribersArgs>>;
  mailings?: Resolver<Array<ResolversTypes['Mailing']>, ParentType, ContextType, RequireFields<QueryMailingsArgs, 'page'>>;
  mainCategories?: Resolver<Array<ResolversTypes['CategorySummary']>, ParentType, ContextType, Partial<QueryMainCategoriesArgs>>;
  mediaItem?: Resolver<Maybe<ResolversTypes['MediaItem']>, ParentType, ContextType, RequireFields<QueryMediaItemArgs, 'id'>>;
  mediaItems?: Resolver<Array<ResolversTypes['MediaItem']>, ParentType, ContextType, RequireFields<QueryMediaItemsArgs, 'page'>>;
  menu?: Resolver<Maybe<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryMenuArgs, 'id'>>;
  menus?: Resolver<Array<ResolversTypes['Menu']>, ParentType, ContextType, RequireFields<QueryMenusArgs, 'page'>>;
  notification?: Resolver<Maybe<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationArgs, 'id'>>;
  notifications?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'page'>>;
  oldHeadlines?: Resolver<Array<ResolversTypes['Headline']>, ParentType, ContextType, RequireFields<QueryOldHeadlinesArgs, 'at' | 'headlineCategoryId'>>;
  people?: Resolver<Array<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPeopleArgs, 'page'>>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryPersonArgs, 'id'>>;
  personOptions?: Resolver<Array<ResolversTypes['PersonReferenceOption']>, ParentType, ContextType, RequireFields<QueryPersonOptionsArgs, 'page'>>;
  pickerItems?: Resolver<Array<ResolversTypes['PickerItem']>, ParentType, ContextType, RequireFields<QueryPickerItemsArgs, 'limit' | 'page' | 'provider'>>;
  program?: Resolver<Maybe<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramArgs, 'id'>>;
  programOptions?: Resolver<Array<ResolversTypes['ProgramReferenceOption']>, ParentType, ContextType, RequireFields<QueryProgramOptionsArgs, 'page'>>;
  programs?: Resolver<Array<ResolversTypes['Program']>, ParentType, ContextType, RequireFields<QueryProgramsArgs, 'page'>>;
  recipeAuthors?: Resolver<Array<ResolversTypes['RecipeAuthor']>, ParentType, ContextType>;
  recipeCategories?: Resolver<Array<ResolversTypes['RecipeCategory']>, ParentType, ContextType>;
  reel?: Resolver<Maybe<ResolversTypes['Reel']>, ParentType, ContextType, RequireFields<QueryReelArgs, 'id'>>;
  reels?: Resolver<Array<ResolversTypes['Reel']>, ParentType, ContextType, RequireFields<QueryReelsArgs, 'page'>>;
  roles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  savedViews?: Resolver<Array<ResolversTypes['SavedView']>, ParentType, ContextType, RequireFields<QuerySavedViewsArgs, 'resource'>>;
  sentMail?: Resolver<Maybe<ResolversTypes['SentMail']>, ParentType, ContextType, RequireFields<QuerySentMailArgs, 'id'>>;
  sentMails?: Resolver<ResolversTypes['SentMailList'], ParentType, ContextType, Partial<QuerySentMailsArgs>>;
  signature?: Resolver<Maybe<ResolversTypes['Signature']>, ParentType, ContextType, RequireFields<QuerySignatureArgs, 'id'>>;
  signatureOptions?: Resolver<Array<ResolversTypes['SignatureReferenceOption']>, ParentType, ContextType, RequireFields<QuerySignatureOptionsArgs, 'page'>>;
  signatures?: Resolver<Array<ResolversTypes['Signature']>, ParentType, ContextType, RequireFields<QuerySignaturesArgs, 'page'>>;
  site?: Resolver<Maybe<ResolversTypes['Site']>, ParentType, ContextType, RequireFields<QuerySiteArgs, 'id'>>;
  siteSettings?: Resolver<Maybe<ResolversTypes['SiteSettings']>, ParentType, ContextType, RequireFields<QuerySiteSettingsArgs, 'id'>>;
  sites?: Resolver<Array<ResolversTypes['Site']>, ParentType, ContextType>;
  socialAccount?: Resolver<Maybe<ResolversTypes['SocialAccount']>, ParentType, ContextType, RequireFields<QuerySocialAccountArgs, 'id'>>;
  socialAccountOptions?: Resolver<Array<ResolversTypes['SocialAccountReferenceOption']>, ParentType, ContextType, RequireFields<QuerySocialAccountOptionsArgs, 'page'>>;
  socialAccounts?: Resolver<Array<ResolversTypes['SocialAccount']>, ParentType, ContextType, RequireFields<QuerySocialAccountsArgs, 'page'>>;
  source?: Resolver<Maybe<ResolversTypes['Source']>, ParentType, ContextType, RequireFields<QuerySourceArgs, 'id'>>;
  sourceOptions?: Resolver<Array<ResolversTypes['SourceReferenceOption']>, ParentType, ContextType, RequireFields<QuerySourceOptionsArgs, 'page'>>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType, RequireFields<QuerySourcesArgs, 'page'>>;
  stories?: Resolver<Array<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<QueryStoriesArgs, 'page'>>;
  story?: Resolver<Maybe<ResolversTypes['Story']>, ParentType, ContextType, RequireFields<QueryStoryArgs, 'id'>>;
  subCategories?: Resolver<Array<ResolversTypes['CategorySummary']>, ParentType, ContextType, Partial<QuerySubCategoriesArgs>>;
  subjectTitle?: Resolver<Maybe<ResolversTypes['SubjectTitle']>, ParentType, ContextType, RequireFields<QuerySubjectTitleArgs, 'id'>>;
  subjectTitleOptions?: Resolver<Array<ResolversTypes['SubjectTitleReferenceOption']>, ParentType, ContextType, RequireFields<QuerySubjectTitleOptionsArgs, 'page'>>;
  subjectTitles?: Resolver<Array<ResolversTypes['SubjectTitle']>, ParentType, ContextType, RequireFields<QuerySubjectTitlesArgs, 'page'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  users?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersArgs, 'page'>>;
  utmSource?: Resolver<Maybe<ResolversTypes['UtmSource']>, ParentType, ContextType, RequireFields<QueryUtmSourceArgs, 'id'>>;
  utmSourceOptions?: Resolver<Array<ResolversTypes['UtmSourceReferenceOption']>, ParentType, ContextType, RequireFields<QueryUtmSourceOptionsArgs, 'page'>>;
  utmSources?: Resolver<Array<ResolversTypes['UtmSource']>, ParentType, ContextType, RequireFields<QueryUtmSourcesArgs, 'page'>>;
  videoProcessQueue?: Resolver<Array<ResolversTypes['VideoProcess']>, ParentType, ContextType, RequireFields<QueryVideoProcessQueueArgs, 'page'>>;
  videoProcessQueueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryVideoProcessQueueCountArgs>>;
  videoProcessing?: Resolver<Array<ResolversTypes['VideoProcess']>, ParentType, ContextType, RequireFields<QueryVideoProcessingArgs, 'paths'>>;
  webhookDeliveries?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'webhookId'>>;
  webhooks?: Resolver<Array<ResolversTypes['Webhook']>, ParentType, ContextType>;
};

export type RealtimeEventResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RealtimeEvent'] = ResolversParentTypes['RealtimeEvent']> = {
  payload?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
  topic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RecipeAuthorResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecipeAuthor'] = ResolversParentTypes['RecipeAuthor']> = {
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type RecipeCategoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['RecipeCategory'] = ResolversParentTypes['RecipeCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReelResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Reel'] = ResolversParentTypes['Reel']> = {
  categoryIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shownPosterPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['ReelVideo']>, ParentType, ContextType>;
};

export type ReelVideoResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['ReelVideo'] = ResolversParentTypes['ReelVideo']> = {
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  posterPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RoleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SavedViewResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SavedView'] = ResolversParentTypes['SavedView']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['JSON'], ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SentMailResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SentMail'] = ResolversParentTypes['SentMail']> = {
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headers?: Resolver<Array<ResolversTypes['SentMailHeader']>, ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mailingId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SentMailHeaderResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SentMailHeader'] = ResolversParentTypes['SentMailHeader']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SentMailListResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SentMailList'] = ResolversParentTypes['SentMailList']> = {
  data?: Resolver<Array<ResolversTypes['SentMail']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SeoContentSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SeoContentSettings'] = ResolversParentTypes['SeoContentSettings']> = {
  dreamInterpretationTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SignatureResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Signature'] = ResolversParentTypes['Signature']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SignatureReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SignatureReferenceOption'] = ResolversParentTypes['SignatureReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['SiteSettings']>, ParentType, ContextType>;
  tinyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SiteSettingsResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SiteSettings'] = ResolversParentTypes['SiteSettings']> = {
  embedHosts?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  flashNewsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headlineKickPermission?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAuthorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCartoonistEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpirationDate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMagazineQuoteEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProgramEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShowAddArchiveButton?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSmilesEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  liveTransferCoverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  notificationFlashNewsCoverImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seoContent?: Resolver<Maybe<ResolversTypes['SeoContentSettings']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialAccountResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SocialAccount'] = ResolversParentTypes['SocialAccount']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  handle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  network?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SocialAccountReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SocialAccountReferenceOption'] = ResolversParentTypes['SocialAccountReferenceOption']> = {
  displayName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SourceReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SourceReferenceOption'] = ResolversParentTypes['SourceReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type StoryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Story'] = ResolversParentTypes['Story']> = {
  categoryIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  frames?: Resolver<Maybe<Array<ResolversTypes['StoryFrame']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pinned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StoryFrameResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['StoryFrame'] = ResolversParentTypes['StoryFrame']> = {
  duration?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  externalLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubjectTitleResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubjectTitle'] = ResolversParentTypes['SubjectTitle']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SubjectTitleReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['SubjectTitleReferenceOption'] = ResolversParentTypes['SubjectTitleReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  currentTime?: SubscriptionResolver<ResolversTypes['String'], "currentTime", ParentType, ContextType>;
  editPermitChanged?: SubscriptionResolver<ResolversTypes['EditPermit'], "editPermitChanged", ParentType, ContextType, RequireFields<SubscriptionEditPermitChangedArgs, 'id' | 'resource'>>;
  editPermitHoldersChanged?: SubscriptionResolver<ResolversTypes['EditPermitHolderChange'], "editPermitHoldersChanged", ParentType, ContextType, RequireFields<SubscriptionEditPermitHoldersChangedArgs, 'resource'>>;
  headlineChanged?: SubscriptionResolver<ResolversTypes['HeadlineChange'], "headlineChanged", ParentType, ContextType, RequireFields<SubscriptionHeadlineChangedArgs, 'headlineCategoryId'>>;
  realtimeEvents?: SubscriptionResolver<ResolversTypes['RealtimeEvent'], "realtimeEvents", ParentType, ContextType, RequireFields<SubscriptionRealtimeEventsArgs, 'topic'>>;
  reelsChanged?: SubscriptionResolver<ResolversTypes['BoardChange'], "reelsChanged", ParentType, ContextType>;
  storiesChanged?: SubscriptionResolver<ResolversTypes['BoardChange'], "storiesChanged", ParentType, ContextType>;
};

export type UserResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  sites?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserRefResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UserRef'] = ResolversParentTypes['UserRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UtmSourceResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UtmSource'] = ResolversParentTypes['UtmSource']> = {
  campaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  medium?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  siteId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UtmSourceReferenceOptionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['UtmSourceReferenceOption'] = ResolversParentTypes['UtmSourceReferenceOption']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isApproved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VideoProcessResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['VideoProcess'] = ResolversParentTypes['VideoProcess']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posterPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  processDuration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  processEnd?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  processStart?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  renditions?: Resolver<Array<ResolversTypes['VideoRendition']>, ParentType, ContextType>;
  resolutions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sourceHeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sourceWidth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VideoRenditionResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['VideoRendition'] = ResolversParentTypes['VideoRendition']> = {
  bitrate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['Webhook'] = ResolversParentTypes['Webhook']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['WebhookEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastDelivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WebhookDeliveryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = {
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  event?: Resolver<ResolversTypes['WebhookEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nextAttemptDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  responseBody?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
  tries?: Resolver<Array<ResolversTypes['WebhookDeliveryTry']>, ParentType, ContextType>;
  webhookId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WebhookDeliveryTryResolvers<ContextType = RequestContext, ParentType extends ResolversParentTypes['WebhookDeliveryTry'] = ResolversParentTypes['WebhookDeliveryTry']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attempt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = RequestContext> = {
  ActiveUser?: ActiveUserResolvers<ContextType>;
  ActivityEntry?: ActivityEntryResolvers<ContextType>;
  Agency?: AgencyResolvers<ContextType>;
  AgencyArchive?: AgencyArchiveResolvers<ContextType>;
  AgencyContent?: AgencyContentResolvers<ContextType>;
  AgencyImage?: AgencyImageResolvers<ContextType>;
  AgencyRef?: AgencyRefResolvers<ContextType>;
  AgencyVideoContent?: AgencyVideoContentResolvers<ContextType>;
  AgencyVideoRendition?: AgencyVideoRenditionResolvers<ContextType>;
  AgencyWireText?: AgencyWireTextResolvers<ContextType>;
  Author?: AuthorResolvers<ContextType>;
  AuthorReferenceOption?: AuthorReferenceOptionResolvers<ContextType>;
  BoardChange?: BoardChangeResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandReferenceOption?: BrandReferenceOptionResolvers<ContextType>;
  BulkActionReport?: BulkActionReportResolvers<ContextType>;
  BulkRowResult?: BulkRowResultResolvers<ContextType>;
  Cartoonist?: CartoonistResolvers<ContextType>;
  CartoonistReferenceOption?: CartoonistReferenceOptionResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryOptions?: CategoryOptionsResolvers<ContextType>;
  CategoryReferenceOption?: CategoryReferenceOptionResolvers<ContextType>;
  CategorySummary?: CategorySummaryResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  ContentAgencySource?: ContentAgencySourceResolvers<ContextType>;
  ContentAgencyUpdate?: ContentAgencyUpdateResolvers<ContextType>;
  ContentCoverImage?: ContentCoverImageResolvers<ContextType>;
  ContentCoverVideo?: ContentCoverVideoResolvers<ContextType>;
  ContentDraft?: ContentDraftResolvers<ContextType>;
  ContentDraftAgencySource?: ContentDraftAgencySourceResolvers<ContextType>;
  ContentDraftSaved?: ContentDraftSavedResolvers<ContextType>;
  ContentEmbed?: ContentEmbedResolvers<ContextType>;
  ContentImage?: ContentImageResolvers<ContextType>;
  ContentPdf?: ContentPdfResolvers<ContextType>;
  ContentReferenceOption?: ContentReferenceOptionResolvers<ContextType>;
  ContentRevision?: ContentRevisionResolvers<ContextType>;
  ContentSocialShare?: ContentSocialShareResolvers<ContextType>;
  ContentUpdatedByUser?: ContentUpdatedByUserResolvers<ContextType>;
  ContentVideo?: ContentVideoResolvers<ContextType>;
  Crop?: CropResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DirectoryChange?: DirectoryChangeResolvers<ContextType>;
  DirectoryRefresh?: DirectoryRefreshResolvers<ContextType>;
  DirectoryRefreshJob?: DirectoryRefreshJobResolvers<ContextType>;
  DreamInterpretation?: DreamInterpretationResolvers<ContextType>;
  Dua?: DuaResolvers<ContextType>;
  EditPermit?: EditPermitResolvers<ContextType>;
  EditPermitHolder?: EditPermitHolderResolvers<ContextType>;
  EditPermitHolderChange?: EditPermitHolderChangeResolvers<ContextType>;
  EditPermitRequest?: EditPermitRequestResolvers<ContextType>;
  EditPermitTransition?: EditPermitTransitionResolvers<ContextType>;
  EditPermitUser?: EditPermitUserResolvers<ContextType>;
  EditorContentReport?: EditorContentReportResolvers<ContextType>;
  EditorContentReportRow?: EditorContentReportRowResolvers<ContextType>;
  EditorContentTypeCount?: EditorContentTypeCountResolvers<ContextType>;
  Fatwa?: FatwaResolvers<ContextType>;
  FeatureFlag?: FeatureFlagResolvers<ContextType>;
  GlobalSearchGroup?: GlobalSearchGroupResolvers<ContextType>;
  GlobalSearchHit?: GlobalSearchHitResolvers<ContextType>;
  Hadith?: HadithResolvers<ContextType>;
  Handbook?: HandbookResolvers<ContextType>;
  HandbookAcceptance?: HandbookAcceptanceResolvers<ContextType>;
  HandbookSection?: HandbookSectionResolvers<ContextType>;
  Headline?: HeadlineResolvers<ContextType>;
  HeadlineCategory?: HeadlineCategoryResolvers<ContextType>;
  HeadlineCategoryReferenceOption?: HeadlineCategoryReferenceOptionResolvers<ContextType>;
  HeadlineChange?: HeadlineChangeResolvers<ContextType>;
  HeadlineContentSummary?: HeadlineContentSummaryResolvers<ContextType>;
  HeadlineItem?: HeadlineItemResolvers<ContextType>;
  HeadlineItemTag?: HeadlineItemTagResolvers<ContextType>;
  HeadlineList?: HeadlineListResolvers<ContextType>;
  HeadlineTag?: HeadlineTagResolvers<ContextType>;
  HeadlineType?: HeadlineTypeResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  LiveTransfer?: LiveTransferResolvers<ContextType>;
  Mailing?: MailingResolvers<ContextType>;
  MailingChannel?: MailingChannelResolvers<ContextType>;
  MailingChannelReferenceOption?: MailingChannelReferenceOptionResolvers<ContextType>;
  MailingDelivery?: MailingDeliveryResolvers<ContextType>;
  MailingDeliveryList?: MailingDeliveryListResolvers<ContextType>;
  MailingItem?: MailingItemResolvers<ContextType>;
  MailingPreview?: MailingPreviewResolvers<ContextType>;
  MailingReport?: MailingReportResolvers<ContextType>;
  MailingSubscriber?: MailingSubscriberResolvers<ContextType>;
  MailingSubscriberImport?: MailingSubscriberImportResolvers<ContextType>;
  MailingSubscriberImportInvalid?: MailingSubscriberImportInvalidResolvers<ContextType>;
  MailingSubscriberList?: MailingSubscriberListResolvers<ContextType>;
  MailingTestResult?: MailingTestResultResolvers<ContextType>;
  MediaItem?: MediaItemResolvers<ContextType>;
  MediaUsage?: MediaUsageResolvers<ContextType>;
  Menu?: MenuResolvers<ContextType>;
  MenuCacheClear?: MenuCacheClearResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MenuItemProblem?: MenuItemProblemResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationDelivery?: NotificationDeliveryResolvers<ContextType>;
  PasswordLink?: PasswordLinkResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  PermissionCategory?: PermissionCategoryResolvers<ContextType>;
  PermissionDetail?: PermissionDetailResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonReferenceOption?: PersonReferenceOptionResolvers<ContextType>;
  PickerItem?: PickerItemResolvers<ContextType>;
  Program?: ProgramResolvers<ContextType>;
  ProgramReferenceOption?: ProgramReferenceOptionResolvers<ContextType>;
  ProgramSlot?: ProgramSlotResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealtimeEvent?: RealtimeEventResolvers<ContextType>;
  RecipeAuthor?: RecipeAuthorResolvers<ContextType>;
  RecipeCategory?: RecipeCategoryResolvers<ContextType>;
  Reel?: ReelResolvers<ContextType>;
  ReelVideo?: ReelVideoResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  SavedView?: SavedViewResolvers<ContextType>;
  SentMail?: SentMailResolvers<ContextType>;
  SentMailHeader?: SentMailHeaderResolvers<ContextType>;
  SentMailList?: SentMailListResolvers<ContextType>;
  SeoContentSettings?: SeoContentSettingsResolvers<ContextType>;
  Signature?: SignatureResolvers<ContextType>;
  SignatureReferenceOption?: SignatureReferenceOptionResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SiteSettings?: SiteSettingsResolvers<ContextType>;
  SocialAccount?: SocialAccountResolvers<ContextType>;
  SocialAccountReferenceOption?: SocialAccountReferenceOptionResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  SourceReferenceOption?: SourceReferenceOptionResolvers<ContextType>;
  Story?: StoryResolvers<ContextType>;
  StoryFrame?: StoryFrameResolvers<ContextType>;
  SubjectTitle?: SubjectTitleResolvers<ContextType>;
  SubjectTitleReferenceOption?: SubjectTitleReferenceOptionResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserRef?: UserRefResolvers<ContextType>;
  UtmSource?: UtmSourceResolvers<ContextType>;
  UtmSourceReferenceOption?: UtmSourceReferenceOptionResolvers<ContextType>;
  VideoProcess?: VideoProcessResolvers<ContextType>;
  VideoRendition?: VideoRenditionResolvers<ContextType>;
  Webhook?: WebhookResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryTry?: WebhookDeliveryTryResolvers<ContextType>;
};

