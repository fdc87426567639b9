import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from './useAppDataProvider.ts';

/**
 * The bulk actions the role may do on a resource's rows (`availableBulkActions`), asked once a
 * minute per resource and shared by every list of it: the declared lists and the workflows' own.
 */
export function useAvailableBulkActions(resource: string, enabled = true): readonly string[] {
  const dataProvider = useAppDataProvider();
  const available = useQuery({ queryKey: ['availableBulkActions', resource], queryFn: () => dataProvider.getAvailableBulkActions(resource), staleTime: 60_000, enabled });
  return available.data ?? [];
}
