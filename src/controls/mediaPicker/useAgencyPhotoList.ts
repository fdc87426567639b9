import { useCallback, useEffect, useRef, useState } from 'react';
import { AGENCY_PHOTO_FILTER_TYPES, AGENCY_PHOTO_PAGE_SIZE } from './agencyPhotoConstants.ts';
import type { AgencyPhotoRow, AgencyPhotoTab, AgencyPhotoTransport } from './agencyPhotoTransport.ts';

export interface AgencyPhotoListState {
  rows: AgencyPhotoRow[];
  /** The first page's newest item: later pages stay at or before it. */
  firstCreatedDate?: string;
  /** A page shorter than the page size came back: there is nothing more. */
  complete: boolean;
  loading: boolean;
  failed: boolean;
}

const FIRST_PAGE: AgencyPhotoListState = { rows: [], complete: false, loading: true, failed: false };

/**
 * One tab's items for a search, a page of 20 at a time: the first page when the search changes,
 * the next one (after the last item's cursor) on `showMore`. An answer to a search or page the user
 * has moved on from is dropped.
 */
export function useAgencyPhotoList(transport: AgencyPhotoTransport, tab: AgencyPhotoTab, search: string) {
  const [state, setState] = useState<AgencyPhotoListState>(FIRST_PAGE);
  const attempt = useRef(0);

  const load = useCallback(
    async (previous: AgencyPhotoListState | undefined) => {
      const current = ++attempt.current;
      setState(previous ? { ...previous, loading: true, failed: false } : FIRST_PAGE);
      const words = search.trim();
      try {
        const rows = await transport.list(tab, {
          filter: { contentTypes: AGENCY_PHOTO_FILTER_TYPES, ...(words ? { search: words } : {}) },
          limit: AGENCY_PHOTO_PAGE_SIZE,
          ...(previous ? { firstCreatedDate: previous.firstCreatedDate, after: previous.rows.at(-1)?.cursor } : {}),
        });
        if (current !== attempt.current) return;
        setState({
          rows: previous ? [...previous.rows, ...rows] : rows,
          firstCreatedDate: previous ? previous.firstCreatedDate : rows[0]?.createdDate,
          complete: rows.length < AGENCY_PHOTO_PAGE_SIZE,
          loading: false,
          failed: false,
        });
      } catch (error) {
        if (current !== attempt.current) return;
        console.warn('The agency photos could not be loaded', error);
        setState({ ...(previous ?? FIRST_PAGE), loading: false, failed: true });
      }
    },
    [transport, tab, search],
  );

  useEffect(() => {
    void load(undefined);
  }, [load]);

  const showMore = () => {
    if (!state.loading && !state.complete) void load(state);
  };
  /** After a failure: the failed page again (the first, or the one "show more" asked for). */
  const retry = () => void load(state.rows.length > 0 ? { ...state, failed: false } : undefined);

  return { ...state, showMore, retry };
}
