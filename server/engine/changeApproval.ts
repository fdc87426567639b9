/**
 * `changeXApprovalStatus(input {id, isApproved, updatedUserId, updatedDate})`: sets the approval
 * field alone. The input's updatedUserId and updatedDate are what the client shows; the server
 * records the signed-in user and its own clock, so nobody can sign a change with another name.
 * Approval touches no field an editor may be typing into, so it needs no version: it bumps the
 * version, and an edit form opened before it gets CONFLICT on save instead of undoing it. The
 * write's effects run as on a status change (changeStatus.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import { writeAudit } from './audit.ts';
import { saveError } from './inputErrors.ts';
import { scopeOf } from './listRecords.ts';
import { afterChange } from './changeHooks.ts';
import { recordOutput, type Row } from './records.ts';
import { tableFor } from './tables.ts';
import { hooksOf } from './resourceHooks.ts';
import { RESOURCES } from '../../resources/index.ts';
import { writeScope } from './saveRecord.ts';

export interface ApprovalInput {
  id: string;
  isApproved: boolean;
  updatedUserId?: string | null;
  updatedDate?: string | null;
  /** The version a list showed (a bulk action): a row changed since is CONFLICT. The single-row operation sends none. */
  version?: number | null;
}

export async function changeApproval(resource: Resource, input: ApprovalInput, context: RequestContext): Promise<Row> {
  const table = tableFor(resource);
  let before: Row | undefined;
  // Read before the transaction, as a save does (saveRecord.ts): the write's effects find the site here.
  const siteRow = await context.site();
  const settled: RequestContext = { ...context, site: async () => siteRow };
  const changed = await context.db.transaction(async (tx) => {
    const [existing]: Row[] = /^\d{1,9}$/.test(input.id)
      ? await tx
          .select()
          .from(table)
          .where(and(eq(table.id, Number(input.id)), scopeOf(resource, table, context.siteNumber)))
          .for('update')
      : [];
    if (!existing) throw saveError('NOT_FOUND', 'notFound', context.language);
    if (input.version != null && existing.version !== input.version) throw saveError('CONFLICT', 'conflict', context.language);
    if (existing.isApproved === input.isApproved) return existing;
    before = existing;
    const [updated]: Row[] = await tx
      .update(table)
      .set({ isApproved: input.isApproved, version: (existing.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
      .where(eq(table.id, existing.id as number))
      .returning();
    await hooksOf(resource.name).checkWrite(tx, existing, updated, context);
    const changes = { isApproved: { from: existing.isApproved, to: input.isApproved } };
    await writeAudit(tx, { resource, recordId: existing.id, action: 'update', changes }, context);
    await hooksOf(resource.name).afterWrite(writeScope(tx, settled, RESOURCES, 'other', {}, existing), updated);
    return updated;
  });
  if (before) {
    await afterChange(resource, { doc: recordOutput(resource, changed), previousDoc: recordOutput(resource, before), operation: 'update' }, context);
  }
  return changed;
}
