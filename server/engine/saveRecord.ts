/**
 * `saveX(input)`: create (no id) or update (id + the version it was based on), in one transaction:
 * lock the row, refuse a stale version (CONFLICT), check the values (rules, kinds, unique groups,
 * references) and refuse with per-field messages (BAD_USER_INPUT) before anything is written,
 * then the resource's beforeChange hook and the server's values (its hooks, resourceHooks.ts), then write with
 * who and when, the audit row, the revision (a declaration with `revisions`) and the write's
 * effects; an update of a record with an edit permit needs it (its `permit` hook);
 * after the commit, its afterChange hook.
 */
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Resource } from '../../resources/defineResource.ts';
import { foldCase } from '../../resources/turkishText.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { apiError, permissionDenied } from '../contract/apiErrors.ts';
import { accessRequest, requireRecordAccess } from '../auth/authorize.ts';
import { canonical, changedFields, writeAudit } from './audit.ts';
import { afterChange, beforeChange } from './changeHooks.ts';
import { checkValues, hookValues } from './checkValues.ts';
import { badInput, malformedRequest, saveError } from './inputErrors.ts';
import { outputValue, type Failures } from './kindValues.ts';
import { scopeOf } from './listRecords.ts';
import { recordOutput, startingValues, writableFields, type Row } from './records.ts';
import { checkReferences } from './referenceChecks.ts';
import { keepRevision } from './revisionRows.ts';
import { tableFor, type ResourceTable } from './tables.ts';
import { hooksOf, type AfterWrite, type EffectScope } from './resourceHooks.ts';
import { MarkupCleaner, siteMarkupSettings } from './markupCleaning.ts';

type Reader = Pick<Db, 'select'>;

const uniqueFailure = (resource: Resource, field: string) => ({ message: 'saveErrors.unique', params: { name: resource.labelKey(field) } });

/**
 * A unique value compared as readers do: text ignoring case the Turkish way ('Ankara Bürosu' is
 * taken by 'ankara bürosu'; İ pairs with i and I with ı, as foldCase does), anything else as is.
 */
function sameValue(resource: Resource, table: ResourceTable, field: string, value: unknown): SQL {
  if (resource.fields[field]?.kind !== 'text' || typeof value !== 'string') return eq(table[field], value);
  return sql`lower(translate(${table[field]}, 'Iİ', 'ıi')) = ${foldCase(value)}`;
}

async function checkUnique(
  db: Reader,
  resource: Resource,
  stored: Row,
  scope: SQL | undefined,
  ownId: number | undefined,
  failures: Failures,
): Promise<void> {
  const table = tableFor(resource);
  for (const group of resource.unique ?? []) {
    if (group.some((field) => failures[field] || stored[field] === null || stored[field] === undefined)) continue;
    const same = group.map((field) => sameValue(resource, table, field, stored[field]));
    const [taken] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(scope, ...same, ownId === undefined ? undefined : ne(table.id, ownId)))
      .limit(1);
    if (taken) failures[group[0]] = uniqueFailure(resource, group[0]);
  }
}

/** A unique index hit by a concurrent save: the same answer as the check before the write. */
function uniqueViolation(error: unknown, resource: Resource, table: ResourceTable, context: RequestContext) {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code !== '23505') continue;
    const groups = resource.unique ?? [];
    const group = groups.find((fields) => constraint?.includes(fields.map((field) => table[field].name).join('_'))) ?? groups[0];
    return group ? badInput({ [group[0]]: uniqueFailure(resource, group[0]) }, context.language) : undefined;
  }
  return undefined;
}

/** The row an update (or delete) is based on, locked; CONFLICT when the client's version is not the row's. */
export async function rowToUpdate(db: Reader, table: ResourceTable, scope: SQL | undefined, input: { id: string; version?: number | null }, context: RequestContext) {
  if (input.version === undefined || input.version === null) throw malformedRequest('An update must carry the version it was based on');
  const [row] = /^\d{1,9}$/.test(input.id)
    ? await db
        .select()
        .from(table)
        .where(and(eq(table.id, Number(input.id)), scope))
        .for('update')
    : [];
  if (!row) throw saveError('NOT_FOUND', 'notFound', context.language);
  if (row.version !== input.version) throw saveError('CONFLICT', 'conflict', context.language);
  return row as Row;
}

/** FORBIDDEN when a changed field's `access.fields[name].update` refuses the caller. */
async function authorizeFieldChanges(resource: Resource, before: Row, stored: Row, context: RequestContext): Promise<void> {
  const request = await accessRequest(context);
  for (const [name, access] of Object.entries(resource.access?.fields ?? {})) {
    if (!access?.update || !(name in stored)) continue;
    const field = resource.fields[name];
    if (canonical(outputValue(field, before[name])) === canonical(outputValue(field, stored[name]))) continue;
    if (!access.update(request)) throw permissionDenied(access.update.needs);
  }
}

