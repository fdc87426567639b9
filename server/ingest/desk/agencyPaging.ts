import { desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { GraphQLError } from '../../contract/graphqlRuntime.ts';

export const AGENCY_PAGE_SIZE = 50;
export const AGENCY_MAX_LIMIT = 200;

export interface PageArgs {
  page?: number | null;
  limit?: number | null;
  firstCreatedDate?: string | null;
  after?: string | null;
}

/** A row's place in the list: its created instant in microseconds and its id. */
export const cursorColumn = (createdDate: PgColumn, id: PgColumn) =>
  sql<string>`(extract(epoch from ${createdDate}) * 1000000)::bigint::text || '.' || ${id}::text`;

function badArgument(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

function parseCursor(cursor: string): { micros: string; id: number } {
  const match = /^(-?\d{1,20})\.(\d{1,10})$/.exec(cursor);
  if (!match) throw badArgument(`after: not a cursor of this list: ${cursor}`);
  return { micros: match[1]!, id: Number(match[2]) };
}

function parseInstant(name: string, value: string): Date {
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw badArgument(`${name}: not a date: ${value}`);
  return new Date(time);
}

/** A day range from the date range control: from the start of the first day to the end of the last. */
export function dayRange(createdDate: PgColumn, startDate?: string | null, endDate?: string | null): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) conditions.push(gte(createdDate, parseInstant('startDate', startDate.length === 10 ? `${startDate}T00:00:00.000Z` : startDate)));
  if (endDate) conditions.push(lte(createdDate, parseInstant('endDate', endDate.length === 10 ? `${endDate}T23:59:59.999Z` : endDate)));
  return conditions;
}

export const anyOf = (column: PgColumn, values: readonly (string | number)[] | null | undefined) =>
  values && values.length > 0 ? inArray(column, values as (string | number)[]) : undefined;

export const overlaps = (column: PgColumn, values: readonly string[] | null | undefined) =>
  values && values.length > 0 ? sql`${column} && ${sql.param([...values])}::text[]` : undefined;

/**
 * The keyset page: rows at or before `firstCreatedDate`, after the `after` cursor, newest first
 * (created date, then id). Without a cursor, `page` (from 1) skips whole pages.
 */
export function keysetPage(columns: { createdDate: PgColumn; id: PgColumn }, args: PageArgs) {
  const limit = args.limit ?? AGENCY_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > AGENCY_MAX_LIMIT) throw badArgument(`limit: between 1 and ${AGENCY_MAX_LIMIT}`);
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1) throw badArgument('page: from 1');
  const conditions: (SQL | undefined)[] = [];
  if (args.firstCreatedDate) conditions.push(lte(columns.createdDate, parseInstant('firstCreatedDate', args.firstCreatedDate)));
  if (args.after) {
    const { micros, id } = parseCursor(args.after);
    const instant = sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;
    // A row comparison: one range of the (created_date, id) index.
    conditions.push(sql`(${columns.createdDate}, ${columns.id}) < (${instant}, ${id})`);
  }
  return {
    where: conditions,
    orderBy: [desc(columns.createdDate), desc(columns.id)],
    limit,
    offset: args.after ? 0 : (page - 1) * limit,
  };
}
