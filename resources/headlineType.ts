import { defineResource } from './defineResource.ts';
import { approval, reference, text } from './fields.ts';

/** Headline types (spec 02 §3): a name, unique within its headline category (02 §5), plus the approved flag. */
export const headlineTypes = defineResource({
  name: 'headlineTypes',
  typeName: 'HeadlineType',
  permission: 'headlineSettings',
  operations: { one: 'headlineType', list: 'headlineTypes', save: 'saveHeadlineType', delete: 'deleteHeadlineType' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    // Required: the uniqueness is per category, and a type outside any category would escape it.
    categoryId: reference('headlineCategories', { required: true, list: true, filter: true }),
    isApproved: approval(),
  },
  representation: 'name',
  unique: [['name', 'categoryId']],
  sort: { field: 'name', order: 'ASC' },
});
