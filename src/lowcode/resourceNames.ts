// Written by `npm run resources:sync` from the files of resources/; do not edit.

/** The declared resources by name: a route of src/routes/routeMap.ts with the same name shows its screens. */
export const RESOURCE_NAMES: readonly string[] = [
  'authors',
  'brands',
  'cartoonists',
  'categories',
  'contents',
  'featureFlags',
  'headlineCategories',
  'headlineTags',
  'headlineTypes',
  'liveTransfers',
  'mailings',
  'mailingChannels',
  'mediaItems',
  'notifications',
  'programs',
  'reels',
  'signatures',
  'sources',
  'stories',
  'users',
];
