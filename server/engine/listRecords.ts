/**
 * Reading records: one by id, or a page of a list with its filters, always inside the request's
 * site for site-scoped resources. Pages are 1-based; the order is the declaration's, then id.
 */
import { and, arrayOverlaps, asc, desc, eq, getTableColumns, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RowFilter } from '../../resources/access.ts';
import type { Resource } from '../../resources/defineResource.ts';
import { isStringKind, type Field } from '../../resources/fields.ts';
import type { Db } from '../db/client.ts';
import { hooksOf } from './resourceHooks.ts';
import { columnsFor } from './selectedFields.ts';
import { malformedRequest } from './inputErrors.ts';
import { isArrayColumn } from './kindColumns.ts';
import type { Row } from './records.ts';
import { MAX_PAGE_SIZE } from './resourceSdl.ts';
import { tableFor, type ResourceTable } from './tables.ts';
import { cursorSql, keysetQuery, offsetOrder } from './keysetPaging.ts';
import { MAX_SHAPES, selectPage, type PageSelect } from './pageStatement.ts';
import { SEARCH_COLUMN, searchCondition } from './searchIndex.ts';
import { containsPattern } from '../db/likePattern.ts';

const ID = /^\d{1,9}$/;

/** `siteId` is the request's site, or undefined for resources that are not site-scoped. */
export function scopeOf(resource: Resource, table: ResourceTable, siteId: number | undefined): SQL | undefined {
  if (!resource.siteScoped) return undefined;
  if (siteId === undefined) throw new Error(`${resource.name} is site-scoped: a site is needed`);
  return eq(table.siteId, siteId);
}

/** A filter's id as the column stores it; a malformed id matches nothing. */
function referenceId(field: Extract<Field, { kind: 'reference' }>, entry: unknown): number | string {
  if (!ID.test(String(entry))) return field.textIds ? '' : -1;
  return field.textIds ? String(Number(entry)) : Number(entry);
}

const asText = (field: Field, column: PgColumn) => (isStringKind(field) ? column : sql`${column}::text`);

/** `<name>From` / `<name>To` of a filter: the column within that range. */
function dateRange(name: string, column: PgColumn, filter: Record<string, unknown>): SQL | undefined {
  const bound = (value: unknown) => {
    const time = typeof value === 'string' ? Date.parse(value) : NaN;
    if (value !== undefined && value !== null && !Number.isFinite(time)) throw malformedRequest(`filter.${name}: not a date`);
    return Number.isFinite(time) ? new Date(time) : undefined;
  };
  const from = bound(filter[`${name}From`]);
  const to = bound(filter[`${name}To`]);
  return and(from ? gte(column, from) : undefined, to ? lte(column, to) : undefined);
}

function fieldCondition(name: string, field: Field, column: PgColumn, filter: Record<string, unknown>): SQL | undefined {
  if (field.kind === 'date' || field.kind === 'dateTime') return dateRange(name, column, filter);
  const value = filter[name];
  if (value === undefined || value === null) return undefined;
  switch (field.kind) {
    case 'boolean':
    case 'approval':
      return eq(column, value);
    case 'enum':
    case 'number':
    case 'reference': {
      const values = (value as unknown[]).map((entry) => (field.kind === 'reference' ? referenceId(field, entry) : entry));
      if (values.length === 0) return undefined;
      return isArrayColumn(field) ? arrayOverlaps(column, values) : inArray(column, values);
    }
    default:
      return typeof value === 'string' && value.trim() !== '' ? ilike(asText(field, column), containsPattern(value.trim())) : undefined;
  }
}

export interface ListArgs {
  filter?: Record<string, unknown> | null;
  page?: number | null;
  limit?: number | null;
  /** Keyset paging (`paging: 'keyset'`): the cursor of the row the page starts after. */
  after?: string | null;
  /** Keyset paging: the first page's first sort value (the `first<SortField>` argument). */
  first?: string | null;
}

/** The ids of a filter's editorId: the users who saved records last. */
function editorCondition(table: ResourceTable, value: unknown): SQL | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const ids = value.map(String).filter((id) => ID.test(id)).map(Number);
  return ids.length === 0 ? sql`false` : inArray(sql`coalesce(${table.updatedUserId}, ${table.createdUserId})`, ids);
}

/** The SQL of an access function's row filter (resources/access.ts). */
export function rowFilterCondition(table: ResourceTable, filter: RowFilter): SQL | undefined {
  if ('or' in filter && Array.isArray(filter.or)) return or(...filter.or.map((entry) => rowFilterCondition(table, entry)));
  return and(...Object.entries(filter as Record<string, { equals: unknown }>).map(([field, { equals }]) => eq(table[field], field === 'id' ? Number(equals) : equals)));
}

