import { defineResource } from './defineResource.ts';
import { boolean, text, textarea } from './fields.ts';

/**
 * Feature flags (system settings): a key the code asks for, what it switches, and whether it is on.
 * The keys the code knows and what each switches are declared in knownFeatureFlags.ts.
 * Not site-scoped: like users, they belong to the whole back office (the permission is still
 * checked on the request's site).
 */
export const featureFlags = defineResource({
  name: 'featureFlags',
  typeName: 'FeatureFlag',
  permission: 'featureFlags',
  operations: { one: 'featureFlag', list: 'featureFlags', save: 'saveFeatureFlag' },
  siteScoped: false,
  fields: {
    key: text({ required: true, maxLength: 100, list: true, search: true }),
    description: textarea({ maxLength: 500, list: true, search: true }),
    enabled: boolean({ list: true, filter: true }),
  },
  representation: 'key',
  unique: [['key']],
  sort: { field: 'key', order: 'ASC' },
  // Sessions and the delivery API read the flags through the session lookups' cache.
  hooks: { afterChange: ({ invalidateSessions }) => invalidateSessions() },
});
