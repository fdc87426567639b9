import { gql } from '@apollo/client/core/index.js';
import { useEffect, useRef, useState } from 'react';
import { getAppSessionClient } from '../../providers/appSessionClient.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';

export const ON_AGENCY_ITEMS_ADDED = gql`
  subscription OnAgencyItemsAdded {
    agencyItemsAdded { tabName count newestCreatedDate }
  }
`;

/** What the server announces after an ingest batch (server/events/agencyItemsAdded.ts). */
export interface AgencyItemsAdded {
  tabName: string;
  count: number;
  newestCreatedDate: string;
}

/** The desk tabs the wire adds to. */
export type WireTab = 'contents' | 'video';

/**
 * How many items the wire has added to `tab` after `since`, the newest item of the list on screen
 * (its firstCreatedDate; undefined for an empty list). Counting starts again at 0 whenever `since`
 * or the tab changes, i.e. when the list reloads. No tab: nothing is subscribed.
 */
export function useAgencyItemsAdded(tab: WireTab | undefined, since: string | undefined, client: SessionClient | undefined = getAppSessionClient()): number {
  const key = `${tab}|${since ?? ''}`;
  const [added, setAdded] = useState({ key, count: 0 });
  const list = useRef({ key, since });
  useEffect(() => {
    list.current = { key, since };
  }, [key, since]);

  useEffect(() => {
    if (!tab || !client) return;
    const subscription = client.subscribe<{ agencyItemsAdded: AgencyItemsAdded }>({ query: ON_AGENCY_ITEMS_ADDED }).subscribe({
      next: ({ data }) => {
        const event = data?.agencyItemsAdded;
        if (!event || event.tabName !== tab) return;
        const { key: current, since: newestShown } = list.current;
        // Announced late for items the list already shows.
        if (newestShown && Date.parse(event.newestCreatedDate) <= Date.parse(newestShown)) return;
        setAdded((before) => ({ key: current, count: (before.key === current ? before.count : 0) + event.count }));
      },
      error: (error: unknown) => console.warn('The new agency items subscription ended', error),
    });
    return () => subscription.unsubscribe();
  }, [tab, client]);

  return added.key === key ? added.count : 0;
}
