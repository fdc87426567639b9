import { notificationDeliveries } from '../notificationTables.ts';
import type { NotificationChannel } from './channel.ts';

type Tx = Parameters<NotificationChannel['fanOut']>[0];

/** One pending outbox row per target, those already there left alone; returns how many were made. */
export async function insertOutboxRows(tx: Tx, notificationId: number, platform: number, targets: readonly string[]): Promise<number> {
  if (!targets.length) return 0;
  const made = await tx
    .insert(notificationDeliveries)
    .values(targets.map((target) => ({ notificationId, platform, target })))
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id });
  return made.length;
}
