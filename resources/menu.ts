import { defineResource } from './defineResource.ts';
import { CONTENT_TYPE, enumValue, MENU_ITEM_TYPE, MENU_POSITION } from './enums.ts';
import { approval, boolean, enumeration, image, number, orderedList, reference, references, text, url } from './fields.ts';
import { MENU_DEFAULT_DEPTH, menuDepthAtMost, menuItemTitle, menuTree } from './menuRules.ts';

const type = (...keys: string[]) => ({ field: 'type', in: keys.map((key) => enumValue(MENU_ITEM_TYPE, key)) });

/**
 * Menus (spec 02 §3, §9): a site's navigation, shown at the top of its pages or at their end, built
 * of items of seven kinds (a link, a content type's page, a category with its sub-categories, a
 * brand, the authors' list, the cartoonists' list, a divider). The items are one ordered list that
 * holds the tree (resources/menuRules.ts): read and written in one row, so a menu of a thousand
 * items is one query. A category item lists its sub-categories `subCategoryDepth` levels deep (the
 * menu's when the item gives none), leaving out the excluded categories (the menu's and the
 * item's). The sites read the approved menus through the delivery API, cached and purged on every
 * change (server/menus/README.md).
 */
export const menus = defineResource({
  name: 'menus',
  typeName: 'Menu',
  permission: 'menu',
  operations: { one: 'menu', list: 'menus', save: 'saveMenu', delete: 'deleteMenu' },
  siteScoped: true,
  fields: {
    name: text({ required: true, maxLength: 100, list: true, search: true }),
    position: enumeration(MENU_POSITION, { required: true, defaultValue: 1, list: true, filter: true }),
    /** How many levels items nest at most (ours: the "up to the menu's depth"), 1 to MENU_MAX_DEPTH. */
    maxDepth: number({ min: 1, defaultValue: MENU_DEFAULT_DEPTH, rules: [menuDepthAtMost()] }),
    subCategoryDepth: number({ defaultValue: 0 }),
    excludedCategoryIds: references('categories'),
    image: image(),
    darkImage: image(),
    items: orderedList(
      'MenuItem',
      {
        /** Unique in the menu, made by the editor; children name it in `parentKey`. */
        key: text({ required: true, maxLength: 40 }),
        parentKey: text({ maxLength: 40 }),
        type: enumeration(MENU_ITEM_TYPE, { required: true }),
        /** Shown on the site; required but for a category or a brand, which show their own name when it is left empty. */
        title: text({
          maxLength: 100,
          when: type('link', 'contentType', 'category', 'brand', 'authors', 'cartoonists'),
          rules: [menuItemTitle('type', type('link', 'contentType', 'authors', 'cartoonists').in)],
        }),
        url: url('any', { required: true, when: type('link') }),
        openInNewTab: boolean({ when: type('link') }),
        contentType: enumeration(CONTENT_TYPE, { required: true, when: type('contentType') }),
        categoryId: reference('categories', { required: true, when: type('category') }),
        brandId: reference('brands', { required: true, when: type('brand') }),
        subCategoryDepth: number({ nullable: true, when: type('category') }),
        excludedCategoryIds: references('categories', { when: type('category') }),
        image: text({ upload: 'image', when: type('link', 'contentType', 'category', 'brand', 'authors', 'cartoonists') }),
        darkImage: text({ upload: 'image', when: type('link', 'contentType', 'category', 'brand', 'authors', 'cartoonists') }),
      },
      { rules: [menuTree('maxDepth')] },
    ),
    isApproved: approval(),
  },
  representation: 'name',
  sort: { field: 'name', order: 'ASC' },
});
