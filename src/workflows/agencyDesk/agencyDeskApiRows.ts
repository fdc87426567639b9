import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { AgencyDeskRow, AgencyImage, AgencyItemDetail, AgencyTab, AgencyVideoFile } from './agencyDeskTypes.ts';

/** An agency item, archive item or video as the API answers, every tab's fields optional. */
export interface ApiItem {
  id?: string | number;
  agencyContentId?: string | null;
  title: string;
  spot?: string | null;
  content?: string | null;
  city?: string | null;
  country?: string | null;
  tags?: string[] | null;
  agencyCategoryName?: string | null;
  category?: string | null;
  createdDate: string;
  updatedDate?: string | null;
  status: AgencyStatus;
  hasItBeenUsed: boolean;
  isInappropriate?: boolean | null;
  isApproved?: boolean | null;
  source?: string | null;
  author?: string | null;
  cameraman?: string | null;
  version?: number | null;
  cursor?: string;
  agency: { id?: string; name: string } | null;
  user?: { name: string } | null;
  createdBy?: { name: string } | null;
  images?: AgencyImage[] | null;
  video?: AgencyVideoFile[] | null;
}

const keyOf = (tab: AgencyTab, item: ApiItem) => String(tab === 'contents' ? item.agencyContentId : item.id);

export function toDetail(tab: AgencyTab, item: ApiItem): AgencyItemDetail {
  return {
    tab,
    key: keyOf(tab, item),
    agencyContentId: item.agencyContentId ?? null,
    title: item.title,
    spot: item.spot ?? '',
    content: item.content ?? '',
    city: item.city ?? null,
    country: item.country ?? null,
    tags: item.tags ?? [],
    agency: item.agency ? { id: String(item.agency.id ?? ''), name: item.agency.name } : null,
    category: item.agencyCategoryName ?? item.category ?? null,
    createdDate: item.createdDate,
    updatedDate: item.updatedDate ?? null,
    author: item.author ?? null,
    source: item.source ?? null,
    cameraman: item.cameraman ?? null,
    images: item.images ?? [],
    videos: item.video ?? [],
    status: item.status,
    hasItBeenUsed: item.hasItBeenUsed,
    isInappropriate: tab === 'contents' ? Boolean(item.isInappropriate) : null,
    isApproved: tab === 'archive' ? Boolean(item.isApproved) : null,
    editor: (tab === 'archive' ? item.createdBy?.name : item.user?.name) ?? null,
    version: item.version ?? null,
  };
}

export function toRow(tab: AgencyTab, item: ApiItem): AgencyDeskRow {
  return {
    key: keyOf(tab, item),
    title: item.title,
    agencyName: item.agency?.name ?? '',
    category: item.agencyCategoryName ?? item.category ?? null,
    createdDate: item.createdDate,
    status: item.status,
    hasItBeenUsed: item.hasItBeenUsed,
    isInappropriate: Boolean(item.isInappropriate),
    images: item.images ?? [],
    cursor: item.cursor ?? '',
    ...(tab === 'contents' ? {} : { detail: toDetail(tab, item) }),
  };
}
