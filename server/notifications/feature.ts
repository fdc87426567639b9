import { defineServerFeature } from '../serverFeature.ts';
import { DELIVERIES_COLUMNS } from './notificationDeliveries.ts';
import { notificationModule } from './notificationModule.ts';

/**
 * Push notifications (spec 02 §3–§5, §8; server/notifications/README.md): the notifications are a
 * declared resource; this feature adds their per-platform deliveries, canceling, the send (outbox,
 * channels and jobs) and the sites' push subscriptions.
 */
export default defineServerFeature({
  name: 'notifications',
  graphql: [notificationModule],
  resourceHooks: {
    notifications: { addedColumns: { deliveries: DELIVERIES_COLUMNS } },
  },
});
