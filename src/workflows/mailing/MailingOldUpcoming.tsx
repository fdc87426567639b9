import { MAILING_STATUS_VALUE } from '../../../resources/enums.ts';
import { OldMailingList } from './OldMailingList.tsx';

const FILTER = { status: [MAILING_STATUS_VALUE.pending] };

/** The upcoming newsletters (mailing/old-upcoming): pending ones, soonest first. */
export default function MailingOldUpcoming() {
  return <OldMailingList route="mailingOldUpcoming" filter={FILTER} soonestFirst />;
}
