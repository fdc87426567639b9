/**
 * What purges the sites' menus (README.md): after a menu's save or delete commits, and after any
 * write of what a delivered menu shows (a category's or a brand's name, link name, parent, approval),
 * the site's `menus:<site>` entries are dropped on every server before the write answers, so "saved"
 * means the sites see it. A purge that fails is logged by the cache and does not undo the write: the
 * TTL backstop stays. The system actor (the seed) has no services and purges nothing (nothing is
 * served before the server starts).
 */
import type { ResourceHooks } from '../engine/resourceHooks.ts';
import { idOf } from './menuTargets.ts';
import { menusTag } from './menuDelivery.ts';

export const purgeSiteMenus: ResourceHooks = {
  async afterCommit(context, row) {
    const site = idOf(row.siteId);
    if (site !== undefined) await context.services?.deliveryCache.purgeAfterWrite([menusTag(site)]);
  },
};
