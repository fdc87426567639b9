import { defineResource } from './defineResource.ts';
import { textarea } from './fields.ts';
import { seoContentHead, seoContentHooks, seoContentTail } from './seoContentFields.ts';

/** Fatwas (spec 02 §1, §3): an SEO content, the question asked (ours) and the answer as its text. */
export const fatwas = defineResource({
  name: 'fatwas',
  typeName: 'Fatwa',
  permission: 'seoContents',
  operations: { one: 'fatwa', list: 'fatwas', save: 'saveFatwa', delete: 'deleteFatwa' },
  siteScoped: true,
  fields: { ...seoContentHead('fatwa'), question: textarea({ required: true, maxLength: 2000, search: true }), ...seoContentTail() },
  hooks: seoContentHooks,
  representation: 'title',
  sort: { field: 'updatedDate', order: 'DESC' },
});
