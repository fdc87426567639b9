import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../controls/mediaPicker/useDebouncedValue.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { GlobalSearchGroup } from './globalSearchMethods.ts';

/** How long typing must pause before the search is asked. */
export const TYPING_PAUSE_MS = 200;

/** Whether a text holds a word to search (letters or digits), as the server reads it. */
export const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * The groups for what is typed, asked once typing pauses; the last answer stays shown while the
 * next is on its way. `query` is the text the shown groups answer.
 */
export function useGlobalSearch(text: string, search?: (query: string) => Promise<GlobalSearchGroup[]>) {
  const dataProvider = useAppDataProvider();
  const query = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const result = useQuery({
    queryKey: ['globalSearch', query],
    queryFn: () => (search ?? ((words: string) => dataProvider.globalSearch(words)))(query),
    enabled: hasWord(query),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
    retry: false,
  });
  const settling = query !== text.trim() || result.isFetching;
  return { query, groups: result.data ?? [], failed: result.isError, loading: settling && !result.isError };
}
