import { defineResource } from './defineResource.ts';
import { textarea } from './fields.ts';
import { seoContentHead, seoContentHooks, seoContentTail } from './seoContentFields.ts';

/** Duas (spec 02 §1, §3): an SEO content, with the prayer's original Arabic words beside its text (ours). */
export const duas = defineResource({
  name: 'duas',
  typeName: 'Dua',
  permission: 'seoContents',
  operations: { one: 'dua', list: 'duas', save: 'saveDua', delete: 'deleteDua' },
  siteScoped: true,
  fields: { ...seoContentHead('dua'), arabicText: textarea({ maxLength: 4000 }), ...seoContentTail() },
  hooks: seoContentHooks,
  representation: 'title',
  sort: { field: 'updatedDate', order: 'DESC' },
});
