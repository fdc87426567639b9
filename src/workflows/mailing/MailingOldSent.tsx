import { MAILING_STATUS_VALUE } from '../../../resources/enums.ts';
import { OldMailingList } from './OldMailingList.tsx';

/** Sending ones are listed with the sent: their report shows how far they got. */
const FILTER = { status: [MAILING_STATUS_VALUE.sending, MAILING_STATUS_VALUE.sent] };

/** The sent newsletters (mailing/old-sent): newest first, a page at a time. */
export default function MailingOldSent() {
  return <OldMailingList route="mailingOldSent" filter={FILTER} />;
}
