/** A stored row as the API shows it, and the field values a save starts from. */
import type { Resource } from '../../resources/defineResource.ts';
import { rowCursor } from './keysetPaging.ts';
import { outputValue } from './kindValues.ts';

export type Row = Record<string, unknown>;

const optionalId = (value: unknown) => (value === null || value === undefined ? null : String(value));
const optionalDate = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** The record type's shape: string ids, ISO dates, every declared field. */
export function recordOutput(resource: Resource, row: Row): Row {
  const record: Row = {
    id: String(row.id),
    version: row.version,
    ...(resource.siteScoped ? { siteId: String(row.siteId) } : {}),
    ...(resource.hasStatus && !resource.fields.status ? { status: row.status } : {}),
  };
  for (const [name, field] of Object.entries(resource.fields)) record[name] = outputValue(field, row[name]);
  return {
    ...record,
    createdUserId: optionalId(row.createdUserId),
    createdDate: optionalDate(row.createdDate),
    updatedUserId: optionalId(row.updatedUserId),
    updatedDate: optionalDate(row.updatedDate),
    ...(resource.paging === 'keyset' ? { cursor: rowCursor(resource, row) } : {}),
  };
}

/** The fields a client may write (readOnly fields are the server's). */
export const writableFields = (resource: Resource) => Object.entries(resource.fields).filter(([, field]) => !field.readOnly);

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
