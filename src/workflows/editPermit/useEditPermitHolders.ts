import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';

/** How often a list asks again who is editing its rows (a list follows no single permit live). */
export const HOLDERS_REFRESH_MS = 20_000;

/** The most ids the API answers for at once (a list grown by Show More asks in pieces of this). */
const MAX_IDS = 200;

/**
 * Who is editing each record of a list page, by record id: one request for the page, asked again
 * every HOLDERS_REFRESH_MS and when the window comes back into focus. A failure shows nobody.
 */
export function useEditPermitHolders(resource: string, ids: readonly string[]): ReadonlyMap<string, string> {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ['editPermitHolders', resource, ids],
    queryFn: async () => {
      const pages = Array.from({ length: Math.ceil(ids.length / MAX_IDS) }, (_, index) => ids.slice(index * MAX_IDS, (index + 1) * MAX_IDS));
      return (await Promise.all(pages.map((page) => dataProvider.getEditPermitHolders(resource, page)))).flat();
    },
    enabled: ids.length > 0,
    refetchInterval: HOLDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return new Map((data ?? []).map((entry) => [String(entry.recordId), entry.holder.name]));
}
