/**
 * `updateStatusToX(id, status)`: true when the status changed; the change is versioned and audited.
 * A declared `status` enum field takes its values only. The resource's beforeChange hook runs as on
 * a save, so the server's own fields follow the status (a content's isPublished), and so do the
 * write's effects (a scheduled publish job) and its revision. A record with an edit permit needs it
 * (its `permit` hook, resourceHooks.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import { canonical, changedFields, writeAudit } from './audit.ts';
import { beforeChange } from './changeHooks.ts';
import { hookValues } from './checkValues.ts';
import { badInput, malformedRequest, saveError } from './inputErrors.ts';
import { scopeOf } from './listRecords.ts';
import { MarkupCleaner, siteMarkupSettings } from './markupCleaning.ts';
import { recordOutput, startingValues, type Row } from './records.ts';
import { RESOURCES } from '../../resources/index.ts';
import { keepRevision } from './revisionRows.ts';
import { writeScope } from './saveRecord.ts';
import { tableFor } from './tables.ts';
import { hooksOf, type AfterWrite } from './resourceHooks.ts';

function checkStatus(resource: Resource, status: number, context: RequestContext): void {
  if (!Number.isInteger(status) || status < 0) throw malformedRequest('status must be a non-negative integer');
  const field = resource.fields.status;
  if (field?.kind === 'enum' && !field.enum.values.some((entry) => entry.value === status)) {
    throw badInput({ status: { message: 'saveErrors.invalid', params: { name: resource.labelKey('status') } } }, context.language);
  }
}

/**
 * The status with what the hook derives from it: its read-only fields, and the fields it changed
 * (a content's publish date on approval); the rest stays as stored.
 */
async function statusChange(resource: Resource, existing: Row, status: number, context: RequestContext, markup: MarkupCleaner): Promise<Row> {
  if (!resource.hooks?.beforeChange) return { status };
  const values: Row = { ...startingValues(resource, existing), status };
  const data = await beforeChange(resource, { data: values, originalDoc: recordOutput(resource, existing), operation: 'update' }, context);
  const { stored } = hookValues(resource, values, data, new Date(), markup);
  const derived = Object.entries(stored).filter(([name]) => resource.fields[name]?.readOnly || canonical(values[name]) !== canonical(data[name]));
  return { ...Object.fromEntries(derived), status };
}

/**
 * `expected`: the row as a list showed it (a bulk action), so a missing row is NOT_FOUND and a
 * version changed since is CONFLICT, instead of false and a change over what the user saw.
 */
export async function changeStatus(resource: Resource, id: string, status: number, context: RequestContext, expected?: { version: number | null }): Promise<boolean> {
  checkStatus(resource, status, context);
  if (!/^\d{1,9}$/.test(id)) {
    if (expected) throw saveError('NOT_FOUND', 'notFound', context.language);
    return false;
  }
  const table = tableFor(resource);
  let afterWrite: AfterWrite | undefined;
  // Read before the transaction, as a save does (saveRecord.ts): what runs inside it finds the site here.
  const siteRow = await context.site();
  const settled: RequestContext = { ...context, site: async () => siteRow };
  const markup = new MarkupCleaner(await siteMarkupSettings(settled));
  const changed = await context.db.transaction(async (tx) => {
    const [existing]: Row[] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, Number(id)), scopeOf(resource, table, context.siteNumber)))
      .for('update');
    if (!existing && expected) throw saveError('NOT_FOUND', 'notFound', context.language);
    if (!existing) return false;
    await requireRecordAccess(resource.operationAccess.update, context, recordOutput(resource, existing));
    if (expected?.version != null && existing.version !== expected.version) throw saveError('CONFLICT', 'conflict', context.language);
    if (existing.status === status) return false;
    afterWrite = await hooksOf(resource.name).permit(tx, context, String(existing.id), 'once');
    const change = await statusChange(resource, existing, status, settled, markup);
    const [updated]: Row[] = await tx
      .update(table)
      .set({ ...change, version: (existing.version as number) + 1, updatedUserId: context.user.id, updatedDate: new Date() })
      .where(eq(table.id, Number(id)))
      .returning();
    const changes = resource.fields.status ? changedFields(resource, existing, change) : { status: { from: existing.status, to: status } };
    await writeAudit(tx, { resource, recordId: id, action: 'status', changes }, context);
    await keepRevision(tx, resource, updated, { changed: Object.keys(changes) });
    await hooksOf(resource.name).afterWrite(writeScope(tx, settled, RESOURCES, 'other', {}, existing), updated);
    return true;
  });
  await afterWrite?.();
  return changed;
}
