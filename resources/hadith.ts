import { defineResource } from './defineResource.ts';
import { number, text } from './fields.ts';
import { seoContentHead, seoContentHooks, seoContentTail } from './seoContentFields.ts';

/**
 * Hadiths (spec 02 §1, §3): an SEO content with its number, source (the collection, e.g. Buhârî),
 * narrator and book; its detail route needs an id (`seo/hadith/detail/:id`), so a new one is started
 * from the list (server/seoContents/README.md, src/workflows/seoContents/README.md).
 */
export const hadiths = defineResource({
  name: 'hadiths',
  typeName: 'Hadith',
  permission: 'seoContents',
  operations: { one: 'hadith', list: 'hadiths', save: 'saveHadith', delete: 'deleteHadith' },
  siteScoped: true,
  fields: {
    ...seoContentHead('hadith'),
    number: number({ nullable: true, list: true, filter: true }),
    source: text({ maxLength: 120, list: true, search: true }),
    narrator: text({ maxLength: 120, list: true, search: true }),
    book: text({ required: true, maxLength: 120, list: true, search: true }),
    ...seoContentTail({ draftWithoutText: true }),
  },
  hooks: seoContentHooks,
  representation: 'title',
  sort: { field: 'updatedDate', order: 'DESC' },
});
