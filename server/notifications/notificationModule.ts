/**
 * The notification's operations beyond the declared resource's (`notifications`, `notification`,
 * `saveNotification`): its per-platform deliveries and canceling (server/notifications/README.md).
 */
import { notifications } from '../../resources/notification.ts';
import type { Resolvers } from '../contract/generated/resolverTypes.ts';
import type { GraphQLModule } from '../contract/graphqlModule.ts';
import { recordOutput } from '../engine/records.ts';
import { notificationDeliveries, type DeliveriesSource } from './notificationDeliveries.ts';
import { cancelNotification } from './notificationWrites.ts';

const notificationTypeDefs = /* GraphQL */ `
  type Mutation {
    "Spec 02 §4: a scheduled notification is canceled, or a send in progress stopped: what has not gone out is marked canceled. A finished or canceled one is refused (CONFLICT)."
    cancelNotification(id: ID!, version: Int!): Notification!
  }

  type Notification {
    "One per chosen platform, in platform order: its delivery state and counts (every platform waiting before the send)."
    deliveries: [NotificationDelivery!]!
  }

  type NotificationDelivery {
    platform: Int!
    "NOTIFICATION_DELIVERY_STATE: waiting 1, sent 2, failed 3, canceled 4."
    state: Int!
    targeted: Int!
    sent: Int!
    failed: Int!
    "Subscriptions the push service said are gone (404/410); they are removed."
    expired: Int!
    canceled: Int!
    "The first failure's reason, as the platform answered."
    error: String
    startedAt: String
    finishedAt: String
  }
`;

const resolvers: Resolvers = {
  Mutation: {
    cancelNotification: async (_source, args, context) => recordOutput(notifications, await cancelNotification(context, args)),
  },
  Notification: {
    deliveries: (notification, _args, context) => notificationDeliveries(context, notification as unknown as DeliveriesSource),
  },
};

export const notificationModule: GraphQLModule = {
  typeDefs: notificationTypeDefs,
  resolvers,
  operations: {
    Mutation: {
      cancelNotification: { permission: 'notification.save', siteScoped: true },
    },
  },
};
