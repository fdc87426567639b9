/**
 * `cancelNotification(id, version)` (spec 02 §4: a scheduled notification can be canceled): in one
 * transaction on the locked row of the request's site, refusing a stale version (CONFLICT) or a
 * notification gone (NOT_FOUND) as the engine's writes do. A scheduled one is canceled before anything
 * goes out; a sending one is stopped: its outbox rows not yet claimed are marked canceled (not failed),
 * rows already handed to their service keep their outcome (notificationSend.ts finishes the platforms).
 * A finished or canceled notification is refused with CONFLICT.
 */
import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_DELIVERY_STATE_VALUE, NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
import { en, tr } from '../../resources/messages/notification.ts';
import { notifications } from '../../resources/notification.ts';
import type { RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import type { Language } from '../contract/language.ts';
import { changedFields, writeAudit } from '../engine/audit.ts';
import { scopeOf } from '../engine/listRecords.ts';
import type { Row } from '../engine/records.ts';
import { rowToUpdate } from '../engine/saveRecord.ts';
import { tableFor } from '../engine/tables.ts';
import { notificationDeliveries, notificationPlatforms } from './notificationTables.ts';

export const notificationErrors = (language: Language) => (language === 'en' ? en : tr).notification.errors;

/** A notification whose send has finished, or that was canceled, is no longer changed or canceled: CONFLICT. */
export function refuseOnceDone(row: { status?: unknown }, language: Language): void {
  if (row.status === NOTIFICATION_STATUS_VALUE.finished) throw apiError('CONFLICT', notificationErrors(language).alreadySent, { messageKey: 'notification.errors.alreadySent' });
  if (row.status === NOTIFICATION_STATUS_VALUE.canceled) throw apiError('CONFLICT', notificationErrors(language).alreadyCanceled, { messageKey: 'notification.errors.alreadyCanceled' });
}

export async function cancelNotification(context: RequestContext, target: { id: string; version: number }): Promise<Row> {
  const table = tableFor(notifications);
  return context.db.transaction(async (tx) => {
    const row = await rowToUpdate(tx, table, scopeOf(notifications, table, context.siteNumber), target, context);
    refuseOnceDone(row, context.language);
    const id = row.id as number;
    const { canceled, waiting } = NOTIFICATION_DELIVERY_STATE_VALUE;
    const stopped = await tx
      .update(notificationDeliveries)
      .set({ state: 'canceled', lockedBy: null, lockedUntil: null })
      .where(and(eq(notificationDeliveries.notificationId, id), eq(notificationDeliveries.state, 'pending')))
      .returning({ platform: notificationDeliveries.platform });
    const byPlatform = new Map<number, number>();
    for (const { platform } of stopped) byPlatform.set(platform, (byPlatform.get(platform) ?? 0) + 1);
    for (const [platform, count] of byPlatform) {
      await tx
        .update(notificationPlatforms)
        .set({ canceled: sql`${notificationPlatforms.canceled} + ${count}` })
        .where(and(eq(notificationPlatforms.notificationId, id), eq(notificationPlatforms.platform, platform)));
    }
    // A platform with nothing more in flight ends canceled; one still handing rows over ends when they do (notificationSend.ts).
    await tx.execute(sql`
      UPDATE notification_platforms p SET state = ${canceled}, finished_at = now()
      WHERE p.notification_id = ${id} AND p.state = ${waiting}
        AND NOT EXISTS (SELECT 1 FROM notification_deliveries d WHERE d.notification_id = p.notification_id AND d.platform = p.platform AND d.state = 'sending')`);
    const states = await tx.selectDistinct({ state: notificationPlatforms.state }).from(notificationPlatforms).where(eq(notificationPlatforms.notificationId, id));
    const [updated] = await tx
      .update(table)
      .set({
        status: NOTIFICATION_STATUS_VALUE.canceled,
        deliveryStates: states.length > 0 ? states.map((entry) => entry.state).sort() : [canceled],
        version: (row.version as number) + 1,
        updatedUserId: context.user.id,
        updatedDate: new Date(),
      })
      .where(eq(table.id, id))
      .returning();
    await writeAudit(tx, { resource: notifications, recordId: id, action: 'status', changes: changedFields(notifications, row, updated!) }, context);
    return updated as Row;
  });
}
