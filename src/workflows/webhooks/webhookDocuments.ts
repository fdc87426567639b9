import { graphql } from '../../graphql/index.ts';

export const WEBHOOK_DELIVERY_FIELDS = graphql(`
  fragment WebhookDeliveryFields on WebhookDelivery {
    __typename id webhookId event status attempts responseStatus responseBody error createdDate deliveredDate nextAttemptDate
    tries { __typename attempt at responseStatus error }
  }
`);

export const WEBHOOK_FIELDS = graphql(`
  fragment WebhookFields on Webhook {
    __typename id name url events active version createdDate updatedDate secret
    lastDelivery { ...WebhookDeliveryFields }
  }
`);

export const GET_WEBHOOKS = graphql(`
  query GetWebhooks {
    webhooks { ...WebhookFields }
  }
`);

export const GET_WEBHOOK_DELIVERIES = graphql(`
  query GetWebhookDeliveries($webhookId: ID!, $page: Int, $limit: Int) {
    webhookDeliveries(webhookId: $webhookId, page: $page, limit: $limit) { ...WebhookDeliveryFields }
  }
`);

export const SAVE_WEBHOOK = graphql(`
  mutation SaveWebhook($input: WebhookInput!) {
    saveWebhook(input: $input) { ...WebhookFields }
  }
`);

export const DELETE_WEBHOOK = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export const RENEW_WEBHOOK_SECRET = graphql(`
  mutation RenewWebhookSecret($id: ID!) {
    renewWebhookSecret(id: $id) { ...WebhookFields }
  }
`);

export const REDELIVER_WEBHOOK = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) { ...WebhookDeliveryFields }
  }
`);
