/**
 * The menus in the delivery API (docs/delivery-api.md, "Menus"): `GET /api/public/:siteId/menus`
 * (`?position=top|end`) → `{ items }`, the site's approved menus as trees. Built in three queries
 * whatever the number of items (the menus, the site's categories, the brands the items name) and
 * kept in the delivery cache (server/contract/deliveryCache.ts) under the site's `menus:<site>` tag,
 * which every write of a menu, a category or a brand purges on every server. A cached answer needs no
 * query at all: the site's check is inside the entry (see README.md for why that is safe).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MENU_POSITION } from '../../resources/enums.ts';
import { contentTypeByValue } from '../../resources/contentTypes.ts';
import { withoutMarkup } from '../../resources/plainText.ts';
import type { DeliveryCache } from '../contract/deliveryCache.ts';
import { deliveredUrl, fileUrl, imageOf, type FileOrigin, type StoredImage } from '../contract/deliveryFiles.ts';
import { openDeliverySite } from '../contract/deliveryPages.ts';
import { BadRequest, NOT_FOUND, REVALIDATE, send, sendAnswer, single, type Query } from '../contract/deliveryReplies.ts';
import { deliveryGet, registerDeliveryScope } from '../contract/deliveryRoutes.ts';
import type { Db } from '../db/client.ts';
import { menusTable } from '../engine/resourceTables.ts';
import { type CategoryTarget, idOf, idsOf, ITEM_TYPE, itemsOf, type Row, siteBrands, siteCategories, type Target } from './menuTargets.ts';

export const MENUS_ROUTE = '/:siteId/menus';

/** The tag of a site's delivered menus: purged by menu, category and brand writes and by clearMenuCache. */
export const menusTag = (siteId: number) => `menus:${siteId}`;

/** The paths a site serves its lists on (ours: the spec names none; README.md). */
export const MENU_PATHS = {
  category: (category: CategoryTarget) => `/${category.linkName}`,
  brand: (brand: Target) => `/brands/${brand.id}`,
  contentType: (route: string) => `/${route}`,
  authors: '/authors',
  cartoonists: '/cartoonists',
} as const;

const POSITIONS = Object.fromEntries(MENU_POSITION.values.map(({ key, value }) => [key, value])) as Record<string, number>;
const positionKey = (value: unknown) => MENU_POSITION.values.find((entry) => String(entry.value) === String(value))?.key ?? null;
const TYPE_KEYS = new Map<number, string>(Object.entries(ITEM_TYPE).map(([key, value]) => [value, key]));

export interface DeliveredItem {
  type: string;
  title?: string;
  url?: string;
  openInNewTab?: boolean;
  image?: { path: string; url: string } | null;
  darkImage?: { path: string; url: string } | null;
  children?: DeliveredItem[];
}

interface Catalogue {
  origin: FileOrigin;
  categories: ReadonlyMap<number, CategoryTarget>;
  brands: ReadonlyMap<number, Target>;
  /** Each category's approved sub-categories, in the site's order. */
  children: ReadonlyMap<number, readonly CategoryTarget[]>;
}

const plain = (value: unknown) => (typeof value === 'string' ? withoutMarkup(value).trim() : '');
const depthOf = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);

function pictureOf(origin: FileOrigin, value: unknown) {
  const path = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return path ? { path, url: fileUrl(origin, path)! } : null;
}

/** A category's approved sub-categories `depth` levels deep, leaving out `excluded` (and what is under them). */
function subCategories(catalogue: Catalogue, parentId: number, depth: number, excluded: ReadonlySet<number>): DeliveredItem[] {
  if (depth <= 0) return [];
  return (catalogue.children.get(parentId) ?? [])
    .filter((category) => !excluded.has(category.id))
    .map((category) => ({
      type: 'category',
      title: category.name,
      url: MENU_PATHS.category(category),
      openInNewTab: false,
      image: null,
      darkImage: null,
      children: subCategories(catalogue, category.id, depth - 1, excluded),
    }));
}

/** One stored item as the sites read it (without its children), or null when the sites do not show it (and its children with it). */
function deliveredItem(catalogue: Catalogue, menu: Row, item: Row): DeliveredItem | null {
  const type = Number(item.type);
  if (type === ITEM_TYPE.divider) return { type: 'divider' };
  const typeKey = TYPE_KEYS.get(type);
  if (!typeKey) return null;
  const title = plain(item.title);
  const shown = (fallbackTitle: string, url: string | null, extra: Partial<DeliveredItem> = {}): DeliveredItem | null =>
    url === null
      ? null
      : {
          type: typeKey,
          title: title || fallbackTitle,
          url,
          openInNewTab: item.openInNewTab === true,
          image: pictureOf(catalogue.origin, item.image),
          darkImage: pictureOf(catalogue.origin, item.darkImage),
          children: [],
          ...extra,
        };
  switch (type) {
    case ITEM_TYPE.link:
      return shown('', deliveredUrl(item.url));
    case ITEM_TYPE.contentType: {
      const route = contentTypeByValue(item.contentType)?.route;
      return route ? shown(route, MENU_PATHS.contentType(route)) : null;
    }
    case ITEM_TYPE.category: {
      const category = catalogue.categories.get(idOf(item.categoryId) ?? 0);
      if (!category?.isApproved) return null;
      const excluded = new Set([...idsOf(menu.excludedCategoryIds), ...idsOf(item.excludedCategoryIds)]);
      const depth = item.subCategoryDepth === null || item.subCategoryDepth === undefined ? depthOf(menu.subCategoryDepth) : depthOf(item.subCategoryDepth);
      return shown(category.name, MENU_PATHS.category(category), { children: subCategories(catalogue, category.id, depth, excluded) });
    }
    case ITEM_TYPE.brand: {
      const brand = catalogue.brands.get(idOf(item.brandId) ?? 0);
      return brand?.isApproved ? shown(brand.name, MENU_PATHS.brand(brand)) : null;
    }
    case ITEM_TYPE.authors:
      return shown('', MENU_PATHS.authors);
    case ITEM_TYPE.cartoonists:
      return shown('', MENU_PATHS.cartoonists);
    default:
      return null;
  }
}

