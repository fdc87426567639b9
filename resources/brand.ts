import { defineResource } from './defineResource.ts';
import { approval, image, text, url } from './fields.ts';

/**
 * Brands (spec 02 §3): a name, a logo for light and one for dark backgrounds, a banner, and the
 * address their content is read from (an absolute URL: it is fetched by a server, not linked).
 */
export const brands = defineResource({
  name: 'brands',
  typeName: 'Brand',
  permission: 'brand',
  operations: { one: 'brand', list: 'brands', save: 'saveBrand', delete: 'deleteBrand' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    logo: image({ list: true }),
    darkLogo: image(),
    banner: image(),
    dataSource: url('absolute', { list: true }),
    isApproved: approval(),
  },
  representation: 'name',
  unique: [['name']],
  sort: { field: 'name', order: 'ASC' },
});
