import { useRecordContext } from 'react-admin';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { useWorkingSite } from '../../providers/session.ts';
import { SocialSharesPanel } from './SocialSharesPanel.tsx';
import { useShareOptions } from './useShareOptions.ts';

/** The content editor's control of `socialShares`: the share panel over the working site's address, accounts and UTM sources. */
export function SocialSharesInput({ source, field, disabled }: KindInputProps<'list'>) {
  const record = useRecordContext();
  const siteUrl = useWorkingSite()?.url;
  const { accounts, utmSources } = useShareOptions();
  return <SocialSharesPanel source={source} field={field} contentId={record?.id} siteUrl={siteUrl} accounts={accounts} utmSources={utmSources} disabled={disabled || field.readOnly} />;
}
