/**
 * `Menu.itemProblems` (README.md): the items whose category or brand the sites will not show, for
 * the editor's flags. The targets of every menu a request resolves are read together, one query
 * (categories and brands in one UNION ALL) per request tick, never one per item or per menu.
 */
import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { brandsTable, categoriesTable } from '../engine/resourceTables.ts';
import { menuItemProblem, type MenuItemProblem, type MenuItemTargetResource } from '../../resources/menuRules.ts';
import { itemsOf, targetOf } from './menuTargets.ts';

type TargetKey = `${MenuItemTargetResource}:${number}`;

const loaders = new WeakMap<RequestContext, DataLoader<TargetKey, boolean | undefined>>();

/** Approved (true), unapproved (false) or absent from the site (undefined), of each `kind:id`. */
function approvalLoader(context: RequestContext): DataLoader<TargetKey, boolean | undefined> {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader(async (keys: readonly TargetKey[]) => {
      const ids = (resource: MenuItemTargetResource) => keys.filter((key) => key.startsWith(`${resource}:`)).map((key) => Number(key.slice(resource.length + 1)));
      const site = context.siteNumber ?? 0;
      const reads = [];
      const c = categoriesTable;
      const b = brandsTable;
      const categories = ids('categories');
      const brands = ids('brands');
      if (categories.length > 0) {
        reads.push(context.db.select({ kind: sql<string>`'categories'`.as('kind'), id: c.id!, isApproved: c.isApproved! }).from(c).where(and(eq(c.siteId!, site), inArray(c.id!, categories))));
      }
      if (brands.length > 0) {
        reads.push(context.db.select({ kind: sql<string>`'brands'`.as('kind'), id: b.id!, isApproved: b.isApproved! }).from(b).where(and(eq(b.siteId!, site), inArray(b.id!, brands))));
      }
      const rows = (reads.length === 2 ? await unionAll(reads[0]!, reads[1]!) : await reads[0]!) as { kind: string; id: unknown; isApproved: unknown }[];
      const found = new Map(rows.map((row) => [`${row.kind}:${Number(row.id)}`, row.isApproved === true]));
      return keys.map((key) => found.get(key));
    });
    loaders.set(context, loader);
  }
  return loader;
}

/** The menu's items whose target is unapproved or not on the request's site any more, in the items' order. */
export async function itemProblems(menu: { items?: unknown }, context: RequestContext): Promise<{ key: string; problem: MenuItemProblem }[]> {
  const checked = itemsOf(menu.items).flatMap((item) => {
    const target = targetOf(item);
    return target ? [{ key: String(item.key ?? ''), target }] : [];
  });
  const loader = approvalLoader(context);
  const approvals = await Promise.all(checked.map(({ target: { resource, id } }) => (id === undefined ? undefined : loader.load(`${resource}:${id}`))));
  return checked.flatMap(({ key }, index) => {
    const problem = menuItemProblem(approvals[index]);
    return problem ? [{ key, problem }] : [];
  });
}
