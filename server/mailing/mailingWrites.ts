/**
 * `scheduleMailing(id, version)` and `cancelMailing(id, version)` (spec 02 §4): each in one
 * transaction on the locked row of the request's site, refusing a stale version (CONFLICT) or a
 * mailing gone (NOT_FOUND) as the engine's writes do. Schedule turns a draft pending after checking
 * the lead time again; cancel deletes a draft or pending mailing (no e-mail is sent) with its audit
 * row. A mailing whose send has begun is refused by both with `mailing.errors.alreadySending`.
 */
import { eq } from 'drizzle-orm';
import { mailings } from '../../resources/mailing.ts';
import { serviceOf, type RequestContext } from '../context.ts';
import { apiError } from '../contract/apiErrors.ts';
import { changedFields, writeAudit } from '../engine/audit.ts';
import { scopeOf } from '../engine/listRecords.ts';
import type { Row } from '../engine/records.ts';
import type { WriteTx } from '../engine/resourceHooks.ts';
import { rowToUpdate } from '../engine/saveRecord.ts';
import { tableFor } from '../engine/tables.ts';
import { queueMailingSend } from './mailingSend.ts';
import { DRAFT, mailingErrors, PENDING, refuseOnceSending, requireLeadTime } from './mailingRow.ts';

export interface MailingVersion {
  id: string;
  version: number;
}

async function onLockedMailing<T>(context: RequestContext, target: MailingVersion, work: (tx: WriteTx, row: Row) => Promise<T>): Promise<T> {
  const table = tableFor(mailings);
  return context.db.transaction(async (tx) => {
    const row = await rowToUpdate(tx, table, scopeOf(mailings, table, context.siteNumber), target, context);
    refuseOnceSending(row, context.language);
    return work(tx, row);
  });
}

/** Draft → pending; a pending one stays as it is (a retried schedule). */
export async function scheduleMailing(context: RequestContext, target: MailingVersion): Promise<Row> {
  const table = tableFor(mailings);
  return onLockedMailing(context, target, async (tx, row) => {
    if (row.status === PENDING) return row;
    if (row.status !== DRAFT) throw apiError('CONFLICT', mailingErrors(context.language).notDraft, { messageKey: 'mailing.errors.notDraft' });
    requireLeadTime(row.sendDate, context.language, serviceOf(context, 'mail').minLeadMinutes);
    const [updated] = await tx
      .update(table)
      .set({ status: PENDING, version: (row.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
      .where(eq(table.id, row.id as number))
      .returning();
    await writeAudit(tx, { resource: mailings, recordId: row.id, action: 'status', changes: changedFields(mailings, row, updated!) }, context);
    await queueMailingSend(tx, updated!);
    return updated as Row;
  });
}

/** A draft or pending mailing deleted, audited with what it held. */
export async function cancelMailing(context: RequestContext, target: MailingVersion): Promise<boolean> {
  const table = tableFor(mailings);
  return onLockedMailing(context, target, async (tx, row) => {
    await tx.delete(table).where(eq(table.id, row.id as number));
    const changes = Object.fromEntries(Object.entries(changedFields(mailings, undefined, row)).map(([name, change]) => [name, { from: change.to, to: null }]));
    await writeAudit(tx, { resource: mailings, recordId: row.id, action: 'delete', changes }, context);
    return true;
  });
}
