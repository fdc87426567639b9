import type { WebhookDeliveryFieldsFragment, WebhookFieldsFragment, WebhookInput } from '../../graphql/graphql.ts';
import type { SessionClient } from '../../providers/deferredApolloClient.ts';
import { QUIET_FAILURE } from '../../providers/errorLink.ts';
import { dataOrThrow } from '../../providers/graphqlResult.ts';
import { DELETE_WEBHOOK, GET_WEBHOOK_DELIVERIES, GET_WEBHOOKS, REDELIVER_WEBHOOK, RENEW_WEBHOOK_SECRET, SAVE_WEBHOOK } from './webhookDocuments.ts';

export type Webhook = WebhookFieldsFragment;
export type WebhookDelivery = WebhookDeliveryFieldsFragment;

/** The screen says a refused write itself (on the form's fields, or as its own notice). */
const QUIET = { [QUIET_FAILURE]: true };

/** The webhooks screen's named data provider methods (server/webhooks/README.md). */
export const webhookMethods = (client: Pick<SessionClient, 'query' | 'mutate'>) => ({
  async getWebhooks(): Promise<Webhook[]> {
    return dataOrThrow(await client.query({ query: GET_WEBHOOKS, fetchPolicy: 'network-only' })).webhooks;
  },
  /** A page (1, 2, …) of a webhook's deliveries, newest first. */
  async getWebhookDeliveries(webhookId: string, page = 1, limit = 50): Promise<WebhookDelivery[]> {
    return dataOrThrow(await client.query({ query: GET_WEBHOOK_DELIVERIES, variables: { webhookId, page, limit }, fetchPolicy: 'network-only' })).webhookDeliveries;
  },
  /** Creates (the answer carries the secret, once) or updates a webhook. */
  async saveWebhook(input: WebhookInput): Promise<Webhook> {
    return dataOrThrow(await client.mutate({ mutation: SAVE_WEBHOOK, variables: { input }, context: QUIET })).saveWebhook;
  },
  async deleteWebhook(id: string): Promise<boolean> {
    return dataOrThrow(await client.mutate({ mutation: DELETE_WEBHOOK, variables: { id }, context: QUIET })).deleteWebhook;
  },
  async renewWebhookSecret(id: string): Promise<Webhook> {
    return dataOrThrow(await client.mutate({ mutation: RENEW_WEBHOOK_SECRET, variables: { id }, context: QUIET })).renewWebhookSecret;
  },
  async redeliverWebhook(deliveryId: string): Promise<WebhookDelivery> {
    return dataOrThrow(await client.mutate({ mutation: REDELIVER_WEBHOOK, variables: { deliveryId }, context: QUIET })).redeliverWebhook;
  },
});
