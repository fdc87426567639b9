import { defineResource } from './defineResource.ts';
import { CONTENT_TYPE } from './enums.ts';
import { approval, enumeration, number, reference, text } from './fields.ts';
import { maxValue, requiredWith } from './headlineRules.ts';

/** The most items a headline type may show on the site (ours: the spec gives no bound). */
export const MAX_HEADLINE_ITEMS = 100;

/**
 * Headline types (spec 02 §3): a name, unique within its headline category (02 §5), plus the
 * approved flag; how many items the site shows, which content types it takes (none: all) and its
 * cover crop, which needs width and height (02 §5). Each site has one headline per type, created
 * with the type (server/headlines).
 */
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
    itemCount: number({ required: true, min: 1, defaultValue: 10, list: true, rules: [maxValue(MAX_HEADLINE_ITEMS)] }),
    supportedContentTypes: enumeration(CONTENT_TYPE, { multiple: true }),
    coverCropWidth: number({ min: 1, rules: [requiredWith('coverCropHeight')] }),
    coverCropHeight: number({ min: 1, rules: [requiredWith('coverCropWidth')] }),
    isApproved: approval(),
  },
  representation: 'name',
  unique: [['name', 'categoryId']],
  sort: { field: 'name', order: 'ASC' },
});
