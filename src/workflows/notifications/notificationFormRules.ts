/**
 * The notification rules in the browser before a save goes out: the declaration's rules
 * (`resources/notification.ts`, `resources/notificationRules.ts`), the ones the server runs, with the
 * catalogue's messages in the user's language. The server still checks everything.
 */
import { notifications } from '../../../resources/notification.ts';
import { formatRuleMessage, validateValues, type ValidationLanguage } from '../../../resources/validation.ts';
import type { NotificationInput } from '../../graphql/graphql.ts';

/** The fields the form sends and the rules check. */
const FORM_FIELDS = ['title', 'spot', 'url', 'sendDate', 'platforms', 'audience', 'categoryIds', 'mailChannelId'] as const;

/** The first broken rule of each field as the text shown under it; empty when the notification may be sent to the server. */
export function notificationFormErrors(input: NotificationInput, language: ValidationLanguage, translate: (key: string) => string, now = new Date()): Record<string, string> {
  const fields = Object.fromEntries(FORM_FIELDS.map((name) => [name, { label: notifications.labelKey(name), rules: notifications.rules[name] ?? [] }]));
  const failures = validateValues(fields, input as Record<string, unknown>, { now });
  return Object.fromEntries(Object.entries(failures).map(([name, failure]) => [name, formatRuleMessage(failure, language, translate)]));
}
