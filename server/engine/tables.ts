/**
 * The Drizzle table of a resource, built from its declaration: system columns, site_id for
 * site-scoped resources, status for resources with a status, one column per field, a unique index
 * per `unique` group (with site_id when scoped) and an index per filter field.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/defineResource.ts';
import { RESOURCES } from '../../resources/index.ts';
import { users } from '../db/usersTable.ts';
import { columnFor, isArrayColumn, snakeCase } from './kindColumns.ts';
import { SEARCH_COLUMN, searchVectorSql, tsvector } from './searchIndex.ts';

/** A generated table: columns are keyed by field name (plus the system fields). */
export type ResourceTable = PgTable & Record<string, PgColumn>;

const tables = new Map<Resource, ResourceTable>();

/** The platform's own tables a declaration may adopt (`existingTable`), by table name. */
const EXISTING_TABLES: Record<string, PgTable> = { users };

/** An adopted table, after checking it has a column for every declared field. */
function existingTable(resource: Resource): ResourceTable {
  const table = EXISTING_TABLES[resource.table] as ResourceTable | undefined;
  if (!table) throw new Error(`Resource ${resource.name}: no existing table "${resource.table}" (server/engine/tables.ts)`);
  const missing = ['id', 'version', ...Object.keys(resource.fields)].filter((name) => !table[name]);
  if (resource.siteScoped) missing.push(...(table.siteId ? [] : ['siteId']));
  if (missing.length > 0) throw new Error(`Resource ${resource.name}: table "${resource.table}" lacks ${missing.join(', ')}`);
  return table;
}

/** Postgres cuts identifiers at 63 bytes; a long name keeps its start and gets a stable hash ending. */
function identifier(name: string): string {
  if (name.length <= 63) return name;
  return `${name.slice(0, 54)}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

function nonEmpty(columns: PgColumn[]): [PgColumn, ...PgColumn[]] {
  if (columns.length === 0) throw new Error('an index needs a column');
  return columns as [PgColumn, ...PgColumn[]];
}

function referenceTarget(known: readonly Resource[]) {
  return (resourceName: string) => {
    const target = known.find((resource) => resource.name === resourceName);
    return target ? (): AnyPgColumn => tableFor(target, known).id : undefined;
  };
}

/** The resource's table; the same object on every call, so queries and migrations agree. */
export function tableFor(resource: Resource, known: readonly Resource[] = RESOURCES): ResourceTable {
  const existing = tables.get(resource);
  if (existing) return existing;
  if (resource.existingTable) {
    const adopted = existingTable(resource);
    tables.set(resource, adopted);
    return adopted;
  }
  const columns: Record<string, PgColumnBuilderBase> = {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    ...(resource.siteScoped ? { siteId: integer('site_id').notNull() } : {}),
    ...(resource.hasStatus && !resource.fields.status ? { status: integer('status').notNull().default(1) } : {}),
  };
  for (const [name, field] of Object.entries(resource.fields)) columns[name] = columnFor(name, field, referenceTarget(known));
  Object.assign(columns, {
    createdUserId: integer('created_user_id'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedUserId: integer('updated_user_id'),
    updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }),
  });
  if (resource.searchIndex) columns[SEARCH_COLUMN] = tsvector(snakeCase(SEARCH_COLUMN)).generatedAlwaysAs(searchVectorSql(resource));

  const table = pgTable(resource.table, columns, (t) => {
    const byName = t as unknown as Record<string, PgColumn>;
    const scope = resource.siteScoped ? [byName.siteId] : [];
    const named = (suffix: string, fields: readonly string[]) => identifier([resource.table, ...fields.map(snakeCase), suffix].join('_'));
    const uniques = (resource.unique ?? []).map((group) =>
      uniqueIndex(named('unique', resource.siteScoped ? ['siteId', ...group] : group)).on(
        ...nonEmpty([...scope, ...group.map((field) => byName[field])]),
      ),
    );
    const filters = Object.entries(resource.fields)
      .filter(([, field]) => field.filter)
      .map(([name, field]) =>
        isArrayColumn(field)
          ? index(named('gin', [name])).using('gin', byName[name])
          : index(named('index', resource.siteScoped ? ['siteId', name] : [name])).on(...nonEmpty([...scope, byName[name]])),
      );
    const siteIndex = resource.siteScoped && filters.length === 0 && uniques.length === 0 ? [index(named('index', ['siteId'])).on(byName.siteId)] : [];
    // Keyset pages walk (site, sort field, id) in either direction; the empty values are read by id.
    const keyset =
      resource.paging === 'keyset'
        ? [index(named('keyset', [...(resource.siteScoped ? ['siteId'] : []), resource.sort.field, 'id'])).on(...nonEmpty([...scope, byName[resource.sort.field], byName.id]))]
        : [];
    const search = resource.searchIndex ? [index(named('search', [SEARCH_COLUMN])).using('gin', byName[SEARCH_COLUMN])] : [];
    const editorOf = sql`coalesce(${byName.updatedUserId}, ${byName.createdUserId})`;
    const editorIndex = index(named('index', resource.siteScoped ? ['siteId', 'editor'] : ['editor']));
    const editor = resource.editorFilter ? [resource.siteScoped ? editorIndex.on(byName.siteId, editorOf) : editorIndex.on(editorOf)] : [];
    const declared = (resource.indexes ?? []).map((fields) =>
      index(named('index', fields)).on(
        ...nonEmpty(
          fields.map((field) => {
            if (!byName[field]) throw new Error(`Resource ${resource.name}: the index on ${fields.join(', ')} names no column ${field}`);
            return byName[field];
          }),
        ),
      ),
    );
    return [...uniques, ...filters, ...siteIndex, ...keyset, ...search, ...editor, ...declared];
  });
  const built = table as unknown as ResourceTable;
  tables.set(resource, built);
  return built;
}
