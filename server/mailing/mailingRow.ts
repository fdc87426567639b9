/**
 * What the newsletter's writes share: its status by name, the refusal of a mailing whose send has
 * begun, and the lead-time check of its send date (spec 02 §4, §5).
 */
import { MAILING_STATUS_VALUE } from '../../resources/enums.ts';
import { MAILING_LABELS, sendTimeLeadsBy } from '../../resources/mailingRules.ts';
import { en, tr } from '../../resources/messages/mailing.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';
import { badInput } from '../engine/inputErrors.ts';

export const { draft: DRAFT, pending: PENDING, sending: SENDING, sent: SENT } = MAILING_STATUS_VALUE;

export const mailingErrors = (language: Language) => (language === 'en' ? en : tr).mailing.errors;

/** A mailing whose send has begun (sending, sent) is no longer changed, scheduled or canceled: CONFLICT. */
export function refuseOnceSending(row: { status?: unknown }, language: Language): void {
  if (row.status === SENDING || row.status === SENT) {
    throw apiError('CONFLICT', mailingErrors(language).alreadySending, { messageKey: 'mailing.errors.alreadySending' });
  }
}

/** BAD_USER_INPUT on `sendDate` (the catalogue's tooSoon) when it is less than `leadMinutes` (MAILING_MIN_LEAD_MINUTES) from `now`. */
export function requireLeadTime(sendDate: unknown, language: Language, leadMinutes: number, now = new Date()): void {
  const failure = sendTimeLeadsBy(leadMinutes)(sendDate, { fieldLabel: MAILING_LABELS.sendDate, now });
  if (failure) throw badInput({ sendDate: failure }, language);
}
