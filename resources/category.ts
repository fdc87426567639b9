import { defineResource } from './defineResource.ts';
import { CATEGORY_HIERARCHY, CONTENT_TYPE } from './enums.ts';
import { approval, boolean, color, enumeration, number, object, reference, text, url } from './fields.ts';

const [MAIN, SUB] = CATEGORY_HIERARCHY.values.map(({ value }) => value);

/**
 * Categories (spec 01 §3): two levels, main and sub. A sub-category names its main category in
 * `parentId`; `hierarchy` is computed from it on every save (the beforeChange hook) (no parent: main) and stored, so lists
 * and `subCategories` / `mainCategories` filter on it.
 */
export const categories = defineResource({
  name: 'categories',
  typeName: 'Category',
  permission: 'category',
  operations: { one: 'category', list: 'categories', save: 'saveCategory' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    displayName: text({ maxLength: 100, list: true, search: true }),
    linkName: text({ required: true, maxLength: 150, search: true, rules: ['slug'] }),
    parentId: reference('categories', { list: true, filter: true, choices: { hierarchy: MAIN } }),
    hierarchy: enumeration(CATEGORY_HIERARCHY, { readOnly: true, list: true, filter: true }),
    contentTypes: enumeration(CONTENT_TYPE, { multiple: true, list: true, filter: true }),
    color: color({ list: true }),
    order: number({ defaultValue: 0, rules: ['orderNotEmpty'], list: true }),
    iconUrl: url('any'),
    options: object('CategoryOptions', { isSportsEnabled: boolean() }),
    isApproved: approval(),
  },
  hooks: { beforeChange: ({ data }) => ({ ...data, hierarchy: data.parentId ? SUB : MAIN }) },
  representation: 'name',
  unique: [['linkName']],
  sort: { field: 'order', order: 'ASC' },
});
