/**
 * `deleteX(id, version)`: in one transaction, lock the row, refuse a stale version (CONFLICT), refuse
 * while other records point at it (CONFLICT, naming who uses it), then delete and write the audit row.
 * A record with an edit permit is deleted by its holder only (or while nobody holds it).
 * Who points at a resource is read from the declarations (every `reference` field naming it) and
 * from the uses features declare (a library file used by contents, a content on a headline: the resource's `uses` hooks).
 */
import { arrayContains, count, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import { GraphQLError } from '../contract/graphqlRuntime.ts';
import { changedFields, writeAudit } from './audit.ts';
import { isArrayColumn } from './kindColumns.ts';
import { saveErrorText, labelText } from './labels.ts';
import { scopeOf } from './listRecords.ts';
import { recordOutput, type Row } from './records.ts';
import { removeRevisions } from './revisionRows.ts';
import { rowToUpdate } from './saveRecord.ts';
import { tableFor } from './tables.ts';
import { hooksOf, type AfterWrite, type RecordUse } from './resourceHooks.ts';

type Reader = Pick<Db, 'select'>;

/** Per resource that references `target`, how many of its records point at row `id`. */
async function referencesTo(db: Reader, target: Resource, id: number, resources: readonly Resource[]): Promise<RecordUse[]> {
  const uses: RecordUse[] = [];
  for (const resource of resources) {
    const table = tableFor(resource);
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.kind !== 'reference' || field.resource !== target.name) continue;
      const value = field.textIds ? String(id) : id;
      const pointing = isArrayColumn(field) ? arrayContains(table[name], [value]) : eq(table[name], value);
      const [{ total }] = await db.select({ total: count() }).from(table).where(pointing);
      if (total > 0) uses.push({ name: resource.name, count: total });
    }
  }
  return uses;
}

export async function deleteRecord(resource: Resource, args: { id: string; version: number }, context: RequestContext, resources: readonly Resource[]): Promise<Row> {
  const table = tableFor(resource);
  const scope = scopeOf(resource, table, context.siteNumber);
  let afterWrite: AfterWrite | undefined;
  let removed: Row | undefined;
  const deleted = await context.db.transaction(async (tx) => {
    const row = await rowToUpdate(tx, table, scope, args, context);
    removed = row;
    await requireRecordAccess(resource.operationAccess.delete, context, row);
    afterWrite = await hooksOf(resource.name).permit(tx, context, String(row.id), 'once');
    const uses = [...(await referencesTo(tx, resource, row.id as number, resources)), ...(await hooksOf(resource.name).uses(tx, row))];
    if (uses.length > 0) {
      const detail = (use: RecordUse) => (use.where?.length ? `${use.count}: ${use.where.join(', ')}` : String(use.count));
      const names = uses.map((use) => `${labelText(`resources.${use.name}.name`, context.language)} (${detail(use)})`).join(', ');
      throw new GraphQLError(saveErrorText('inUse', context.language, { uses: names }), {
        extensions: { code: 'CONFLICT', messageKey: 'saveErrors.inUse', uses: Object.fromEntries(uses.map((use) => [use.name, use.count])) },
      });
    }
    await tx.delete(table).where(eq(table.id, row.id as number));
    await hooksOf(resource.name).afterDelete(tx, row, context);
    await removeRevisions(tx, resource, row.id as number);
    const changes = Object.fromEntries(Object.entries(changedFields(resource, undefined, row)).map(([name, change]) => [name, { from: change.to, to: null }]));
    await writeAudit(tx, { resource, recordId: row.id, action: 'delete', changes }, context);
    return recordOutput(resource, row);
  });
  await afterWrite?.();
  await hooksOf(resource.name).afterCommit(context, removed!, 'delete');
  return deleted;
}