/** The flat preorder list as a tree: an item whose parent is not shown is not either. */
function treeOf(catalogue: Catalogue, menu: Row): DeliveredItem[] {
  const roots: DeliveredItem[] = [];
  const shownByKey = new Map<string, DeliveredItem>();
  for (const item of itemsOf(menu.items)) {
    const parentKey = typeof item.parentKey === 'string' && item.parentKey.trim() !== '' ? item.parentKey.trim() : undefined;
    const parent = parentKey === undefined ? undefined : shownByKey.get(parentKey);
    if (parentKey !== undefined && !parent) continue;
    const delivered = deliveredItem(catalogue, menu, item);
    if (!delivered) continue;
    if (parent) (parent.children ??= []).push(delivered);
    else roots.push(delivered);
    shownByKey.set(String(item.key ?? '').trim(), delivered);
  }
  return roots;
}

/** The site's approved menus (of one position) as the sites read them: three queries whatever the number of items. */
export async function deliveredMenus(db: Db, origin: FileOrigin, siteId: number, position?: number) {
  const m = menusTable;
  const filters: SQL[] = [eq(m.siteId!, siteId), eq(m.isApproved!, true)];
  if (position !== undefined) filters.push(eq(m.position!, position));
  const menus = (await db
    .select({ id: m.id!, name: m.name!, position: m.position!, subCategoryDepth: m.subCategoryDepth!, excludedCategoryIds: m.excludedCategoryIds!, image: m.image!, darkImage: m.darkImage!, items: m.items! })
    .from(m)
    .where(and(...filters))
    .orderBy(asc(m.position!), asc(m.name!), asc(m.id!))) as Row[];
  const items = menus.flatMap((menu) => itemsOf(menu.items));
  const brandIds = items.flatMap((item) => (Number(item.type) === ITEM_TYPE.brand ? (idOf(item.brandId) ?? []) : []));
  const needsCategories = menus.length > 0;
  const [categories, brands] = await Promise.all([needsCategories ? siteCategories(db, siteId) : new Map<number, CategoryTarget>(), siteBrands(db, siteId, brandIds)]);
  const children = new Map<number, CategoryTarget[]>();
  for (const category of categories.values()) {
    if (category.parentId === undefined || !category.isApproved) continue;
    children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  }
  const catalogue: Catalogue = { origin, categories, brands, children };
  return {
    items: menus.map((menu) => ({
      id: Number(menu.id),
      name: plain(menu.name),
      position: positionKey(menu.position),
      image: imageOf(origin, menu.image as StoredImage | null),
      darkImage: imageOf(origin, menu.darkImage as StoredImage | null),
      items: treeOf(catalogue, menu),
    })),
  };
}

/** `position`: `top` or `end` (or its number), else a 400. */
function positionOf(query: Query): number | undefined {
  const text = single(query, 'position');
  if (text === undefined) return undefined;
  const value = POSITIONS[text] ?? (MENU_POSITION.values.some((entry) => String(entry.value) === text) ? Number(text) : undefined);
  if (value === undefined) throw new BadRequest(`position: ${Object.keys(POSITIONS).join(' or ')}`);
  return value;
}

/** The route, rate limited per address per minute like the rest of the delivery API. */
export async function registerMenuDelivery(app: FastifyInstance, options: { db: Db; publicUrl: string; rateLimitMax: number; cache: DeliveryCache }): Promise<void> {
  const { db, cache } = options;
  const origin = { publicUrl: options.publicUrl };
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    deliveryGet(scope, MENUS_ROUTE, async (request, reply) => {
      const position = positionOf(request.query);
      const siteText = request.params.siteId;
      const siteId = /^\d{1,9}$/.test(siteText) ? Number(siteText) : undefined;
      if (siteId === undefined) return send(request, reply, 404, NOT_FOUND);
      const answer = await cache.answer(`menus:${siteId}:${position ?? ''}`, [menusTag(siteId)], async () =>
        (await openDeliverySite(db, siteText)) ? deliveredMenus(db, origin, siteId, position) : undefined,
      );
      return answer ? sendAnswer(request, reply, answer, REVALIDATE) : send(request, reply, 404, NOT_FOUND);
    });
  });
}
