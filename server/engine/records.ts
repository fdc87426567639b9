/** A stored row as the API shows it, and the field values a save starts from. */
import type { Resource } from '../../resources/defineResource.ts';
import { rowCursor } from './keysetPaging.ts';
import { outputValue } from './kindValues.ts';

export type Row = Record<string, unknown>;

/** A list field's stored items (its JSON array), what is not an object left out. */
export const listItems = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((item): item is Row => !!item && typeof item === 'object') : []);

const optionalId = (value: unknown) => (value === null || value === undefined ? null : String(value));
const optionalDate = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** The record type's shape: string ids, ISO dates, every declared field. */
export function recordOutput(resource: Resource, row: Row): Row {
  const record = recordStart(resource, row);
  for (const [name, field] of Object.entries(resource.fields)) record[name] = outputValue(field, row[name]);
  return recordEnd(resource, row, record);
}

/** The record's own columns as the API shows them (the others as read); declared fields go through outputValue. */
const OWN_COLUMN_OUTPUT = new Map<string, (value: unknown) => unknown>([
  ['id', String],
  ['siteId', String],
  ['createdUserId', optionalId],
  ['updatedUserId', optionalId],
  ['createdDate', optionalDate],
  ['updatedDate', optionalDate],
]);

const asRead = (value: unknown) => value;
const listedOutputs = new WeakMap<Resource, Map<string, (value: unknown) => unknown>>();

/**
 * How a listed record shows the column `name` as drizzle maps it: a declared field through
 * outputValue, the record's own columns as the API shows them, any other column (one an added
 * resolver reads) as read. A list page decodes each column it read with this, and only those: not
 * the dozens of fields it left out, which GraphQL does not ask for.
 */
export function listedOutputOf(resource: Resource, name: string): (value: unknown) => unknown {
  let outputs = listedOutputs.get(resource);
  if (!outputs) listedOutputs.set(resource, (outputs = new Map()));
  let output = outputs.get(name);
  if (!output) {
    const field = Object.hasOwn(resource.fields, name) ? resource.fields[name]! : undefined;
    output = field ? (value: unknown) => outputValue(field, value) : (OWN_COLUMN_OUTPUT.get(name) ?? asRead);
    outputs.set(name, output);
  }
  return output;
}

function recordStart(resource: Resource, row: Row): Row {
  const record: Row = { id: String(row.id), version: row.version };
  if (resource.siteScoped) record.siteId = String(row.siteId);
  if (resource.hasStatus && !resource.fields.status) record.status = row.status;
  return record;
}

function recordEnd(resource: Resource, row: Row, record: Row): Row {
  record.createdUserId = optionalId(row.createdUserId);
  record.createdDate = optionalDate(row.createdDate);
  record.updatedUserId = optionalId(row.updatedUserId);
  record.updatedDate = optionalDate(row.updatedDate);
  if (resource.paging === 'keyset') record.cursor = rowCursor(resource, row);
  return record;
}

/** The fields a client may write (readOnly fields are the server's). */
export const writableFields = (resource: Pick<Resource, 'fields'>) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

/** Field values in API shape: an existing row's, or the declared defaults for a new record. */
export function startingValues(resource: Resource, row: Row | undefined): Row {
  if (row) {
    const output = recordOutput(resource, row);
    return Object.fromEntries(Object.keys(resource.fields).map((name) => [name, output[name]]));
  }
  return Object.fromEntries(
    Object.entries(resource.fields).map(([name, field]) => [name, field.defaultValue === undefined ? null : field.defaultValue]),
  );
}
