import { useQueries, useQuery } from '@tanstack/react-query';
import type { PickerFilter } from '../../../resources/picker/pickerItems.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { PickerApiItem } from './pickerRows.ts';

export interface PickerItemsQuery {
  provider: string;
  filter: PickerFilter;
  /** How many pages are shown, from 1. */
  page: number;
  pageSize: number;
  /** A tab that warns loads nothing. */
  enabled: boolean;
}

const pageNumbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * A tab's pages 1 to `page`, one query each, so Show More asks only for the new page and a new
 * filter (back to page 1) starts a new list. A failed page ends the loading and shows nothing (spec 02 §8).
 */
export function usePickerItems({ provider, filter, page, pageSize, enabled }: PickerItemsQuery) {
  const dataProvider = useAppDataProvider();
  const pages = useQueries({
    queries: pageNumbers(enabled ? page : 0).map((number) => ({
      queryKey: ['pickerItems', provider, filter, pageSize, number],
      queryFn: () => dataProvider.getPickerItems(provider, filter, number, pageSize),
      refetchOnWindowFocus: false,
      retry: false,
    })),
  });
  const items: PickerApiItem[] = pages.flatMap((query) => query.data ?? []);
  return { items, loading: pages.some((query) => query.isPending && query.fetchStatus !== 'idle'), lastPageLength: pages.at(-1)?.data?.length };
}

/** The tab's category and author menus, read once per tab. */
export function usePickerChoices(provider: string, enabled: boolean) {
  const dataProvider = useAppDataProvider();
  const { data, isPending } = useQuery({
    queryKey: ['pickerChoices', provider],
    queryFn: () => dataProvider.getPickerChoices(provider),
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return { choices: data ?? { categories: [], authors: [] }, loading: enabled && isPending };
}