/** Where a write's effects run: its transaction (or the database), and the engine's save of other records there as the same user. */
export function writeScope(tx: Db, context: RequestContext, resources: readonly Resource[], action: EffectScope['action'] = 'other', input: Row = {}, before?: Row): EffectScope {
  return { tx, userId: context.user.id, action, input, before, save: (other, values) => saveRecord(other, values, { ...context, db: tx }, resources) };
}

export interface SaveOptions {
  /** The save writes back this version's revision (audited as a restore). */
  restoredFromVersion?: number;
  /** An update made from an outside source rather than typed: its audit row's action (`directoryRefresh`, server/directory). */
  auditAction?: 'directoryRefresh';
}

export async function saveRecord(
  resource: Resource,
  input: Record<string, unknown>,
  context: RequestContext,
  resources: readonly Resource[],
  { restoredFromVersion, auditAction }: SaveOptions = {},
): Promise<Row> {
  const table = tableFor(resource);
  const site = context.siteNumber;
  const scope = scopeOf(resource, table, site);
  const { id, version } = input as { id?: string | null; version?: number | null };
  const provided = Object.fromEntries(writableFields(resource).filter(([name]) => name in input).map(([name]) => [name, input[name]]));
  const who = { id: context.user.id, at: new Date() };
  // The site is read before the transaction, so a save the write's effects make inside it finds it
  // there (on PGlite's one connection, a read outside the transaction would wait for it forever).
  const hooks = hooksOf(resource.name);
  const siteRow = await context.site();
  const settled: RequestContext = { ...context, site: async () => siteRow };
  // Long markup is cleaned before the transaction, off the event loop, and found there by its text.
  const markup = await new MarkupCleaner(await siteMarkupSettings(settled)).prepare(resource.fields, provided);

  let previous: Row | undefined;
  let written: Row;
  let afterWrite: AfterWrite | undefined;
  try {
    written = await context.db.transaction(async (tx) => {
      const existing = id === undefined || id === null ? undefined : await rowToUpdate(tx, table, scope, { id, version }, context);
      previous = existing;
      if (existing) {
        await requireRecordAccess(resource.operationAccess.update, context, recordOutput(resource, existing));
        afterWrite = await hooks.permit(tx, context, String(existing.id), 'keep');
      }
      const values = { ...startingValues(resource, existing), ...provided };
      // A row filter holds for the record as it will be too: an editor of news cannot make a column.
      await requireRecordAccess(existing ? resource.operationAccess.update : resource.operationAccess.create, context, { ...values, id: existing && String(existing.id) });
      let { stored, failures } = checkValues(resource, values, who.at, markup);
      if (Object.keys(failures).length === 0 && (resource.hooks?.beforeChange || hooks.hasServerValues)) {
        const originalDoc = existing && recordOutput(resource, existing);
        const data = await beforeChange(resource, { data: values, originalDoc, operation: existing ? 'update' : 'create' }, context);
        ({ stored, failures } = hookValues(resource, values, await hooks.serverValues(tx, data, existing, context, input), who.at, markup));
      }
      await checkUnique(tx, resource, stored, scope, existing?.id as number | undefined, failures);
      await checkReferences(tx, resource, stored, site, failures, resources, existing?.id as number | undefined);
      if (Object.keys(failures).length > 0) throw badInput(failures, context.language);
      await authorizeFieldChanges(resource, startingValues(resource, existing), stored, context);

      if (!existing) {
        const siteColumn = resource.siteScoped ? { siteId: site } : {};
        const [created] = await tx
          .insert(table)
          .values({ ...stored, ...siteColumn, version: 1, createdUserId: who.id, createdDate: who.at })
          .returning();
        const changes = changedFields(resource, undefined, created);
        await writeAudit(tx, { resource, recordId: created.id, action: 'create', changes }, context);
        await keepRevision(tx, resource, created, { changed: Object.keys(changes) });
        await hooks.afterWrite(writeScope(tx, settled, resources, 'save', input), created);
        return created;
      }
      const changes = changedFields(resource, existing, stored);
      if (Object.keys(changes).length === 0) return existing;
      const changedValues = Object.fromEntries(Object.keys(changes).map((name) => [name, stored[name]]));
      const [updated] = await tx
        .update(table)
        .set({ ...changedValues, version: (existing.version as number) + 1, updatedUserId: who.id, updatedDate: who.at })
        .where(and(eq(table.id, existing.id as number), eq(table.version, existing.version as number)))
        .returning();
      await hooks.checkWrite(tx, existing, updated, context);
      await writeAudit(tx, { resource, recordId: updated.id, action: auditAction ?? (restoredFromVersion === undefined ? 'update' : 'restore'), changes }, context);
      await keepRevision(tx, resource, updated, { changed: Object.keys(changes), restoredFromVersion });
      await hooks.afterWrite(writeScope(tx, settled, resources, 'save', input, existing), updated);
      return updated;
    });
  } catch (error) {
    throw uniqueViolation(error, resource, table, context) ?? error;
  }
  await afterWrite?.();
  if (written !== previous) await hooks.afterCommit(context, written, 'save');
  const operation = previous ? 'update' : 'create';
  await afterChange(resource, { doc: recordOutput(resource, written), previousDoc: previous && recordOutput(resource, previous), operation }, context);
  return written;
}
