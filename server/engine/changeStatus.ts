/** `updateStatusToX(id, status)`: true when the status changed; the change is versioned and audited. */
import { and, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import { writeAudit } from './audit.ts';
import { malformedRequest } from './inputErrors.ts';
import { scopeOf } from './listRecords.ts';
import type { Row } from './records.ts';
import { tableFor } from './tables.ts';

export async function changeStatus(resource: Resource, id: string, status: number, context: RequestContext): Promise<boolean> {
  if (!Number.isInteger(status) || status < 0) throw malformedRequest('status must be a non-negative integer');
  if (!/^\d{1,9}$/.test(id)) return false;
  const table = tableFor(resource);
  return context.db.transaction(async (tx) => {
    const [existing]: Row[] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, Number(id)), scopeOf(resource, table, context.siteNumber)))
      .for('update');
    if (!existing) return false;
    await requireRecordAccess(resource.operationAccess.update, context, existing);
    if (existing.status === status) return false;
    await tx
      .update(table)
      .set({ status, version: (existing.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
      .where(eq(table.id, Number(id)));
    await writeAudit(tx, { resource, recordId: id, action: 'status', changes: { status: { from: existing.status, to: status } } }, context);
    return true;
  });
}
