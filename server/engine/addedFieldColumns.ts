/**
 * Fields that modules add to a resource's GraphQL type (not declared fields), with the columns
 * their resolvers read: a list page asked for one reads those columns too. Keyed by resource name.
 */
export const ADDED_FIELD_COLUMNS: Partial<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  // server/graphql/contentAgency.ts
  contents: { agencyUpdate: ['agencySource'] },
  // server/graphql/mediaLibrary.ts
  mediaItems: { usageCount: ['siteId', 'path'], usages: ['siteId', 'path'], crops: ['path'] },
};