export interface ListOptions {
  /**
   * The fields asked for on each record (server/engine/selectedFields.ts): only their columns and
   * the id are read, the record's own ones (version, site, created/updated stamps) included.
   * Without it, every column.
   */
  fields?: ReadonlySet<string>;
  /** The read access answer: every row (true, the default) or the rows of a filter. */
  access?: true | RowFilter;
  /** Rows as the API shows a listed record (records.ts' listedOutputOf), decoded once from what the driver read. */
  output?: boolean;
  /** The `search` filter looks in these fields alone (a reference's options: the name only), as case-insensitive text. */
  searchIn?: readonly string[];
}

const pageColumnSets = new WeakMap<Resource, Map<string, Record<string, PgColumn>>>();

/** The columns a page reads for the fields asked for (all but the search column without `fields`), worked out once per resource and field list. */
function pageColumns(resource: Resource, table: ResourceTable, fields: ReadonlySet<string> | undefined): Record<string, PgColumn> {
  let sets = pageColumnSets.get(resource);
  if (!sets) pageColumnSets.set(resource, (sets = new Map()));
  const key = fields ? [...fields].join(',') : '*';
  let selected = sets.get(key);
  if (!selected) {
    const { [SEARCH_COLUMN]: _searchColumn, ...columns } = getTableColumns(table);
    selected = columnsFor(columns, fields, { always: ['id'], needs: hooksOf(resource.name).addedColumns });
    // The admin asks a few selections; a caller sending ever new ones is not remembered past these.
    if (sets.size < MAX_SHAPES) sets.set(key, selected);
  }
  return selected;
}

export async function listRecords(db: Db, resource: Resource, args: ListArgs, siteId: number | undefined, { fields, access = true, output = false, searchIn }: ListOptions = {}): Promise<Row[]> {
  const pageNumber = args.page ?? 1;
  const limit = args.limit ?? resource.pageSize;
  if (!Number.isInteger(pageNumber) || pageNumber < 1) throw malformedRequest('page starts at 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) throw malformedRequest(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  const table = tableFor(resource);
  const filter = args.filter ?? {};
  const conditions: (SQL | undefined)[] = [scopeOf(resource, table, siteId), access === true ? undefined : rowFilterCondition(table, access)];

  if (Array.isArray(filter.ids)) {
    const ids = filter.ids.map(String).filter((id) => ID.test(id)).map(Number);
    if (ids.length === 0) return [];
    conditions.push(inArray(table.id, ids));
  }
  const search = typeof filter.search === 'string' ? filter.search.trim() : '';
  if (search && searchIn) {
    conditions.push(or(...searchIn.map((name) => ilike(asText(resource.fields[name]!, table[name]), containsPattern(search)))));
  } else if (search && resource.searchIndex) {
    conditions.push(searchCondition(table[SEARCH_COLUMN], search));
  } else if (search) {
    const searched = Object.entries(resource.fields).filter(([, field]) => field.search);
    conditions.push(or(...searched.map(([name, field]) => ilike(asText(field, table[name]), containsPattern(search)))));
  }
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.filter) conditions.push(fieldCondition(name, field, table[name], filter));
  }
  if (resource.editorFilter) conditions.push(editorCondition(table, filter.editorId));
  if (resource.createdDateFilter) conditions.push(dateRange('createdDate', table.createdDate, filter));

  const selected = pageColumns(resource, table, fields);
  const sortColumn = table[resource.sort.field];
  const where = (...more: (SQL | undefined)[]) => and(...conditions, ...more);
  if (resource.paging === 'keyset') {
    const page = (rest: Omit<PageSelect, 'table' | 'columns' | 'computed'>) =>
      selectPage(db, { table, columns: selected, computed: { cursor: cursorSql(resource, sortColumn, table.id) }, output: output ? resource : undefined, ...rest });
    if (!args.after && pageNumber > 1) {
      const { valued } = keysetQuery(resource, sortColumn, table.id, { first: args.first });
      return page({ where: where(or(valued, sql`${sortColumn} is null`)), orderBy: offsetOrder(resource, sortColumn, table.id), limit, offset: (pageNumber - 1) * limit });
    }
    const keyset = keysetQuery(resource, sortColumn, table.id, args);
    const valued = keyset.valued ? await page({ where: where(keyset.valued), orderBy: keyset.valuedOrder, limit }) : [];
    if (valued.length === limit) return valued;
    const empty = await page({ where: where(keyset.empty), orderBy: keyset.emptyOrder, limit: limit - valued.length });
    return [...valued, ...empty];
  }
  const direction = resource.sort.order === 'DESC' ? desc : asc;
  return selectPage(db, { table, columns: selected, where: where(), orderBy: [direction(sortColumn), direction(table.id)], limit, offset: (pageNumber - 1) * limit, output: output ? resource : undefined });
}

export async function findRecord(db: Db, resource: Resource, id: string, siteId: number | undefined): Promise<Row | undefined> {
  if (!ID.test(id)) return undefined;
  const table = tableFor(resource);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, Number(id)), scopeOf(resource, table, siteId)));
  return row;
}
