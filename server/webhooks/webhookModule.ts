/** The webhooks screen's API (README.md): the site's webhooks and their delivery log, for administrators (webhook.*). */
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { deleteWebhook, listDeliveries, listWebhooks, redeliverWebhook, renewWebhookSecret, saveWebhook } from './webhookStore.ts';

const webhookTypeDefs = /* GraphQL */ `
  enum WebhookEvent {
    CONTENT_PUBLISHED
    CONTENT_UPDATED
    CONTENT_UNPUBLISHED
    CONTENT_DELETED
    HEADLINE_CHANGED
    MENU_CHANGED
  }

  enum WebhookDeliveryStatus {
    PENDING
    SENT
    RETRYING
    FAILED
  }

  "An address of the site's that is sent the events it subscribed to, signed with its secret."
  type Webhook {
    id: ID!
    name: String!
    url: String!
    events: [WebhookEvent!]!
    active: Boolean!
    version: Int!
    createdDate: DateTime!
    updatedDate: DateTime!
    lastDelivery: WebhookDelivery
    "The signing secret: only in the answer of the save that made the webhook and of renewWebhookSecret; null everywhere else."
    secret: String
  }

  "One event sent to one webhook, and how its sending went."
  type WebhookDelivery {
    id: ID!
    webhookId: ID!
    event: WebhookEvent!
    status: WebhookDeliveryStatus!
    attempts: Int!
    responseStatus: Int
    "The answer's first 2 KB."
    responseBody: String
    error: String
    createdDate: DateTime!
    deliveredDate: DateTime
    nextAttemptDate: DateTime
    "Every attempt's outcome, oldest first."
    tries: [WebhookDeliveryTry!]!
  }

  "One attempt of a delivery: the answer's status, or why there was none."
  type WebhookDeliveryTry {
    attempt: Int!
    at: DateTime!
    responseStatus: Int
    error: String
  }

  input WebhookInput {
    id: ID
    version: Int
    name: String!
    "http or https, no user name or password in it."
    url: String!
    events: [WebhookEvent!]!
    active: Boolean!
  }

  type Query {
    "The site's webhooks by name, each with its newest delivery."
    webhooks: [Webhook!]!
    "A webhook's deliveries, newest first; limit at most 100 (50 when unset). Another site's webhook: NOT_FOUND."
    webhookDeliveries(webhookId: ID!, page: Int, limit: Int): [WebhookDelivery!]!
  }

  type Mutation {
    "Creates (no id; the answer carries the secret, once) or updates (id + version; a stale one: CONFLICT). A bad URL or no event: BAD_USER_INPUT with extensions.fields."
    saveWebhook(input: WebhookInput!): Webhook!
    deleteWebhook(id: ID!): Boolean!
    "Makes a new signing secret (the old one stops at once); the answer carries it, once."
    renewWebhookSecret(id: ID!): Webhook!
    "Sends the delivery again now, as its next attempt. One not yet tried: CONFLICT."
    redeliverWebhook(deliveryId: ID!): WebhookDelivery!
  }
`;

const resolvers: Resolvers = {
  Query: {
    webhooks: (_source, _args, context) => listWebhooks(context),
    webhookDeliveries: (_source, args, context) => listDeliveries(context, args.webhookId, args.page ?? 1, args.limit ?? 50),
  },
  Mutation: {
    saveWebhook: (_source, { input }, context) => saveWebhook(context, input),
    deleteWebhook: (_source, args, context) => deleteWebhook(context, args.id),
    renewWebhookSecret: (_source, args, context) => renewWebhookSecret(context, args.id),
    redeliverWebhook: (_source, args, context) => redeliverWebhook(context, args.deliveryId),
  },
  Webhook: {
    secret: (row) => row.secret ?? null,
    lastDelivery: (row) => row.lastDelivery ?? null,
  },
};

export const webhookModule: GraphQLModule = {
  typeDefs: webhookTypeDefs,
  resolvers,
  operations: {
    Query: {
      webhooks: { permission: 'webhook.view', siteScoped: true },
      webhookDeliveries: { permission: 'webhook.view', siteScoped: true },
    },
    Mutation: {
      saveWebhook: { permission: 'webhook.save', siteScoped: true },
      deleteWebhook: { permission: 'webhook.delete', siteScoped: true },
      renewWebhookSecret: { permission: 'webhook.save', siteScoped: true },
      redeliverWebhook: { permission: 'webhook.save', siteScoped: true },
    },
  },
};
