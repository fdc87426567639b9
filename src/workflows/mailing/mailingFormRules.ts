/**
 * Spec 02 §5's newsletter rules in the browser, before a save goes out: the declaration's rules
 * (`resources/mailing.ts`, `resources/mailingRules.ts`), the ones the server runs, and the lead time
 * from the client config (`mailingMinLeadMinutes`), with the catalogue's messages in the user's
 * language. The server still checks everything; its refusals are shown the same way.
 */
import { mailings } from '../../../resources/mailing.ts';
import { MAILING_LABELS, MAILING_MIN_LEAD_MINUTES, sendTimeLeadsBy } from '../../../resources/mailingRules.ts';
import { formatRuleMessage, validateValues, type ValidationLanguage } from '../../../resources/validation.ts';
import { getRuntimeConfig } from '../../config.ts';
import type { MailingInput } from '../../graphql/graphql.ts';

/** The fields the form sends and the rules check. */
const FORM_FIELDS = ['title', 'channelId', 'type', 'sendDate', 'userSpecificTitle', 'items'] as const;

export interface MailingFormCheck {
  /** Whether the lead time applies: as on the server, a new mailing, a changed send date, a pending one, and scheduling. */
  lead: boolean;
  language: ValidationLanguage;
  /** Turns a field label key into its text. */
  translate: (key: string) => string;
  leadMinutes?: number;
  now?: Date;
}

/** The lead time the server serves the admin, the rules' default until it has. */
export const configuredLeadMinutes = () => getRuntimeConfig()?.mailingMinLeadMinutes ?? MAILING_MIN_LEAD_MINUTES;

/** The first broken rule of each field as the text shown under it; empty when the newsletter may be sent to the server. */
export function mailingFormErrors(input: MailingInput, { lead, language, translate, leadMinutes = configuredLeadMinutes(), now = new Date() }: MailingFormCheck): Record<string, string> {
  const values = input as Record<string, unknown>;
  const fields = Object.fromEntries(FORM_FIELDS.map((name) => [name, { label: mailings.labelKey(name), rules: mailings.rules[name] ?? [] }]));
  const failures = validateValues(fields, values, { now });
  if (lead && !failures.sendDate) {
    const tooSoon = sendTimeLeadsBy(leadMinutes)(values.sendDate, { fieldLabel: MAILING_LABELS.sendDate, values, now });
    if (tooSoon) failures.sendDate = tooSoon;
  }
  return Object.fromEntries(Object.entries(failures).map(([name, failure]) => [name, formatRuleMessage(failure, language, translate)]));
}
