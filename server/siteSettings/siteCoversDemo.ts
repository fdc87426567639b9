import { and, eq, sql } from 'drizzle-orm';
import { SITE_SETTINGS_IMAGE_CROPS } from '../../resources/siteSettings.ts';
import type { Db } from '../db/client.ts';
import type { ImageData } from '../../resources/fields.ts';
import { sites, type SiteSettingsDocument } from '../db/schema.ts';
import type { DemoImages } from '../seed/demoImages.ts';

const COVERS = {
  notificationFlashNewsCoverImage: 'Son dakika',
  liveTransferCoverImage: 'Canlı transfer',
} as const;

const SIZE = { width: 1280, height: 720 };

/** The path the site seed (server/db/seedSites.ts) gives a cover it stores no file for. */
const isPlaceholder = (path: string | null | undefined) => !!path?.startsWith('/seed/');

/**
 * The site settings' two cover images (spec 01 §3), drawn and stored for every site whose seed
 * left a placeholder there. A cover an administrator has set is left alone: the settings are
 * written only while they are still the ones read, and their version goes up as a save's does.
 */
export async function seedSiteCovers(db: Db, images: DemoImages): Promise<void> {
  for (const site of await db.select({ id: sites.id, linkName: sites.linkName, displayName: sites.displayName, settings: sites.settings }).from(sites)) {
    const settings = site.settings;
    if (!settings) continue;
    const drawn: SiteSettingsDocument = {};
    for (const [field, caption] of Object.entries(COVERS) as [keyof typeof COVERS, string][]) {
      if (isPlaceholder((settings[field] as ImageData | null | undefined)?.path)) drawn[field] = await images.image(`${site.linkName ?? site.id}-${field}`, `${site.displayName} · ${caption}`, SIZE, SITE_SETTINGS_IMAGE_CROPS);
    }
    if (Object.keys(drawn).length === 0) continue;
    const next: SiteSettingsDocument = { ...settings, ...drawn, version: (settings.version ?? 0) + 1 };
    await db
      .update(sites)
      .set({ settings: next })
      .where(and(eq(sites.id, site.id), sql`${sites.settings} = ${JSON.stringify(settings)}::jsonb`));
  }
}
