/**
 * A list page's SELECT, sent without drizzle's query builder and row mapping (together about half a
 * millisecond of a page that spends as much in SQL): its select clause is written once per column
 * list, the rest (conditions, order, limit) with its values as parameters; its rows come back as
 * arrays and are mapped by the known column list with each column's own decoder, as drizzle would.
 * It is sent unnamed, planned for its values each time: a search's best plan depends on the words
 * (a rare one reads the GIN index, a common one the date order), which a cached generic plan of a
 * named statement would not see.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Row } from './records.ts';
import type { ResourceTable } from './tables.ts';

export interface PageSelect {
  table: ResourceTable;
  columns: Readonly<Record<string, PgColumn>>;
  /** Computed values read as they come (the cursor): the same SQL for the same table and name, and no parameters. */
  computed?: Readonly<Record<string, SQL>>;
  where: SQL | undefined;
  orderBy: readonly SQL[];
  limit: number;
  offset?: number;
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

/** `select <columns> from <table>` of each table and column list: a list's few shapes are written once. */
const selectClauses = new WeakMap<ResourceTable, Map<string, string>>();

function selectClause(page: PageSelect, columns: [string, PgColumn][], computed: [string, SQL][]): string {
  const key = [...columns.map(([name]) => name), '|', ...computed.map(([name]) => name)].join(',');
  let clauses = selectClauses.get(page.table);
  if (!clauses) selectClauses.set(page.table, (clauses = new Map()));
  let clause = clauses.get(key);
  if (clause === undefined) {
    const list = sql.join([...columns.map(([, column]) => sql`${column}`), ...computed.map(([, value]) => value)], sql`, `);
    clause = dialect.sqlToQuery(sql`select ${list} from ${page.table}`).sql;
    clauses.set(key, clause);
  }
  return clause;
}

export async function selectPage(db: Db, page: PageSelect): Promise<Row[]> {
  const columns = Object.entries(page.columns);
  const computed = Object.entries(page.computed ?? {});
  const rest = sql`${page.where ? sql` where ${page.where}` : sql``} order by ${sql.join([...page.orderBy], sql`, `)} limit ${page.limit}${page.offset ? sql` offset ${page.offset}` : sql``}`;
  const { sql: restText, params } = dialect.sqlToQuery(rest);
  const text = selectClause(page, columns, computed) + restText;
  const { client, logger } = sessionOf(db);
  logger.logQuery(text, params);
  const result =
    client instanceof pg.Pool || client instanceof pg.Client
      ? await client.query({ text, rowMode: 'array', types: pgTypes }, params)
      : await client.query(text, params, { rowMode: 'array', parsers: pgliteParsers });
  return result.rows.map((values) => {
    const row: Row = {};
    for (let index = 0; index < columns.length; index++) {
      const [key, column] = columns[index]!;
      const value = values[index];
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    for (let index = 0; index < computed.length; index++) row[computed[index]![0]] = values[columns.length + index];
    return row;
  });
}
