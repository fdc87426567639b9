import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { useAppDataProvider } from './useAppDataProvider.ts';

/** The react-query key of a site's settings: every screen reading them shares it, a save replaces it. */
export const siteSettingsKey = (siteId: string | undefined) => ['siteSettings', siteId] as const;

/**
 * The selected site's settings (spec 01 §3: which editor fields the site uses, its embed hosts, its
 * texts and images), one query for every screen. The site settings screen puts the saved settings
 * here, so every screen follows a save without a reload; another administrator's save is read
 * when a screen needing them opens a minute later.
 */
export function useSiteSettings() {
  // The session's site; before a session (stories, specs) the one every request is sent for.
  const siteId = useSession()?.siteId ?? getSelectedSiteId();
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: siteSettingsKey(siteId),
    queryFn: () => dataProvider.getSiteSettings(siteId),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
