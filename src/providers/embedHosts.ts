import { useMemo } from 'react';
import { siteEmbedHosts } from '../../resources/embedHosts.ts';
import { useSiteSettings } from './siteSettings.ts';

/** The working site's embed hosts (resources/embedHosts.ts): the default list until its settings arrive or when it has none. */
export function useEmbedHosts(): readonly string[] {
  const { data } = useSiteSettings();
  return useMemo(() => siteEmbedHosts(data), [data]);
}
