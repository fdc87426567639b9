/**
 * A menu's rules (spec 02 §3, §5; server/menus/README.md), declared once for the admin's editor and
 * the server's save. The items are one ordered list holding a tree: each item has a `key` unique in
 * its menu and names its parent's key in `parentKey` (empty on the first level); a parent comes
 * before its children (the list is the tree read top to bottom), which rules out a cycle. Nesting
 * goes `maxDepth` levels deep at most. Each kind's own fields are required by their `when`
 * (resources/menu.ts). Messages: resources/messages/menu.ts.
 */
import { MENU_ITEM_TYPE } from './enums.ts';
import { fail, isBlank, type Rule } from './validationRule.ts';

/** The items as the rules read them. */
export interface MenuItemPlace {
  key?: unknown;
  parentKey?: unknown;
}

export const MENU_MAX_DEPTH = 5;
export const MENU_DEFAULT_DEPTH = 3;
/** How many items a menu holds at most (a site's menus are read by every page: ours). */
export const MENU_MAX_ITEMS = 2000;

const keyOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/**
 * Each item's level (1 on the first), or the first fault: a blank or repeated key, a parent that is
 * not an earlier item of the list (unknown, later, or the item itself: a cycle), a level beyond `maxDepth`.
 */
export function menuItemLevels(
  items: readonly (MenuItemPlace | null | undefined)[],
  maxDepth: number,
): { levels: number[] } | { fault: 'menuItemKey' | 'menuItemParent' | 'menuDepth'; index: number } {
  const levelByKey = new Map<string, number>();
  const levels: number[] = [];
  for (const [index, item] of items.entries()) {
    const key = keyOf(item?.key);
    if (key === '' || levelByKey.has(key)) return { fault: 'menuItemKey', index };
    const parent = keyOf(item?.parentKey);
    const parentLevel = parent === '' ? 0 : levelByKey.get(parent);
    if (parentLevel === undefined) return { fault: 'menuItemParent', index };
    const level = parentLevel + 1;
    if (level > maxDepth) return { fault: 'menuDepth', index };
    levelByKey.set(key, level);
    levels.push(level);
  }
  return { levels };
}

/** On the items: a tree as described above, at most MENU_MAX_ITEMS of them. */
export const menuTree =
  (depthField = 'maxDepth'): Rule =>
  (value, context) => {
    const items = Array.isArray(value) ? (value as (MenuItemPlace | null)[]) : [];
    if (items.length > MENU_MAX_ITEMS) return fail('maxLength', context, { n: MENU_MAX_ITEMS });
    const depthValue = context.values?.[depthField];
    const maxDepth = isBlank(depthValue) ? MENU_DEFAULT_DEPTH : Number(depthValue);
    const result = menuItemLevels(items, Number.isInteger(maxDepth) ? maxDepth : MENU_DEFAULT_DEPTH);
    return 'fault' in result ? fail(result.fault, context, { n: maxDepth, item: result.index + 1 }) : undefined;
  };

/** On the menu's depth: at most MENU_MAX_DEPTH (its minimum is the catalogue's minValue). */
export const menuDepthAtMost = (): Rule => (value, context) => {
  const depth = typeof value === 'number' ? value : Number(value);
  return !isBlank(value) && depth > MENU_MAX_DEPTH ? fail('maxValue', context, { max: MENU_MAX_DEPTH }) : undefined;
};

/**
 * On an item's title: required for the kinds whose target has no name of its own to show (a link,
 * a content type's page, the authors' and the cartoonists' lists); a category or a brand shows its
 * own name when the title is left empty.
 */
export const menuItemTitle =
  (typeField: string, requiredFor: readonly number[]): Rule =>
  (value, context) => {
    const type = Number(context.values?.[typeField]);
    return requiredFor.includes(type) && (isBlank(value) || (typeof value === 'string' && value.trim() === '')) ? fail('required', context) : undefined;
  };

/** The item kinds' values by key (`MENU_ITEM.category` is 3). */
export const MENU_ITEM = Object.fromEntries(MENU_ITEM_TYPE.values.map(({ key, value }) => [key, value])) as Record<
  (typeof MENU_ITEM_TYPE.values)[number]['key'],
  number
>;

/** The kinds whose item points at a record the sites show only while it exists and is approved, and the field naming it. */
const TARGET_FIELDS = {
  [MENU_ITEM.category]: { resource: 'categories', field: 'categoryId' },
  [MENU_ITEM.brand]: { resource: 'brands', field: 'brandId' },
} as const;

export type MenuItemTargetResource = 'categories' | 'brands';

/** The record an item points at (its resource, and its id as stored, if any), undefined for a kind that points at none. */
export function menuItemTarget(item: Readonly<Record<string, unknown>>): { resource: MenuItemTargetResource; id: unknown } | undefined {
  const target = TARGET_FIELDS[Number(item.type)];
  return target && { resource: target.resource, id: item[target.field] };
}

/** Why the sites do not show an item (Menu.itemProblems), from its target's approval: found and approved (none), unapproved, or not found (deleted). */
export type MenuItemProblem = 'unapproved' | 'deleted';
export const menuItemProblem = (approved: boolean | undefined): MenuItemProblem | undefined =>
  approved === true ? undefined : approved === false ? 'unapproved' : 'deleted';
