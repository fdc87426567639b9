import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { AgencyTab } from './agencyDeskRows.ts';

const NONE: never[] = [];
// The choices change rarely: a tab opened again uses what it read.
const CHOICES = { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 } as const;

/** What a tab's menus offer: its agencies, the agencies' categories and the people who acted there. */
export function useToolbarChoices(tab: AgencyTab) {
  const dataProvider = useAppDataProvider();
  const agencies = useQuery({ queryKey: ['agencies', tab], queryFn: () => dataProvider.getAgencies(tab), ...CHOICES });
  const categories = useQuery({ queryKey: ['agencyCategories'], queryFn: () => dataProvider.getAgencyCategories(), enabled: tab !== 'video', ...CHOICES });
  const creators = useQuery({ queryKey: ['agencyCreators', tab], queryFn: () => dataProvider.getAgencyCreators(tab === 'archive' ? 'archive' : 'contents'), enabled: tab !== 'video', ...CHOICES });
  return {
    agencies: agencies.data ?? NONE,
    categories: (tab !== 'video' && categories.data) || NONE,
    creators: (tab !== 'video' && creators.data) || NONE,
  };
}
