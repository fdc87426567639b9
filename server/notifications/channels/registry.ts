/**
 * The channels the server starts for the send engine, one per platform family (channels/channel.ts).
 * A channel that cannot start (its settings are wrong, its service is away) is left out and said in the
 * log: its platforms then end failed with "no channel" and every other platform still goes out.
 */
import type { MailService } from '../../mailing/index.ts';
import type { NotificationChannel } from './channel.ts';
import { createFcmChannel } from './fcm.ts';
import { createMailChannel, type ChannelEnvironment } from './mail.ts';
import { createWebhookChannel } from './webhook.ts';
import { createWebPushChannel } from './webPush.ts';

export async function createChannels(env: ChannelEnvironment & { mail: MailService }): Promise<NotificationChannel[]> {
  const started = await Promise.allSettled([createWebPushChannel(env), Promise.resolve(createMailChannel(env)), createFcmChannel(env), createWebhookChannel(env)]);
  return started.flatMap((result) => {
    if (result.status === 'fulfilled') return [result.value];
    env.log(`notifications: a channel did not start: ${result.reason instanceof Error ? result.reason.message : String(result.reason)}`);
    return [];
  });
}
