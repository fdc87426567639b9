/**
 * Keyset pages of a resource declared with `paging: 'keyset'`: ordered by its sort field then id in
 * the sort's direction, empty values last. A row's cursor is its sort value (microseconds since the
 * epoch for dates, the number otherwise; empty when it has none), a dot and its id. Rows with a
 * value and rows without are read by two index ranges, so a page never sorts the table.
 */
import { and, asc, desc, gt, gte, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/defineResource.ts';
import { malformedRequest } from './inputErrors.ts';

export interface KeysetArgs {
  after?: string | null;
  /** The first page's first sort value, as the record shows it (ISO date or number). */
  first?: string | null;
}

/** `first<SortField>`: the list operation's bound argument. */
export const firstArgument = (resource: Resource) => `first${resource.sort.field[0]!.toUpperCase()}${resource.sort.field.slice(1)}`;

const isDate = (resource: Resource) => {
  const { field } = resource.sort;
  const kind = resource.fields[field]?.kind;
  return field === 'createdDate' || field === 'updatedDate' || kind === 'date' || kind === 'dateTime';
};

/** The cursor of each row, computed by the database (a timestamp keeps its microseconds). */
export function cursorSql(resource: Resource, column: PgColumn, id: PgColumn): SQL<string> {
  const value = isDate(resource) ? sql`(extract(epoch from ${column}) * 1000000)::bigint::text` : sql`${column}::text`;
  return sql<string>`coalesce(${value}, '') || '.' || ${id}::text`;
}

interface Cursor {
  /** The sort value as SQL, or null for a row without one. */
  value: SQL | null;
  id: number;
}

function parseCursor(resource: Resource, cursor: string): Cursor {
  const match = /^(.*)\.(\d{1,10})$/.exec(cursor);
  const raw = match?.[1];
  const valid = raw !== undefined && (raw === '' || (isDate(resource) ? /^-?\d{1,20}$/.test(raw) : Number.isFinite(Number(raw))));
  if (!match || !valid) throw malformedRequest(`after: not a cursor of this list: ${cursor}`);
  if (raw === '') return { value: null, id: Number(match[2]) };
  const value = isDate(resource) ? sql`(timestamptz 'epoch' + ${raw}::bigint * interval '1 microsecond')` : sql`${Number(raw)}::numeric`;
  return { value, id: Number(match[2]) };
}

function parseFirst(resource: Resource, name: string, first: string): SQL {
  if (isDate(resource)) {
    const time = Date.parse(first);
    if (Number.isNaN(time)) throw malformedRequest(`${name}: not a date: ${first}`);
    return sql`${new Date(time).toISOString()}::timestamptz`;
  }
  if (!Number.isFinite(Number(first))) throw malformedRequest(`${name}: not a number: ${first}`);
  return sql`${Number(first)}::numeric`;
}

export interface KeysetQuery {
  /** Rows with a sort value, in order: their condition, or undefined when the page starts among the empty ones. */
  valued?: SQL;
  /** Rows without a sort value (ordered by id), read after the valued ones run out. */
  empty: SQL;
  valuedOrder: SQL[];
  emptyOrder: SQL[];
}

/** The two ranges of a keyset page after `args.after`, at or below the `first` bound. */
export function keysetQuery(resource: Resource, column: PgColumn, id: PgColumn, args: KeysetArgs): KeysetQuery {
  const descending = resource.sort.order === 'DESC';
  const direction = descending ? desc : asc;
  const before = descending ? lt : gt;
  const cursor = args.after ? parseCursor(resource, args.after) : undefined;
  const bound = args.first ? parseFirst(resource, firstArgument(resource), args.first) : undefined;
  const afterCursor = cursor?.value ? (descending ? sql`(${column}, ${id}) < (${cursor.value}, ${cursor.id})` : sql`(${column}, ${id}) > (${cursor.value}, ${cursor.id})`) : undefined;
  return {
    valued:
      cursor && cursor.value === null
        ? undefined
        : and(isNotNull(column), bound ? (descending ? lte(column, bound) : gte(column, bound)) : undefined, afterCursor),
    empty: and(isNull(column), cursor && cursor.value === null ? before(id, cursor.id) : undefined)!,
    valuedOrder: [direction(column), direction(id)],
    emptyOrder: [direction(id)],
  };
}

/** The order of an offset page: the same as the keyset's, in one sort. */
export const offsetOrder = (resource: Resource, column: PgColumn, id: PgColumn): SQL[] =>
  resource.sort.order === 'DESC' ? [sql`${column} desc nulls last`, desc(id)] : [sql`${column} asc nulls last`, asc(id)];

/** The cursor of a row read without it (one record, a save's answer): from its value as read, to the millisecond. */
export function rowCursor(resource: Resource, row: Readonly<Record<string, unknown>>): string {
  if (typeof row.cursor === 'string') return row.cursor;
  const value = row[resource.sort.field];
  const text = value instanceof Date ? `${BigInt(value.getTime()) * 1000n}` : value === null || value === undefined ? '' : String(value);
  return `${text}.${String(row.id)}`;
}
