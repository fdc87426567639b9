/**
 * The demo's menus on each demo site, so a fresh start shows them in the admin and the delivery API:
 * a top menu with an item of each kind (a category listing its sub-categories, with an item nested
 * under another, a brand when the site has one, a content type, the authors' and cartoonists'
 * lists, a divider, an outside link opening in a new tab) and an end menu of links. Saved through
 * the engine as the system (checked, audited), once per site: a site whose menus were ever written
 * is left as its editors keep it.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { enumValue, CONTENT_TYPE, MENU_POSITION } from '../../resources/enums.ts';
import { RESOURCES } from '../../resources/index.ts';
import { menus } from '../../resources/menu.ts';
import type { Db } from '../db/client.ts';
import { everWrittenOnSite } from '../engine/auditLog.ts';
import { brandsTable, categoriesTable } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { systemContext } from '../engine/systemActor.ts';
import { ITEM_TYPE } from './menuTargets.ts';

/** The site's first approved main categories (in its order), and its first approved brand. */
async function demoTargets(db: Db, siteId: number) {
  const c = categoriesTable;
  const mains = await db
    .select({ id: c.id! })
    .from(c)
    .where(and(eq(c.siteId!, siteId), isNull(c.parentId!), eq(c.isApproved!, true)))
    .orderBy(asc(c.order!), asc(c.id!))
    .limit(3);
  const [brand] = await db
    .select({ id: brandsTable.id! })
    .from(brandsTable)
    .where(and(eq(brandsTable.siteId!, siteId), eq(brandsTable.isApproved!, true)))
    .orderBy(asc(brandsTable.id!))
    .limit(1);
  return { categoryIds: mains.map((row) => String(row.id)), brandId: brand ? String(brand.id) : undefined };
}

export async function seedMenuDemo(db: Db, siteIds: readonly number[]): Promise<void> {
  for (const siteId of siteIds) {
    if (await everWrittenOnSite(db, menus.name, siteId)) continue;
    const { categoryIds, brandId } = await demoTargets(db, siteId);
    const [first, second, third] = categoryIds;
    const items: Record<string, unknown>[] = [
      ...(first ? [{ key: 'gundem', type: ITEM_TYPE.category, categoryId: first, subCategoryDepth: 1 }] : []),
      ...(second ? [{ key: 'kategori-2', type: ITEM_TYPE.category, categoryId: second }] : []),
      ...(second && third ? [{ key: 'kategori-3', parentKey: 'kategori-2', type: ITEM_TYPE.category, categoryId: third, subCategoryDepth: 0 }] : []),
      { key: 'haberler', type: ITEM_TYPE.contentType, contentType: enumValue(CONTENT_TYPE, 'news'), title: 'Haberler' },
      { key: 'videolar', parentKey: 'haberler', type: ITEM_TYPE.contentType, contentType: enumValue(CONTENT_TYPE, 'video'), title: 'Videolar' },
      ...(brandId ? [{ key: 'marka', type: ITEM_TYPE.brand, brandId }] : []),
      { key: 'ayrac', type: ITEM_TYPE.divider },
      { key: 'yazarlar', type: ITEM_TYPE.authors, title: 'Yazarlar' },
      { key: 'karikaturistler', type: ITEM_TYPE.cartoonists, title: 'Karikatüristler' },
      { key: 'e-gazete', type: ITEM_TYPE.link, title: 'E-Gazete', url: 'https://www.example.com/e-gazete', openInNewTab: true },
    ];
    const context = systemContext(db, siteId);
    await saveRecord(menus, { name: 'Üst menü', position: enumValue(MENU_POSITION, 'top'), maxDepth: 3, subCategoryDepth: 1, items }, context, RESOURCES);
    const endItems = [
      { key: 'kunye', type: ITEM_TYPE.link, title: 'Künye', url: '/kunye' },
      { key: 'iletisim', type: ITEM_TYPE.link, title: 'İletişim', url: '/iletisim' },
      { key: 'gizlilik', type: ITEM_TYPE.link, title: 'Gizlilik politikası', url: '/gizlilik' },
    ];
    await saveRecord(menus, { name: 'Alt menü', position: enumValue(MENU_POSITION, 'end'), maxDepth: 1, items: endItems }, context, RESOURCES);
  }
}
