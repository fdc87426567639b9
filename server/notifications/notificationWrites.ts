/**
 * `cancelNotification(id, version)` (spec 02 §4: a scheduled notification can be canceled): in one
 * transaction on the locked row of the request's site, refusing a stale version (CONFLICT) or a
 * notification gone (NOT_FOUND) as the engine's writes do. A scheduled one is canceled before anything
 * goes out; a sending one is stopped: its outbox rows not yet claimed are marked canceled (not failed),
 * rows already handed to their service keep their outcome (notificationDeliver.ts finishes the platforms;
 * a chunk claimed but not yet handed over is canceled there). A finished or canceled notification is refused with CONFLICT.
 */
import { eq } from 'drizzle-orm';
import { NOTIFICATION_STATUS_VALUE } from '../../resources/enums.ts';
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
import { cancelPending, progressValues } from './notificationProgress.ts';

export const notificationErrors = (language: Language) => (language === 'en' ? en : tr).notification.errors;

/** A notification whose send has finished, or that was canceled, is no longer changed or canceled: CONFLICT. */
export function refuseOnceDone(row: { status?: unknown }, language: Language): void {
  if (row.status === NOTIFICATION_STATUS_VALUE.finished) throw apiError('CONFLICT', notificationErrors(language).alreadySent, { messageKey: 'notification.errors.alreadySent' });
  if (row.status === NOTIFICATION_STATUS_VALUE.canceled) throw apiError('CONFLICT', notificationErrors(language).alreadyCanceled, { messageKey: 'notification.errors.alreadyCanceled' });
}

/** A notification whose send has begun (sending) is no longer changed either; a sending one can still be canceled. */
export function refuseOnceBegun(row: { status?: unknown }, language: Language): void {
  if (row.status === NOTIFICATION_STATUS_VALUE.sending) throw apiError('CONFLICT', notificationErrors(language).alreadySent, { messageKey: 'notification.errors.alreadySent' });
  refuseOnceDone(row, language);
}

export async function cancelNotification(context: RequestContext, target: { id: string; version: number }): Promise<Row> {
  const table = tableFor(notifications);
  return context.db.transaction(async (tx) => {
    const row = await rowToUpdate(tx, table, scopeOf(notifications, table, context.siteNumber), target, context);
    refuseOnceDone(row, context.language);
    const id = row.id as number;
    await cancelPending(tx, id);
    // A platform with nothing more in flight ends now; one still handing rows over ends when they do (notificationDeliver.ts).
    const progress = await progressValues(tx, {
      id,
      status: NOTIFICATION_STATUS_VALUE.canceled,
      startedAt: (row.startedAt as Date | null) ?? null,
      finishedAt: (row.finishedAt as Date | null) ?? null,
      deliveryStates: ((row.deliveryStates as number[] | null) ?? []).map(Number),
    });
    const [updated] = await tx
      .update(table)
      .set({ ...progress, status: NOTIFICATION_STATUS_VALUE.canceled, version: (row.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
      .where(eq(table.id, id))
      .returning();
    await writeAudit(tx, { resource: notifications, recordId: id, action: 'status', changes: changedFields(notifications, row, updated!) }, context);
    return updated as Row;
  });
}
