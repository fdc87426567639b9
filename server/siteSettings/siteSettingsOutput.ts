import { siteSettingsGlobal } from '../../resources/siteSettings.ts';
import type { SiteSettings } from '../contract/generated/resolverTypes.ts';
import type { SiteRow } from '../db/schema.ts';
import { globalOutput } from '../engine/globalValues.ts';

/** A site's stored settings as the API answers them (a field never saved, e.g. the embed hosts, as its default); null when it has none. */
export function siteSettings(site: SiteRow): SiteSettings | null {
  if (!site.settings) return null;
  // The declaration's type, printed into the schema the resolver types come from.
  return { ...globalOutput(siteSettingsGlobal, site.settings), version: site.settings.version ?? 0, id: String(site.id) } as SiteSettings;
}
