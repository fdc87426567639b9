/**
 * The revisions of a declaration with `revisions` (resources/defineResource.ts): every write
 * (save, status change, restore) keeps one row in its own transaction, with the record's fields as
 * saved; lists read them newest first without the snapshots; a restore saves a revision's fields
 * over the record through the engine's save (its version check, rules, access and audit).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { recordRevisions } from '../db/revisionsTable.ts';
import { users } from '../db/usersTable.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import { malformedRequest, saveError } from './inputErrors.ts';
import { findRecord } from './listRecords.ts';
import { recordOutput, writableFields, type Row } from './records.ts';
import { MAX_REVISION_PAGE_SIZE, REVISION_PAGE_SIZE } from './revisionRows.ts';
import { saveRecord } from './saveRecord.ts';

const ID = /^\d{1,9}$/;

/** The revision as the API shows it; the snapshot only when it was read. */
function revisionOutput(row: { id: number; version: number; createdDate: Date; createdUserId: number | null; userName: string | null; changedFields: string[]; restoredFromVersion: number | null; snapshot?: unknown }) {
  return {
    id: String(row.id),
    version: row.version,
    createdDate: row.createdDate.toISOString(),
    createdUser: row.createdUserId === null ? null : { id: String(row.createdUserId), name: row.userName ?? '' },
    changedFields: row.changedFields,
    restoredFromVersion: row.restoredFromVersion,
    ...(row.snapshot === undefined ? {} : { snapshot: row.snapshot }),
  };
}

export type RevisionOutput = ReturnType<typeof revisionOutput>;

const listColumns = {
  id: recordRevisions.id,
  version: recordRevisions.version,
  createdDate: recordRevisions.createdDate,
  createdUserId: recordRevisions.createdUserId,
  userName: users.name,
  changedFields: recordRevisions.changedFields,
  restoredFromVersion: recordRevisions.restoredFromVersion,
};

/** The record the caller may read, else FORBIDDEN; undefined when it is not on the request's site. */
async function readableRecord(resource: Resource, recordId: string, context: RequestContext): Promise<Row | undefined> {
  const row = await findRecord(context.db, resource, recordId, context.siteNumber);
  if (row) await requireRecordAccess(resource.operationAccess.read, context, recordOutput(resource, row));
  return row;
}

const ofRecord = (resource: Resource, recordId: number) => and(eq(recordRevisions.resource, resource.name), eq(recordRevisions.recordId, recordId));

export async function listRevisions(resource: Resource, args: { recordId: string; page?: number | null; limit?: number | null }, context: RequestContext) {
  const page = args.page ?? 1;
  const limit = args.limit ?? REVISION_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw malformedRequest('page starts at 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_REVISION_PAGE_SIZE) throw malformedRequest(`limit must be between 1 and ${MAX_REVISION_PAGE_SIZE}`);
  const record = await readableRecord(resource, args.recordId, context);
  if (!record) return [];
  const rows = await context.db
    .select(listColumns)
    .from(recordRevisions)
    .leftJoin(users, eq(users.id, recordRevisions.createdUserId))
    .where(ofRecord(resource, record.id as number))
    .orderBy(desc(recordRevisions.version))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(revisionOutput);
}

async function revisionRow(db: Pick<Db, 'select'>, resource: Resource, recordId: number, revisionId: string) {
  if (!ID.test(revisionId)) return undefined;
  const [row] = await db
    .select({ ...listColumns, snapshot: recordRevisions.snapshot })
    .from(recordRevisions)
    .leftJoin(users, eq(users.id, recordRevisions.createdUserId))
    .where(and(ofRecord(resource, recordId), eq(recordRevisions.id, Number(revisionId))));
  return row;
}

/** One revision with its snapshot; null when the record or the revision is not there. */
export async function findRevision(resource: Resource, args: { recordId: string; revisionId: string }, context: RequestContext) {
  const record = await readableRecord(resource, args.recordId, context);
  const row = record && (await revisionRow(context.db, resource, record.id as number, args.revisionId));
  return row ? revisionOutput(row) : null;
}

/** A listed revision's snapshot, read alone (the list leaves them out). */
export async function revisionSnapshot(db: Pick<Db, 'select'>, revisionId: string): Promise<unknown> {
  const [row] = await db.select({ snapshot: recordRevisions.snapshot }).from(recordRevisions).where(eq(recordRevisions.id, Number(revisionId)));
  return row?.snapshot;
}

/**
 * The revision's writable fields saved over the record at `version`: a new version and revision
 * (naming the version restored), CONFLICT when `version` is stale, the save's access and rules.
 */
export async function restoreRevision(
  resource: Resource,
  args: { recordId: string; revisionId: string; version: number },
  context: RequestContext,
  resources: readonly Resource[],
): Promise<Row> {
  // Who may not update the record learns nothing of its revisions.
  const current = await findRecord(context.db, resource, args.recordId, context.siteNumber);
  if (current) await requireRecordAccess(resource.operationAccess.update, context, recordOutput(resource, current));
  const record = current && (await revisionRow(context.db, resource, current.id as number, args.revisionId));
  if (!record) throw saveError('NOT_FOUND', 'notFound', context.language);
  const snapshot = record.snapshot as Row;
  const fields = Object.fromEntries(writableFields(resource).filter(([name]) => name in snapshot).map(([name]) => [name, snapshot[name]]));
  return saveRecord(resource, { ...fields, id: args.recordId, version: args.version }, context, resources, { restoredFromVersion: record.version });
}
