import { useGetList } from 'react-admin';

export interface ShareAccount {
  id: string;
  network: string;
  handle: string;
  displayName: string;
}

export interface ShareUtmSource {
  id: string;
  name: string;
  source: string | null;
  medium: string | null;
  campaign: string | null;
}

const APPROVED = { pagination: { page: 1, perPage: 200 }, filter: { isApproved: true } };

/** The site's approved social media accounts and UTM sources, by name: what a content may be shared to and with. */
export function useShareOptions(): { accounts: ShareAccount[] | undefined; utmSources: ShareUtmSource[] | undefined } {
  const accounts = useGetList<ShareAccount>('socialAccounts', { ...APPROVED, sort: { field: 'displayName', order: 'ASC' } });
  const utmSources = useGetList<ShareUtmSource>('utmSources', { ...APPROVED, sort: { field: 'name', order: 'ASC' } });
  return { accounts: accounts.data, utmSources: utmSources.data };
}
