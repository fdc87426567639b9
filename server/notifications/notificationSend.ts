/**
 * A scheduled notification's send (issue 30, "Sending is a job"; README.md, "Sending"): its
 * `notification.send` job is queued in the save's transaction, at its send date and under a key per
 * notification and date (a moved date queues another; the old job finds another date and does
 * nothing). The job fans out in one transaction on the locked notification row (the row
 * `cancelNotification` locks): status sending, one `notification_platforms` row per chosen platform
 * and its channel's outbox rows; then the `notification.deliver` jobs work the outbox
 * (notificationDeliver.ts).
 */
import { eq } from 'drizzle-orm';
import type { MailingSendConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { notificationsTable } from '../engine/resourceTables.ts';
import { enqueue, type QueueWriter } from '../jobs/enqueue.ts';
import { NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
import { forCategoryFollowers } from '../../resources/notificationRules.ts';
import { sites } from '../db/schema.ts';
import type { NotificationChannel, NotificationMessage } from './channels/channel.ts';
import { lockNotification, saveProgress } from './notificationProgress.ts';
import { notificationPlatforms } from './notificationTables.ts';

export const SEND_NOTIFICATION_JOB = 'notification.send';
export const DELIVER_NOTIFICATION_JOB = 'notification.deliver';
export const SWEEP_NOTIFICATIONS_JOB = 'notification.sweep';

/** How the outbox is worked: the server configuration's `notifications.send` (NOTIFY_SEND_*). */
export type NotificationSendOptions = MailingSendConfig;

/** What the jobs work with: the database, the channels the server started, the outbox's pace. */
export interface SendEnvironment {
  db: Db;
  channels: readonly NotificationChannel[];
  options: NotificationSendOptions;
  /** The server's public address: the site settings' cover image is served under it. */
  publicUrl?: string;
}

export interface SendPayload {
  notificationId: number;
  /** The send date the job was queued for (ISO). */
  sendDate: string;
}

/** The reasons a platform ends failed at the fan-out (English, as a service's would be). */
export const NO_CHANNEL = 'No channel is configured for this platform.';
export const NO_RECIPIENTS = 'No recipients: nobody on this platform is subscribed for this audience.';

const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** In the save's transaction: a scheduled notification's send job at its date (at once for a date now or past). */
export async function queueNotificationSend(tx: QueueWriter, row: Readonly<Record<string, unknown>>): Promise<void> {
  if (row.status !== NOTIFICATION_STATUS_VALUE.scheduled || !row.sendDate) return;
  const payload: SendPayload = { notificationId: Number(row.id), sendDate: isoOf(row.sendDate) };
  await enqueue(tx, SEND_NOTIFICATION_JOB, payload, { runAt: new Date(payload.sendDate), key: `${SEND_NOTIFICATION_JOB}:${payload.notificationId}:${payload.sendDate}` });
}

/** The deliver jobs of a notification (a key each: one more is not queued while one waits or runs). */
export async function queueDeliveries(tx: QueueWriter, notificationId: number, parallel: number): Promise<void> {
  for (let k = 1; k <= parallel; k += 1) {
    await enqueue(tx, DELIVER_NOTIFICATION_JOB, { notificationId }, { key: `${DELIVER_NOTIFICATION_JOB}:${notificationId}:${k}` });
  }
}

type NotificationRow = typeof notificationsTable.$inferSelect;

/** A site path made absolute with the site's address; an absolute address kept. */
function absoluteUrl(url: unknown, siteUrl: string | null): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (!siteUrl) return undefined;
  try {
    return new URL(url, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
  } catch {
    return undefined;
  }
}

/** What goes out, read from the notification's row as its send began. */
export async function messageOf(db: Pick<Db, 'select'>, row: NotificationRow, sentAt: Date, publicUrl?: string): Promise<NotificationMessage> {
  const [site] = await db.select({ url: sites.url, settings: sites.settings }).from(sites).where(eq(sites.id, Number(row.siteId)));
  // "Cover image option" (spec 02 §3): the site settings' flash-news cover goes with it when chosen.
  const cover = row.useCoverImage === true ? (site?.settings as { notificationFlashNewsCoverImage?: { path?: string | null } } | null)?.notificationFlashNewsCoverImage?.path : undefined;
  const audience = Number(row.audience ?? 1);
  return {
    notificationId: Number(row.id),
    siteId: Number(row.siteId),
    title: String(row.title ?? ''),
    body: String(row.spot ?? ''),
    url: absoluteUrl(row.url, site?.url ?? null),
    imageUrl: absoluteUrl(cover, publicUrl ?? null),
    isBreakingNews: row.isBreakingNews === true,
    audience,
    categoryFollowersOnly: forCategoryFollowers({ audience, isCategoryFollowersOnly: row.isCategoryFollowersOnly }),
    categoryIds: ((row.categoryIds as unknown[] | null) ?? []).map(Number),
    mailChannelId: row.mailChannelId === null || row.mailChannelId === undefined ? undefined : Number(row.mailChannelId),
    sentAt: sentAt.toISOString(),
  };
}

export const channelFor = (channels: readonly NotificationChannel[], platform: number) => channels.find((channel) => channel.platforms.includes(platform));

/**
 * The `notification.send` job: fans out if the notification still waits for this date (a moved date
 * has a job of its own; a canceled one is left alone). What it did, for the job's result.
 */
export async function prepareNotificationSend(env: SendEnvironment, payload: SendPayload) {
  const { db, channels, options } = env;
  return db.transaction(async (tx) => {
    const locked = await lockNotification(tx, payload.notificationId);
    if (!locked || locked.status !== NOTIFICATION_STATUS_VALUE.scheduled) return { prepared: false };
    const [row] = await tx.select().from(notificationsTable).where(eq(notificationsTable.id, payload.notificationId));
    if (!row?.sendDate || isoOf(row.sendDate) !== payload.sendDate) return { prepared: false };
    const startedAt = new Date();
    const message = await messageOf(tx, row, startedAt, env.publicUrl);
    const { waiting, failed } = NOTIFICATION_DELIVERY_STATE_VALUE;
    const chosen = [...new Set(((row.platforms as unknown[] | null) ?? []).map(Number))].sort((a, b) => a - b);
    let targets = 0;
    for (const platform of chosen) {
      const channel = channelFor(channels, platform);
      const targeted = channel ? await channel.fanOut(tx, message, platform) : 0;
      targets += targeted;
      const reason = !channel ? NO_CHANNEL : targeted === 0 ? NO_RECIPIENTS : undefined;
      await tx
        .insert(notificationPlatforms)
        .values({ notificationId: payload.notificationId, platform, targeted, startedAt, state: reason ? failed : waiting, error: reason, finishedAt: reason ? startedAt : undefined })
        .onConflictDoNothing();
    }
    await tx.update(notificationsTable).set({ status: NOTIFICATION_STATUS_VALUE.sending, startedAt, targetCount: targets }).where(eq(notificationsTable.id, payload.notificationId));
    await saveProgress(tx, { ...locked, status: NOTIFICATION_STATUS_VALUE.sending, startedAt });
    if (targets > 0) await queueDeliveries(tx, payload.notificationId, options.parallel);
    return { prepared: true, targets };
  });
}
