/**
 * A list page's SELECT, sent without drizzle's query builder and row mapping (together about half a
 * millisecond of a page that spends as much in SQL): its select clause is written once per column
 * list, the rest (conditions, order, limit) with its values as parameters; its rows come back as
 * arrays and are mapped by the known column list with each column's own decoder, as drizzle would.
 * It is sent unnamed, planned for its values each time: a search's best plan depends on the words
 * (a rare one reads the GIN index, a common one the date order), which a cached generic plan of a
 * named statement would not see. A page asked for as the API shows it (`output`) decodes each value
 * straight to that form; a timestamp PostgreSQL writes in UTC becomes its ISO text without a Date.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Resource } from '../../resources/defineResource.ts';
import type { Db } from '../db/client.ts';
import { listedOutputOf, type Row } from './records.ts';

export interface PageSelect {
  table: PgTable;
  /** Joins after the table (`left join … on …`): one constant SQL per caller, without parameters (its shapes are kept by it). */
  join?: SQL;
  columns: Readonly<Record<string, PgColumn>>;
  /** Computed values read as they come (the cursor): the same SQL for the same table and name, and no parameters. */
  computed?: Readonly<Record<string, SQL>>;
  where: SQL | undefined;
  orderBy: readonly SQL[];
  limit: number;
  offset?: number;
  /** The rows as the API shows a listed record of this resource; without it, as drizzle maps them. */
  output?: Resource;
}

const dialect = new PgDialect();
/** Dates, times and intervals (and their arrays) stay text for the columns' decoders, as drizzle reads them. */
const KEPT_AS_TEXT = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;
const pgTypes = {
  getTypeParser: (oid: number, format?: string) => (KEPT_AS_TEXT.includes(oid) ? asText : pg.types.getTypeParser(oid, format as 'text')),
};
const pgliteParsers = Object.fromEntries(KEPT_AS_TEXT.map((oid) => [oid, asText]));

interface Session {
  /** The driver's client: the pool, a transaction's connection, or PGlite. */
  client: { query(...args: unknown[]): Promise<{ rows: unknown[][] }> };
  logger: { logQuery(query: string, params: unknown[]): void };
}

const sessionOf = (db: Db) => (db as unknown as { session: Session }).session;

type Decode = (value: unknown) => unknown;

/** A statement's select clause and how each column it reads is decoded, as drizzle maps it and as the API shows it. */
interface PageShape {
  clause: string;
  mapped: Decode[];
  output?: Decode[];
  /** A row of the shape from its values, each column through its decoder. */
  row: (values: unknown[], decoders: Decode[]) => Row;
}

/**
 * The function making a shape's rows: an object literal of its names, so every row of the shape has
 * one layout from the start. Filling an empty object name by name in a loop cost as much as the rest
 * of the page's own code (each store looked the name up among all the pages' names).
 */
function rowMaker(columns: readonly string[], computed: readonly string[]): PageShape['row'] {
  const entries = [
    ...columns.map((name, index) => `${JSON.stringify(name)}: decoders[${index}](values[${index}])`),
    ...computed.map((name, index) => `${JSON.stringify(name)}: values[${columns.length + index}]`),
  ];
  return new Function('values', 'decoders', `return { ${entries.join(', ')} };`) as PageShape['row'];
}

/** How many shapes (column lists) of a table are remembered: the admin's lists have a few; a caller sending ever new selections is not remembered past these. */
export const MAX_SHAPES = 256;

/** The shapes of each table (or join), by column list: a list's few shapes are written once. */
const pageShapes = new WeakMap<PgTable | SQL, Map<string, PageShape>>();

const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/** PostgreSQL's text of a timestamp in UTC as `toISOString` writes it (milliseconds, truncated, as a Date keeps them); undefined for any other text. */
export function isoFromUtcText(text: string): string | undefined {
  const match = UTC_TIMESTAMP.exec(text);
  return match ? `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z` : undefined;
}

const EPOCH = new Date(0);

/** `column`'s value as `show` shows what drizzle maps it to: a date shown as its ISO text is read from PostgreSQL's text at once when it can be. */
function outputDecoder(column: PgColumn, show: Decode): Decode {
  const viaDriver: Decode = (value) => show(value === null ? null : column.mapFromDriverValue(value));
  const isoDates = column.columnType === 'PgTimestamp' && show(EPOCH) === EPOCH.toISOString();
  return isoDates ? (value) => (typeof value === 'string' && isoFromUtcText(value)) || viaDriver(value) : viaDriver;
}

function pageShape(page: PageSelect, columns: [string, PgColumn][], computed: [string, SQL][]): PageShape {
  const key = [...columns.map(([name]) => name), '|', ...computed.map(([name]) => name)].join(',');
  const source = page.join ?? page.table;
  let shapes = pageShapes.get(source);
  if (!shapes) pageShapes.set(source, (shapes = new Map()));
  let shape = shapes.get(key);
  if (shape === undefined) {
    const list = sql.join([...columns.map(([, column]) => sql`${column}`), ...computed.map(([, value]) => value)], sql`, `);
    shape = {
      clause: dialect.sqlToQuery(sql`select ${list} from ${page.table}${page.join ? sql` ${page.join}` : sql``}`).sql,
      mapped: columns.map(([, column]) => (value: unknown) => (value === null ? null : column.mapFromDriverValue(value))),
      row: rowMaker(
        columns.map(([name]) => name),
        computed.map(([name]) => name),
      ),
    };
    if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  }
  if (page.output && !shape.output) shape.output = columns.map(([name, column]) => outputDecoder(column, listedOutputOf(page.output!, name)));
  return shape;
}

export async function selectPage(db: Db, page: PageSelect): Promise<Row[]> {
  const columns = Object.entries(page.columns);
  const computed = Object.entries(page.computed ?? {});
  const rest = sql`${page.where ? sql` where ${page.where}` : sql``} order by ${sql.join([...page.orderBy], sql`, `)} limit ${page.limit}${page.offset ? sql` offset ${page.offset}` : sql``}`;
  const { sql: restText, params } = dialect.sqlToQuery(rest);
  const shape = pageShape(page, columns, computed);
  const text = shape.clause + restText;
  const { client, logger } = sessionOf(db);
  logger.logQuery(text, params);
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ text, rowMode: 'array', types: pgTypes }, params)
      : await client.query(text, params, { rowMode: 'array', parsers: pgliteParsers });
  const decoders = page.output ? shape.output! : shape.mapped;
  return result.rows.map((values) => shape.row(values, decoders));
}
