import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../providers/session.ts';
import { useAppDataProvider } from '../../../providers/useAppDataProvider.ts';

/** The working site's settings; undefined until they arrive (the flagged fields stay hidden meanwhile). */
export function useSiteSettings() {
  const siteId = useSession()?.siteId;
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ['editorSiteSettings', siteId],
    queryFn: () => dataProvider.getEditorSiteSettings(siteId!),
    enabled: !!siteId,
    staleTime: 60_000,
  });
  return data ?? undefined;
}
