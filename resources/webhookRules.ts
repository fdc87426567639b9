/** The rule of a webhook's address, run by the form and the server alike: http or https only, no credentials in it. */
export type WebhookUrlProblem = 'urlInvalid' | 'urlCredentials';

export function webhookUrlProblem(value: string): WebhookUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'urlInvalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'urlInvalid';
  if (url.username || url.password) return 'urlCredentials';
  return undefined;
}

export const WEBHOOK_EVENTS = ['CONTENT_PUBLISHED', 'CONTENT_UPDATED', 'CONTENT_UNPUBLISHED', 'CONTENT_DELETED', 'HEADLINE_CHANGED', 'MENU_CHANGED'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
