import { defineServerFeature } from '../serverFeature.ts';
import { createChannels } from './channels/registry.ts';
import { DELIVERIES_COLUMNS } from './notificationDeliveries.ts';
import { notificationServerValues, queueSendAfterWrite } from './notificationHooks.ts';
import { notificationJobs } from './notificationJobs.ts';
import { notificationModule } from './notificationModule.ts';

/**
 * Push notifications (spec 02 §3–§5, §8; server/notifications/README.md): the notifications are a
 * declared resource; this feature adds their per-platform deliveries, canceling, the send (outbox,
 * channels and jobs) and the sites' push subscriptions.
 */
export default defineServerFeature({
  name: 'notifications',
  graphql: [notificationModule],
  jobs: async (environment) => notificationJobs(environment, await createChannels({ ...environment, mail: environment.services.mail })),
  resourceHooks: {
    // A sending, finished or canceled notification is not changed; a scheduled one's send job at its date, in the save's transaction.
    notifications: { serverValues: notificationServerValues, afterWrite: queueSendAfterWrite, addedColumns: { deliveries: DELIVERIES_COLUMNS } },
  },
});
