/**
 * What a menu's items point at (README.md): the site's categories and brands as the delivery and the
 * editor's flags read them, each in one query whatever the number of items, and the items' stored
 * values read the same way everywhere.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MENU_ITEM, menuItemTarget, type MenuItemTargetResource } from '../../resources/menuRules.ts';
import type { Db } from '../db/client.ts';
import { brandsTable, categoriesTable } from '../engine/resourceTables.ts';

export type Row = Record<string, unknown>;

/** The item kinds' values by key (resources/menuRules.ts). */
export const ITEM_TYPE = MENU_ITEM;

/** A stored id (a number, or an ID's text) as a number, else undefined. */
export const idOf = (value: unknown): number | undefined => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

export const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.flatMap((one) => idOf(one) ?? []) : []);

export { listItems as itemsOf } from '../engine/records.ts';

/** The item's category or brand (resources/menuRules.ts `menuItemTarget`) with its id as a number, else undefined. */
export function targetOf(item: Row): { resource: MenuItemTargetResource; id: number | undefined } | undefined {
  const target = menuItemTarget(item);
  return target && { resource: target.resource, id: idOf(target.id) };
}

export interface Target {
  id: number;
  name: string;
  isApproved: boolean;
}

export interface CategoryTarget extends Target {
  linkName: string;
  parentId: number | undefined;
}

/** Every category of the site, in the site's order (`order`, then name). */
export async function siteCategories(db: Db, siteId: number): Promise<Map<number, CategoryTarget>> {
  const c = categoriesTable;
  const rows = await db
    .select({ id: c.id!, name: c.name!, linkName: c.linkName!, parentId: c.parentId!, isApproved: c.isApproved! })
    .from(c)
    .where(eq(c.siteId!, siteId))
    .orderBy(asc(c.order!), asc(c.name!), asc(c.id!));
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { id: Number(row.id), name: String(row.name ?? ''), linkName: String(row.linkName ?? ''), parentId: idOf(row.parentId), isApproved: row.isApproved === true },
    ]),
  );
}

/** The site's brands of these ids (none asked: no query). */
export async function siteBrands(db: Db, siteId: number, ids: readonly number[]): Promise<Map<number, Target>> {
  if (ids.length === 0) return new Map();
  const b = brandsTable;
  const rows = await db
    .select({ id: b.id!, name: b.name!, isApproved: b.isApproved! })
    .from(b)
    .where(and(eq(b.siteId!, siteId), inArray(b.id!, [...new Set(ids)])));
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), name: String(row.name ?? ''), isApproved: row.isApproved === true }]));
}
