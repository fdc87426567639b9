import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { EditPermitHolderChange } from './editPermitMethods.ts';

/**
 * How often a list asks again who is editing its rows, besides following the changes live: a permit
 * whose holder's tab died lapses without an event, and a change missed while offline is caught up.
 */
export const HOLDERS_REFRESH_MS = 20_000;

/** The most ids the API answers for at once (a list grown by Show More asks in pieces of this). */
const MAX_IDS = 200;

type Holders = { recordId: string; holder: { name: string } }[];

/** `entries` after `change`: the record's entry replaced by its new holder, or gone when nobody holds it. */
export function withHolderChange(entries: Holders, change: Pick<EditPermitHolderChange, 'recordId' | 'holder'>): Holders {
  const others = entries.filter((entry) => String(entry.recordId) !== String(change.recordId));
  return change.holder ? [...others, { recordId: change.recordId, holder: change.holder }] : others;
}

/**
 * Who is editing each record of a list page, by record id: one request for the page, then every
 * change of a holder of the resource as it happens (the `editPermitHoldersChanged` subscription),
 * and the page asked again every HOLDERS_REFRESH_MS and when the window comes back into focus. A
 * failure shows nobody.
 */
export function useEditPermitHolders(resource: string, ids: readonly string[]): ReadonlyMap<string, string> {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['editPermitHolders', resource, ids],
    queryFn: async () => {
      const pages = Array.from({ length: Math.ceil(ids.length / MAX_IDS) }, (_, index) => ids.slice(index * MAX_IDS, (index + 1) * MAX_IDS));
      return (await Promise.all(pages.map((page) => dataProvider.getEditPermitHolders(resource, page)))).flat() as Holders;
    },
    enabled: ids.length > 0,
    refetchInterval: HOLDERS_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const apply = (change: EditPermitHolderChange) => {
      for (const [key, entries] of queryClient.getQueriesData<Holders>({ queryKey: ['editPermitHolders', resource] })) {
        const listed = (key[2] as readonly string[] | undefined)?.includes(String(change.recordId));
        if (entries && listed) queryClient.setQueryData<Holders>(key as QueryKey, withHolderChange(entries, change));
      }
    };
    Promise.resolve()
      .then(() => dataProvider.watchEditPermitHolders(resource, apply))
      .then(
        (unsubscribe: () => void) => (active ? (stop = unsubscribe) : unsubscribe()),
        () => undefined,
      );
    return () => {
      active = false;
      stop?.();
    };
  }, [dataProvider, queryClient, resource]);

  return new Map((data ?? []).map((entry) => [String(entry.recordId), entry.holder.name]));
}
