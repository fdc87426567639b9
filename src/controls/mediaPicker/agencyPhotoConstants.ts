/**
 * Spec 01 §9, the agency photo picker (the agency and archive tabs of the media picker). The
 * agency-desk issue builds the tabs on these; they are kept here so the numbers exist once.
 */
export const AGENCY_PHOTO_PAGE_SIZE = 20;
export const AGENCY_PHOTO_PLACEHOLDER_CARDS = 50;
export const AGENCY_PHOTO_SEARCH_DEBOUNCE_MS = 500;
/** Content types the agency tab lists; the photo request itself asks for these two. */
export const AGENCY_PHOTO_CONTENT_TYPES = ['news', 'photo-gallery', 'video'] as const;
export const AGENCY_PHOTO_REQUEST_TYPES = ['photo-gallery', 'infographic'] as const;
