import { useRef, useEffect, useState } from 'react';
import { useSubscribeToTopic } from '../../providers/useSubscribeToTopic.ts';

/** The server's topic for what the wire adds (server/events/agencyItemsAdded.ts). */
export const AGENCY_ITEMS_TOPIC = 'agencyItems';

/** What the server announces after an ingest batch: the payload of an `added` event. */
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
export function useAgencyItemsAdded(tab: WireTab | undefined, since: string | undefined): number {
  const key = `${tab}|${since ?? ''}`;
  const [added, setAdded] = useState({ key, count: 0 });
  const list = useRef({ key, since, tab });
  useEffect(() => {
    list.current = { key, since, tab };
  }, [key, since, tab]);

  useSubscribeToTopic(tab ? AGENCY_ITEMS_TOPIC : undefined, ({ type, payload }) => {
    const event = payload as AgencyItemsAdded | undefined;
    const { key: current, since: newestShown, tab: shown } = list.current;
    if (type !== 'added' || !event || event.tabName !== shown) return;
    // Announced late for items the list already shows.
    if (newestShown && Date.parse(event.newestCreatedDate) <= Date.parse(newestShown)) return;
    setAdded((before) => ({ key: current, count: (before.key === current ? before.count : 0) + event.count }));
  });

  return added.key === key ? added.count : 0;
}
