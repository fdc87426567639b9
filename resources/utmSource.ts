import { defineResource } from './defineResource.ts';
import { approval, text } from './fields.ts';

/** The UTM values as stored: trimmed, an empty campaign kept as none. */
const trimmedUtm = (data: Record<string, unknown>) => {
  const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
  const campaign = trim(data.campaign);
  return { ...data, source: trim(data.source), medium: trim(data.medium), campaign: campaign === '' ? null : campaign };
};

/**
 * A site's UTM sources (spec 02 §3 "Social media: accounts and UTM sources"): a name unique on the
 * site and the utm_source, utm_medium and (optional) utm_campaign values a share link carries
 * (resources/shareLinks.ts). Stored trimmed: a required value of spaces only is refused as missing, a
 * campaign of spaces only is kept as none.
 */
export const utmSources = defineResource({
  name: 'utmSources',
  typeName: 'UtmSource',
  permission: 'socialMedia',
  operations: { one: 'utmSource', list: 'utmSources', save: 'saveUtmSource', delete: 'deleteUtmSource' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    source: text({ required: true, maxLength: 100, list: true }),
    medium: text({ required: true, maxLength: 100, list: true }),
    campaign: text({ maxLength: 100, list: true }),
    isApproved: approval(),
  },
  hooks: { beforeChange: ({ data }) => trimmedUtm(data) },
  representation: 'name',
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
});
