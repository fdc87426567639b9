import { graphql, HttpResponse } from 'msw';
import type { WebhookInput } from '../../graphql/graphql.ts';
import type { Webhook, WebhookDelivery } from '../../workflows/webhooks/webhookMethods.ts';
import { webhookUrlProblem } from '../../../resources/webhookRules.ts';
import { en } from '../../../resources/messages/webhooks.ts';

type SampleDelivery = Omit<WebhookDelivery, '__typename' | 'tries'> & { tries: Omit<WebhookDelivery['tries'][number], '__typename'>[] };
type SampleWebhook = Omit<Webhook, '__typename' | 'lastDelivery'>;

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 29, hour, minute)).toISOString();

/** Two webhooks of the site: the web site's cache (its deliveries sent, one after a retry) and a search index that is down. */
export function sampleWebhooks(): { webhooks: SampleWebhook[]; deliveries: SampleDelivery[] } {
  const hook = (id: string, name: string, url: string, events: Webhook['events'], active: boolean): SampleWebhook => ({
    id, name, url, events, active, version: 1, createdDate: at(8), updatedDate: at(8), secret: null,
  });
  const delivery = (id: string, webhookId: string, event: Webhook['events'][number], more: Partial<SampleDelivery>): SampleDelivery => ({
    id, webhookId, event, status: 'SENT', attempts: 1, responseStatus: 200, responseBody: 'ok', error: null, createdDate: at(9), deliveredDate: at(9), nextAttemptDate: null,
    tries: [{ attempt: 1, at: at(9), responseStatus: 200, error: null }], ...more,
  });
  return {
    webhooks: [
      hook('1', 'Site önbelleği', 'https://www.example.com/hooks/newsroom', ['CONTENT_PUBLISHED', 'CONTENT_UPDATED', 'CONTENT_UNPUBLISHED', 'CONTENT_DELETED'], true),
      hook('2', 'Arama dizini', 'https://search.example.net/ingest', ['CONTENT_PUBLISHED', 'MENU_CHANGED'], false),
    ],
    deliveries: [
      delivery('13', '1', 'CONTENT_UPDATED', {
        attempts: 2,
        createdDate: at(10, 5),
        deliveredDate: at(10, 6),
        tries: [
          { attempt: 1, at: at(10, 5), responseStatus: 500, error: 'HTTP 500' },
          { attempt: 2, at: at(10, 6), responseStatus: 200, error: null },
        ],
      }),
      delivery('12', '1', 'CONTENT_PUBLISHED', { createdDate: at(9, 30), deliveredDate: at(9, 30) }),
      delivery('11', '2', 'CONTENT_PUBLISHED', {
        status: 'FAILED', attempts: 5, responseStatus: 503, responseBody: 'Service Unavailable', error: 'HTTP 503', deliveredDate: null,
        tries: [1, 2, 3, 4, 5].map((attempt) => ({ attempt, at: at(9, attempt * 10), responseStatus: 503, error: 'HTTP 503' })),
      }),
    ],
  };
}

type Body = { data: Record<string, unknown> | null; errors?: { message: string; extensions: { code: string; fields: Record<string, string> } }[] };

const typed = (row: SampleDelivery) => ({ __typename: 'WebhookDelivery' as const, ...row, tries: row.tries.map((one) => ({ __typename: 'WebhookDeliveryTry' as const, ...one })) });
const refusal = (message: string, code: string, fields: Record<string, string> = {}) => HttpResponse.json<Body>({ data: null, errors: [{ message, extensions: { code, fields } }] });

/** The webhooks API in memory, as server/webhooks answers; what was saved, deleted and sent again is kept for the stories to read. */
export function webhookApi({ empty = false } = {}) {
  const sample = sampleWebhooks();
  const webhooks = empty ? [] : sample.webhooks;
  const deliveries = empty ? [] : sample.deliveries;
  const saved: WebhookInput[] = [];
  const deleted: string[] = [];
  const redelivered: string[] = [];
  let next = 100;
  const out = (hook: SampleWebhook, secret: string | null = null) => ({
    __typename: 'Webhook' as const,
    ...hook,
    secret,
    lastDelivery: (() => {
      const last = deliveries.find((row) => row.webhookId === hook.id);
      return last ? typed(last) : null;
    })(),
  });
  const handlers = [
    graphql.query('GetWebhooks', () => HttpResponse.json<Body>({ data: { webhooks: [...webhooks].sort((a, b) => a.name.localeCompare(b.name, 'tr')).map((hook) => out(hook)) } })),
    graphql.query('GetWebhookDeliveries', ({ variables }) =>
      HttpResponse.json<Body>({ data: { webhookDeliveries: deliveries.filter((row) => row.webhookId === variables.webhookId).map(typed) } }),
    ),
    graphql.mutation('SaveWebhook', ({ variables }) => {
      const input = variables.input as WebhookInput;
      const problem = webhookUrlProblem(input.url);
      if (problem) return refusal(en.webhooks.errors[problem], 'BAD_USER_INPUT', { url: en.webhooks.errors[problem] });
      saved.push(input);
      const existing = webhooks.find((hook) => hook.id === input.id);
      if (existing) {
        Object.assign(existing, { name: input.name, url: input.url, events: input.events, active: input.active, version: existing.version + 1 });
        return HttpResponse.json<Body>({ data: { saveWebhook: out(existing) } });
      }
      const created: SampleWebhook = { id: String((next += 1)), name: input.name, url: input.url, events: input.events, active: input.active, version: 1, createdDate: at(11), updatedDate: at(11), secret: null };
      webhooks.push(created);
      return HttpResponse.json<Body>({ data: { saveWebhook: out(created, `whsec_story${next}`) } });
    }),
    graphql.mutation('DeleteWebhook', ({ variables }) => {
      const index = webhooks.findIndex((hook) => hook.id === variables.id);
      if (index < 0) return refusal(en.webhooks.errors.notFound, 'NOT_FOUND');
      webhooks.splice(index, 1);
      deleted.push(String(variables.id));
      return HttpResponse.json<Body>({ data: { deleteWebhook: true } });
    }),
    graphql.mutation('RenewWebhookSecret', ({ variables }) => {
      const found = webhooks.find((hook) => hook.id === variables.id);
      return found ? HttpResponse.json<Body>({ data: { renewWebhookSecret: out(found, 'whsec_renewed') } }) : refusal(en.webhooks.errors.notFound, 'NOT_FOUND');
    }),
    graphql.mutation('RedeliverWebhook', ({ variables }) => {
      const found = deliveries.find((row) => row.id === variables.deliveryId);
      if (!found) return refusal(en.webhooks.errors.deliveryNotFound, 'NOT_FOUND');
      redelivered.push(found.id);
      Object.assign(found, { status: 'PENDING', nextAttemptDate: at(12) });
      return HttpResponse.json<Body>({ data: { redeliverWebhook: typed(found) } });
    }),
  ];
  return { handlers, webhooks, deliveries, saved, deleted, redelivered };
}
