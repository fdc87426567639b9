import { useQuery } from '@tanstack/react-query';
import { MAILING_STATUS_VALUE, MAILING_TYPE } from '../../../resources/enums.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';

/** The current newsletters: drafts and upcoming ones (spec 02 §4). */
export const CURRENT_STATUSES = [MAILING_STATUS_VALUE.draft, MAILING_STATUS_VALUE.pending];

/** A sending or sent newsletter is shown, never changed. */
export const isReadOnlyStatus = (status: number | null | undefined) => status === MAILING_STATUS_VALUE.sending || status === MAILING_STATUS_VALUE.sent;

/** The types, labelled by the enums' texts. */
export const mailingTypeChoices = (translate: (key: string) => string) =>
  MAILING_TYPE.values.map(({ key, value }) => ({ value: String(value), label: translate(`enums.mailingType.${key}`) }));

export const mailingTypeLabel = (translate: (key: string) => string, type: number | null | undefined) => {
  const key = MAILING_TYPE.values.find((value) => value.value === type)?.key;
  return key ? translate(`enums.mailingType.${key}`) : '';
};

/** The site's channels (a settings list), read once per screen. */
export function useMailingChannels() {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['mailingChannels'], queryFn: () => dataProvider.getMailingChannels() }).data ?? [];
}
