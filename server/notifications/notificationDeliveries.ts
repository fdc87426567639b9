/**
 * What the list and the form read of a send: `Notification.deliveries`, one per chosen platform with
 * its state and counts (`notification_platforms`). Before the send fans out, each chosen platform is
 * waiting with zero counts (canceled when the notification was canceled first). The deliveries a page
 * of notifications asks for are read in one query (a per-request DataLoader).
 */
import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import { NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { notificationPlatforms } from './notificationTables.ts';

export interface NotificationDelivery {
  platform: number;
  state: number;
  targeted: number;
  sent: number;
  failed: number;
  expired: number;
  canceled: number;
  error: string | null;
  startedAt: string | null;
  finishedAt: string | null;
}

/** What `deliveries` reads of the notification's own row (`addedColumns` of the feature's hooks). */
export interface DeliveriesSource {
  id: string | number;
  status?: number | null;
  platforms?: readonly number[] | null;
}

export const DELIVERIES_COLUMNS = ['id', 'status', 'platforms'] as const;

type PlatformRow = typeof notificationPlatforms.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const loaders = new WeakMap<object, DataLoader<number, PlatformRow[]>>();

function loaderOf(context: RequestContext): DataLoader<number, PlatformRow[]> {
  let loader = loaders.get(context);
  if (!loader) {
    const db: Db = context.db;
    loader = new DataLoader(async (ids: readonly number[]) => {
      const rows = await db.select().from(notificationPlatforms).where(inArray(notificationPlatforms.notificationId, [...ids]));
      return ids.map((id) => rows.filter((row) => row.notificationId === id));
    });
    loaders.set(context, loader);
  }
  return loader;
}

/** One delivery per chosen platform, in platform order. */
export async function notificationDeliveries(context: RequestContext, source: DeliveriesSource): Promise<NotificationDelivery[]> {
  const stored = source.status === NOTIFICATION_STATUS_VALUE.scheduled ? [] : await loaderOf(context).load(Number(source.id));
  const before = source.status === NOTIFICATION_STATUS_VALUE.canceled ? NOTIFICATION_DELIVERY_STATE_VALUE.canceled : NOTIFICATION_DELIVERY_STATE_VALUE.waiting;
  return [...(source.platforms ?? [])]
    .sort((a, b) => a - b)
    .map((platform) => {
      const row = stored.find((candidate) => candidate.platform === platform);
      if (!row) return { platform, state: before, targeted: 0, sent: 0, failed: 0, expired: 0, canceled: 0, error: null, startedAt: null, finishedAt: null };
      return { ...row, startedAt: iso(row.startedAt), finishedAt: iso(row.finishedAt) };
    });
}
