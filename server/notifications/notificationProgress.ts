/**
 * Where a notification's send stands (server/notifications/README.md, "Sending"): the per-platform
 * counts as outbox rows end, each platform's state once nothing of it is pending or in flight, and
 * the notification's `deliveryStates`, `failedPlatforms` and finish. The send, the deliver jobs, the
 * sweep and the cancel all write through here, each in its transaction on the locked notification row.
 */
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
import { notificationsTable } from '../engine/resourceTables.ts';
import type { WriteTx } from '../engine/resourceHooks.ts';
import { notificationDeliveries, notificationPlatforms } from './notificationTables.ts';

export type ProgressTx = Pick<WriteTx, 'select' | 'update' | 'insert' | 'execute'>;

/** What one platform's rows added to its counts. */
export interface PlatformTally {
  sent: number;
  failed: number;
  expired: number;
  canceled: number;
  /** The first failure's reason among them. */
  error?: string;
}

export type Tallies = Map<number, PlatformTally>;

/** Adds one row's end to the tallies (`by` -1 takes back an end counted before). */
export function tally(tallies: Tallies, platform: number, end: 'sent' | 'failed' | 'expired' | 'canceled', error?: string, by = 1): void {
  const entry = tallies.get(platform) ?? { sent: 0, failed: 0, expired: 0, canceled: 0 };
  entry[end] += by;
  if (end === 'failed' && error && !entry.error) entry.error = error;
  tallies.set(platform, entry);
}

/** One UPDATE per platform, whatever the number of rows. */
export async function addTallies(tx: ProgressTx, notificationId: number, tallies: Tallies): Promise<void> {
  const p = notificationPlatforms;
  for (const [platform, counts] of tallies) {
    await tx
      .update(p)
      .set({
        sent: sql`${p.sent} + ${counts.sent}`,
        failed: sql`${p.failed} + ${counts.failed}`,
        expired: sql`${p.expired} + ${counts.expired}`,
        canceled: sql`${p.canceled} + ${counts.canceled}`,
        ...(counts.error ? { error: sql`coalesce(${p.error}, ${counts.error})` } : {}),
      })
      .where(and(eq(p.notificationId, notificationId), eq(p.platform, platform)));
  }
}

export interface LockedNotification {
  id: number;
  status: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  deliveryStates: number[];
}

/** The notification's row locked for this transaction (the row `cancelNotification` locks), or undefined when it is gone. */
export async function lockNotification(tx: ProgressTx, id: number): Promise<LockedNotification | undefined> {
  const t = notificationsTable;
  const [row] = await tx
    .select({ id: t.id, status: t.status, startedAt: t.startedAt, finishedAt: t.finishedAt, deliveryStates: t.deliveryStates })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row ? { ...(row as LockedNotification), deliveryStates: ((row.deliveryStates as number[] | null) ?? []).map(Number) } : undefined;
}

/** Rows a canceled notification still has pending (a retry recorded while the cancel committed) end canceled. */
export async function cancelPending(tx: ProgressTx, notificationId: number): Promise<Tallies> {
  const stopped = await tx
    .update(notificationDeliveries)
    .set({ state: 'canceled', lockedBy: null, lockedUntil: null })
    .where(and(eq(notificationDeliveries.notificationId, notificationId), eq(notificationDeliveries.state, 'pending')))
    .returning({ platform: notificationDeliveries.platform });
  const tallies: Tallies = new Map();
  for (const { platform } of stopped) tally(tallies, platform, 'canceled');
  await addTallies(tx, notificationId, tallies);
  return tallies;
}

/**
 * Platforms with rows and nothing pending or in flight take their end state from their counts:
 * failed when a row failed, else canceled when rows were canceled, else sent (expired rows are
 * neither). A platform that ended at the fan-out (no channel, nobody to reach) keeps its state.
 * Then what the notification's row shows of them: the values to write on it, or undefined when
 * nothing changed.
 */
export async function progressValues(tx: ProgressTx, notification: LockedNotification): Promise<Record<string, unknown> | undefined> {
  const { waiting, sent, failed, canceled } = NOTIFICATION_DELIVERY_STATE_VALUE;
  const id = notification.id;
  const end = sql`(CASE WHEN p.failed > 0 THEN ${failed}::smallint WHEN p.canceled > 0 THEN ${canceled}::smallint ELSE ${sent}::smallint END)`;
  await tx.execute(sql`
    UPDATE notification_platforms p
    SET state = ${end}, finished_at = coalesce(p.finished_at, now())
    WHERE p.notification_id = ${id}::integer AND p.targeted > 0 AND p.state IS DISTINCT FROM ${end}
      AND NOT EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.notification_id = p.notification_id AND d.platform = p.platform AND d.state IN ('pending', 'sending'))`);
  const platforms = await tx
    .select({ platform: notificationPlatforms.platform, state: notificationPlatforms.state })
    .from(notificationPlatforms)
    .where(eq(notificationPlatforms.notificationId, id));
  const { sending, canceled: canceledStatus, finished } = NOTIFICATION_STATUS_VALUE;
  const states = platforms.length > 0 ? [...new Set(platforms.map((entry) => entry.state))].sort((a, b) => a - b) : notification.status === canceledStatus ? [canceled] : [waiting];
  const values: Record<string, unknown> = {};
  if (states.join() !== notification.deliveryStates.join()) values.deliveryStates = states;
  const ended = platforms.every((entry) => entry.state !== waiting);
  const over = notification.status === sending || (notification.status === canceledStatus && notification.startedAt !== null && notification.finishedAt === null);
  if (ended && over && platforms.length > 0) {
    if (notification.status === sending) values.status = finished;
    values.finishedAt = new Date();
    values.failedPlatforms = platforms
      .filter((entry) => entry.state === failed)
      .map((entry) => entry.platform)
      .sort((a, b) => a - b);
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

/** `progressValues` written on the notification's row; whether anything changed. */
export async function saveProgress(tx: ProgressTx, notification: LockedNotification): Promise<boolean> {
  const values = await progressValues(tx, notification);
  if (!values) return false;
  await tx.update(notificationsTable).set(values).where(eq(notificationsTable.id, notification.id));
  return true;
}
