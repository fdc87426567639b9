import type { GetAgencyArchivesQuery, GetAgencyContentQuery, GetAgencyContentsQuery, GetAgencyVideosQuery } from '../../graphql/graphql.ts';

export const AGENCY_TABS = ['contents', 'archive', 'video'] as const;
export type AgencyTab = (typeof AGENCY_TABS)[number];

/** The API's items, as the desk's documents select them (src/graphql, generated from schema.graphql). */
export type AgencyContentRow = GetAgencyContentsQuery['agencyContents'][number];
export type AgencyContentItem = NonNullable<GetAgencyContentQuery['agencyContent']>;
export type AgencyArchiveItem = GetAgencyArchivesQuery['agencyArchives'][number];
export type AgencyVideoItem = GetAgencyVideosQuery['agencyVideos'][number];
type DeskItem = AgencyContentItem | AgencyArchiveItem | AgencyVideoItem;

/** What the status mutation of the item's tab takes: an agency item's agencyContentId, else its id. */
const keyOf = (item: DeskItem | AgencyContentRow) => ('id' in item ? String(item.id) : item.agencyContentId);

/** An item as the detail view shows it, whatever its tab (spec 01 §3). */
export function toDetail(tab: AgencyTab, item: DeskItem) {
  return {
    tab,
    key: keyOf(item),
    agencyContentId: item.agencyContentId ?? null,
    title: item.title,
    spot: 'spot' in item ? item.spot : '',
    /** Simple HTML (resources/simpleHtml.ts). */
    content: item.content,
    city: 'city' in item ? item.city : null,
    country: 'country' in item ? item.country : null,
    tags: item.tags,
    agency: item.agency,
    category: 'category' in item ? item.category : item.agencyCategoryName,
    createdDate: item.createdDate,
    updatedDate: 'updatedDate' in item ? item.updatedDate : null,
    /** Agency contents: held by the agency until then (ISO), or null. */
    embargoUntil: 'embargoUntil' in item ? item.embargoUntil : null,
    author: 'author' in item ? item.author : null,
    source: item.source,
    cameraman: 'cameraman' in item ? item.cameraman : null,
    images: 'images' in item ? item.images : [],
    videos: 'video' in item ? item.video : [],
    status: item.status,
    hasItBeenUsed: item.hasItBeenUsed,
    /** Agency contents only. */
    isInappropriate: 'isInappropriate' in item ? item.isInappropriate : null,
    /** Archive only. */
    isApproved: 'isApproved' in item ? item.isApproved : null,
    /** Who last acted on an agency item, or who archived an archive item. */
    editor: ('createdBy' in item ? item.createdBy?.name : 'user' in item ? item.user?.name : undefined) ?? null,
    /** Agency contents: the version saveAgencyContent is based on. */
    version: 'version' in item ? item.version : null,
  };
}

export type AgencyItemDetail = ReturnType<typeof toDetail>;

/** One row of any tab, as the list shows it; archive and video rows bring the whole item (no lookup by id). */
export function toRow(tab: AgencyTab, item: AgencyContentRow | AgencyArchiveItem | AgencyVideoItem) {
  return {
    key: keyOf(item),
    title: item.title,
    /** The summary shown after the title (a video has none). */
    spot: 'spot' in item ? item.spot : '',
    embargoUntil: 'embargoUntil' in item ? item.embargoUntil : null,
    agencyName: item.agency?.name ?? '',
    category: 'category' in item ? item.category : item.agencyCategoryName,
    createdDate: item.createdDate,
    status: item.status,
    hasItBeenUsed: item.hasItBeenUsed,
    isInappropriate: 'isInappropriate' in item && item.isInappropriate,
    images: 'images' in item ? item.images : [],
    /** Agency contents: the version a bulk mark is based on. */
    version: 'version' in item ? item.version : null,
    cursor: item.cursor,
    detail: tab === 'contents' ? undefined : toDetail(tab, item as AgencyArchiveItem | AgencyVideoItem),
  };
}

export type AgencyDeskRow = ReturnType<typeof toRow>;
