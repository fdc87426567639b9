import { siteEmbedHosts } from '../../resources/embedHosts.ts';
import type { SiteRow } from '../db/schema.ts';

/** A site's stored settings as the API answers them (its embed hosts, or the default list); null when it has none. */
export function siteSettings(site: SiteRow) {
  return site.settings ? { ...site.settings, embedHosts: [...siteEmbedHosts(site.settings)], version: site.settings.version ?? 0, id: String(site.id) } : null;
}
