import { defineServerFeature } from '../serverFeature.ts';
import { registerPushSubscriptionRoutes } from './channels/pushSubscriptionRoutes.ts';
import { closeLocalPushService, localPushServiceFor, seedLocalPushSubscriptions } from './channels/localPushService.ts';
import { createChannels } from './channels/registry.ts';
import { loadVapidKeys } from './channels/vapidKeys.ts';
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
  // The sites' browsers register their push subscriptions and read the VAPID public key (the pair every server shares).
  async routes(app, { db, config }) {
    let publicKey: Promise<string> | undefined;
    await registerPushSubscriptionRoutes(app, { db, publicKey: () => (publicKey ??= loadVapidKeys(db).then((keys) => keys.publicKey)), rateLimitMax: config.rateLimitMax });
  },
  async jobs(environment) {
    const jobs = notificationJobs(environment, await createChannels({ ...environment, mail: environment.services.mail }));
    return { ...jobs, close: async () => void (await Promise.all([jobs.close?.(), closeLocalPushService(environment.db)])) };
  },
  // The demo's readers: a few browsers per demo site subscribed on the local push service (README.md, "Web Push").
  async seed({ db, config, log, demo }) {
    if (!demo) return;
    const service = await localPushServiceFor({ db, port: config.notifications.localPort, log });
    await seedLocalPushSubscriptions(db, service, demo.siteIds);
  },
  resourceHooks: {
    // A sending, finished or canceled notification is not changed; a scheduled one's send job at its date, in the save's transaction.
    notifications: { serverValues: notificationServerValues, afterWrite: queueSendAfterWrite, addedColumns: { deliveries: DELIVERIES_COLUMNS } },
  },
});
