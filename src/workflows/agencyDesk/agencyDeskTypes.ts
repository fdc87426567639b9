import type { AgencyFilter } from '../../../resources/agencyFilter.ts';
import type { AgencyImage } from '../../../resources/agencyImage.ts';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';

export const AGENCY_TABS = ['contents', 'archive', 'video'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

export type { AgencyImage };

export interface AgencyVideoFile {
  path: string | null;
  mimeType?: string | null;
}

/** An item as the detail view shows it, whatever its tab (spec 01 §3). */
export interface AgencyItemDetail {
  tab: AgencyTab;
  /** What the status mutation of its tab takes. */
  key: string;
  agencyContentId: string | null;
  title: string;
  spot: string;
  /** Simple HTML (resources/simpleHtml.ts). */
  content: string;
  city: string | null;
  country: string | null;
  tags: string[];
  agency: { id: string; name: string } | null;
  category: string | null;
  createdDate: string;
  updatedDate: string | null;
  author: string | null;
  source: string | null;
  cameraman: string | null;
  images: AgencyImage[];
  videos: AgencyVideoFile[];
  status: AgencyStatus;
  hasItBeenUsed: boolean;
  /** Agency contents only. */
  isInappropriate: boolean | null;
  /** Archive only. */
  isApproved: boolean | null;
  /** Who last acted on an agency item, or who archived an archive item. */
  editor: string | null;
  /** Agency contents: the version saveAgencyContent is based on. */
  version: number | null;
}

/** One row of any tab, in the shape the list shows. */
export interface AgencyDeskRow {
  key: string;
  title: string;
  agencyName: string;
  category: string | null;
  createdDate: string;
  status: AgencyStatus;
  hasItBeenUsed: boolean;
  isInappropriate: boolean;
  images: AgencyImage[];
  cursor: string;
  /** The whole item when the list brings it (archive and video have no lookup by id). */
  detail?: AgencyItemDetail;
}

export interface AgencyPage {
  after?: string;
  firstCreatedDate?: string;
}

/** The toolbar's choices (spec 01 §2), as the API's filter takes them. */
export type AgencyDeskFilter = Pick<AgencyFilter, 'agencyIds' | 'agencyCategories' | 'newsTypes' | 'startDate' | 'endDate' | 'users' | 'isApproved' | 'used' | 'inappropriate'>;

export interface AgencyOption {
  agencyId: string;
  name: string;
}

export interface ActiveUser {
  id: string;
  name: string;
}

/** An editor's marks on an agency item, based on the version they saw. */
export interface AgencyContentMarks {
  agencyContentId: string;
  version: number;
  hasItBeenUsed?: boolean;
  isInappropriate?: boolean;
}

/** What a mark changed: the item's new version and flags. */
export type AgencyContentMarked = Pick<AgencyItemDetail, 'version' | 'status' | 'hasItBeenUsed' | 'isInappropriate' | 'editor'>;

/** A new archive item made from an agency item (saveAgencyArchive's input). */
export interface AgencyArchiveInput {
  agencyContentId: string | null;
  agencyId: string | null;
  title: string;
  spot: string;
  content: string;
  tags: string[];
  agencyCategoryName: string | null;
  images: AgencyImage[];
  source: string | null;
  author: string | null;
}

/** What the desk asks of the API; stories and tests give an in-memory one. */
export interface AgencyDeskTransport {
  list(tab: AgencyTab, filter: AgencyDeskFilter, page: AgencyPage, limit: number): Promise<AgencyDeskRow[]>;
  agencies(tab: AgencyTab): Promise<AgencyOption[]>;
  /** The agencies' own category names. */
  categories(): Promise<string[]>;
  /** The creator filter's choices: who acted on agency items, or who archived. */
  creators(tab: 'contents' | 'archive'): Promise<ActiveUser[]>;
  /** True when the status changed. */
  setStatus(tab: AgencyTab, key: string, status: AgencyStatus): Promise<boolean>;
  /** An agency item as it is now; null when it is gone. */
  agencyContent(agencyContentId: string): Promise<AgencyItemDetail | null>;
  /** Refused with CONFLICT when the item changed after `version`. */
  markAgencyContent(marks: AgencyContentMarks): Promise<AgencyContentMarked>;
  saveAgencyArchive(input: AgencyArchiveInput): Promise<{ id: string }>;
}
