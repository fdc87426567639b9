/**
 * A menu's items in the editor (resources/menu.ts, resources/menuRules.ts): one list holding the
 * tree flat in preorder, each item naming its parent's key. New keys, the tree rows the sortable
 * tree moves, each kind's fields, an item's check by the declared rules (the server's) and why the
 * sites would not show an item. No React here.
 */
import { MENU_ITEM_TYPE } from '../../../resources/enums.ts';
import { fieldApplies, type Field } from '../../../resources/fields.ts';
import { menus } from '../../../resources/menu.ts';
import { MENU_DEFAULT_DEPTH, menuItemProblem, menuItemTarget, type MenuItemProblem, type MenuItemTargetResource } from '../../../resources/menuRules.ts';
import { rulesOf, rulesValidator, type Translate } from '../../lowcode/validators.ts';
import type { TreeRow } from '../../controls/board/treeOrder.ts';

/** An item as the form holds it (the declared MenuItem's fields). */
export interface MenuItemValues {
  key: string;
  parentKey?: string | null;
  type: number;
  title?: string | null;
  url?: string | null;
  openInNewTab?: boolean | null;
  contentType?: number | null;
  categoryId?: string | null;
  brandId?: string | null;
  subCategoryDepth?: number | null;
  excludedCategoryIds?: string[] | null;
  image?: string | null;
  darkImage?: string | null;
}

export type MenuItemKind = (typeof MENU_ITEM_TYPE.values)[number]['key'];
export type MenuItemProblemKind = MenuItemProblem;

export const ITEM_FIELDS = (menus.fields.items as Extract<Field, { kind: 'list' }>).fields;
export const MENU_ITEM_KINDS = MENU_ITEM_TYPE.values.map((entry) => entry.key);

export const kindOf = (type: unknown): MenuItemKind | undefined => MENU_ITEM_TYPE.values.find((entry) => entry.value === Number(type))?.key;
export const typeOf = (kind: MenuItemKind): number => MENU_ITEM_TYPE.values.find((entry) => entry.key === kind)!.value;

/** A short random key, unique in the menu (`taken`), as the editor makes them: 8 letters and digits. */
export function newMenuKey(taken: ReadonlySet<string> = new Set()): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(8));
    const key = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
    if (!taken.has(key)) return key;
  }
}

/** A new item of a kind, on the first level, after the others. */
export function newMenuItem(kind: MenuItemKind, taken: ReadonlySet<string>): MenuItemValues {
  return { key: newMenuKey(taken), parentKey: null, type: typeOf(kind), openInNewTab: kind === 'link' ? false : null, excludedCategoryIds: [] };
}

/** The fields the item's kind has, in declaration order (key, parent and type are the tree's). */
export function itemFieldsOf(item: Pick<MenuItemValues, 'type'>): [string, Field][] {
  return Object.entries(ITEM_FIELDS).filter(([name, field]) => !['key', 'parentKey', 'type'].includes(name) && fieldApplies(field, item as Record<string, unknown>));
}

/** The tree rows of the sortable tree: the item's key is its id. */
export type MenuTreeRow = TreeRow & { item: MenuItemValues; index: number };

export const treeRowsOf = (items: readonly MenuItemValues[]): MenuTreeRow[] =>
  items.map((item, index) => ({ id: item.key, parentId: item.parentKey ? item.parentKey : null, item, index }));

export const itemsOf = (rows: readonly MenuTreeRow[]): MenuItemValues[] => rows.map((row) => ({ ...row.item, parentKey: row.parentId }));

/** The menu's depth as typed (blank: the default). */
export const depthOf = (value: unknown): number => {
  const depth = Number(value);
  return Number.isInteger(depth) && depth >= 1 ? depth : MENU_DEFAULT_DEPTH;
};

/**
 * Each item's first refusal by the declared rules of its kind's fields, as the form's errors
 * (`items.<index>.<field>`: the server's paths), translated. Empty when every item holds.
 */
export function itemErrors(items: readonly MenuItemValues[], translate: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    for (const [name, field] of itemFieldsOf(item)) {
      const source = `items.${index}.${name}`;
      const validate = rulesValidator(rulesOf(menus, ['items', name], field), `resources.menus.fields.${name}`, translate, { source });
      const failure = validate?.((item as unknown as Record<string, unknown>)[name], { items }, undefined as never);
      if (failure) {
        const { message, args } = typeof failure === 'string' ? { message: failure, args: {} } : (failure as { message: string; args: Record<string, unknown> });
        errors[source] = translate(message, { _: message, ...args });
      }
    }
  });
  return errors;
}

/** A reference option as the options operations answer (id, name, approval). */
export interface TargetOption {
  id: string | number;
  isApproved?: boolean | null;
}

/** The item's category or brand id, if its kind has one and it is chosen (resources/menuRules.ts `menuItemTarget`). */
export function targetOf(item: MenuItemValues): { resource: MenuItemTargetResource; id: string } | undefined {
  const target = menuItemTarget(item as unknown as Record<string, unknown>);
  return target?.id ? { resource: target.resource, id: String(target.id) } : undefined;
}

/**
 * Why the sites will not show an item: the saved menu's answer (`itemProblems`) while the item
 * still points where it did when saved, and what the reference options read now say of its
 * target, chosen here or not (not approved; not found: deleted). Undefined while neither says.
 */
export function problemOf(
  item: MenuItemValues,
  saved: { targetByKey: ReadonlyMap<string, string | undefined>; problemByKey: ReadonlyMap<string, MenuItemProblemKind> },
  options: ReadonlyMap<string, TargetOption> | undefined,
): MenuItemProblemKind | undefined {
  const target = targetOf(item);
  if (!target) return undefined;
  const targetKey = `${target.resource}:${target.id}`;
  const savedProblem = saved.targetByKey.get(item.key) === targetKey ? saved.problemByKey.get(item.key) : undefined;
  if (savedProblem || !options) return savedProblem;
  const option = options.get(targetKey);
  return menuItemProblem(option ? option.isApproved !== false : undefined);
}

/** The saved items' targets by key, for problemOf. */
export const savedTargets = (items: readonly MenuItemValues[] | undefined): Map<string, string | undefined> =>
  new Map((items ?? []).map((item) => {
    const target = targetOf(item);
    return [item.key, target && `${target.resource}:${target.id}`];
  }));
