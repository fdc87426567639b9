/** Spec 01 §9, the agency photo picker (the agency and archive tabs of the media picker). */
export const AGENCY_PHOTO_PAGE_SIZE = 20;
export const AGENCY_PHOTO_PLACEHOLDER_CARDS = 50;
export const AGENCY_PHOTO_SEARCH_DEBOUNCE_MS = 500;
/** The spec's content types of the agency tab. */
export const AGENCY_PHOTO_CONTENT_TYPES = ['news', 'photo-gallery', 'video'] as const;
/** The spec's content types of the photo request. */
export const AGENCY_PHOTO_REQUEST_TYPES = ['photo-gallery', 'infographic'] as const;

/**
 * The spec's names onto what the server stores. The ingest writes an item's `types` with the spec's
 * own names (server/ingest/wireItem.ts CONTENT_TYPE_OF_KIND): a text or package item is 'news', a
 * picture 'photo-gallery', a graphic 'infographic', a video 'video', audio 'podcast'; the demo seed
 * writes 'news' and 'photo-gallery'. The `contentTypes` filter matches any of those strings
 * (server/ingest/desk/agencyLists.ts), so the names map one to one:
 *
 * - news → 'news': text items, whose pictures come as ninjs associations.
 * - photo-gallery → 'photo-gallery': wire pictures, the image being the item itself.
 * - infographic (photo request) → 'infographic': wire graphics, likewise.
 * - video → dropped: a video item is stored in the video list (agencyVideos), never among the
 *   agency contents, and carries no still, so asking for it would only look as if it did something.
 *
 * Our API gives an item's images with the item, so the spec's separate photo request is the same
 * agencyContents call: it asks for the agency tab's types and the photo request's together. The
 * archive keeps no types (its filter ignores `contentTypes`); it is sent the same list all the same.
 */
export const AGENCY_PHOTO_FILTER_TYPES: readonly string[] = [...new Set([...AGENCY_PHOTO_CONTENT_TYPES, ...AGENCY_PHOTO_REQUEST_TYPES])].filter(
  (type) => type !== 'video',
);

export const AGENCY_PHOTO_TABS = ['agency', 'archive'] as const;
export type AgencyPhotoTab = (typeof AGENCY_PHOTO_TABS)[number];
