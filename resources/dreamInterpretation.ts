import { defineResource } from './defineResource.ts';
import { seoContentHead, seoContentHooks, seoContentTail } from './seoContentFields.ts';

/**
 * Dream interpretations (spec 02 §1, §3): an SEO content ("seeing … in a dream"); the site's page of
 * them is titled by the site settings' `seoContent.dreamInterpretationTitle`.
 */
export const dreamInterpretations = defineResource({
  name: 'dreamInterpretations',
  typeName: 'DreamInterpretation',
  permission: 'seoContents',
  operations: { one: 'dreamInterpretation', list: 'dreamInterpretations', save: 'saveDreamInterpretation', delete: 'deleteDreamInterpretation' },
  siteScoped: true,
  fields: { ...seoContentHead('dreamInterpretation'), ...seoContentTail() },
  hooks: seoContentHooks,
  representation: 'title',
  sort: { field: 'updatedDate', order: 'DESC' },
});
