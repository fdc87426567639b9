import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { useAppDataProvider } from './useAppDataProvider.ts';

/** The react-query key of a site's settings: every screen reading them shares it, a save replaces it. */
export const siteSettingsKey = (siteId: string | undefined) => ['siteSettings', siteId] as const;

/**
 * The selected site's settings (spec 01 §3: which editor fields the site uses, and its texts and
 * images). Read once per site and kept: the site settings screen puts the saved settings here, so
 * every screen showing them follows a save without a reload.
 */
export function useSiteSettings() {
  // The session's site; before a session (stories, specs) the one every request is sent for.
  const siteId = useSession()?.siteId ?? getSelectedSiteId();
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: siteSettingsKey(siteId),
    queryFn: () => dataProvider.getSiteSettings(siteId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
