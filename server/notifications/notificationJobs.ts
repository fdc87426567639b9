/** The notifications' jobs (README.md, "Sending"): send (the fan-out), deliver, and the recurring sweep. */
import type { FeatureEnvironment, FeatureJobs } from '../serverFeature.ts';
import type { NotificationChannel } from './channels/channel.ts';
import { deliverNotification, sweepNotifications } from './notificationDeliver.ts';
import { DELIVER_NOTIFICATION_JOB, prepareNotificationSend, SEND_NOTIFICATION_JOB, SWEEP_NOTIFICATIONS_JOB, type SendPayload } from './notificationSend.ts';

/** The jobs work the outbox through `channels` at the pace the configuration says (`config.notifications.send`, NOTIFY_SEND_*); closing them closes the channels. */
export function notificationJobs(environment: Pick<FeatureEnvironment, 'db' | 'config'>, channels: readonly NotificationChannel[]): FeatureJobs {
  const options = environment.config.notifications.send;
  const env = { db: environment.db, channels, options, publicUrl: environment.config.publicUrl };
  return {
    handlers: {
      [SEND_NOTIFICATION_JOB]: (payload: SendPayload) => prepareNotificationSend(env, payload),
      [DELIVER_NOTIFICATION_JOB]: (payload: { notificationId: number }) => deliverNotification(env, payload.notificationId),
      [SWEEP_NOTIFICATIONS_JOB]: () => sweepNotifications(env),
    },
    recurring: [{ name: SWEEP_NOTIFICATIONS_JOB, everyMs: options.sweepEveryMs }],
    close: async () => void (await Promise.all(channels.map((channel) => channel.close?.()))),
  };
}
