/**
 * A save may only point at records that exist (and, for site-scoped targets, that belong to the
 * request's site), and never at itself. Targets outside the engine: the platform's sites and roles.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/defineResource.ts';
import type { Db } from '../db/client.ts';
import { roles, sites } from '../db/schema.ts';
import type { Failures } from './kindValues.ts';
import type { Row } from './records.ts';
import { tableFor } from './tables.ts';

type Reader = Pick<Db, 'select'>;

interface Target {
  table: PgTable;
  id: PgColumn;
  site?: PgColumn;
  /** The target's ids are text (roles '1'…'6'). */
  textIds?: boolean;
}

function targetOf(name: string, resources: readonly Resource[]): Target | undefined {
  const resource = resources.find((candidate) => candidate.name === name);
  if (resource) {
    const table = tableFor(resource);
    return { table, id: table.id, site: resource.siteScoped ? table.siteId : undefined };
  }
  if (name === 'sites') return { table: sites, id: sites.id };
  if (name === 'roles') return { table: roles, id: roles.id, textIds: true };
  return undefined;
}

export async function checkReferences(
  db: Reader,
  resource: Resource,
  stored: Row,
  siteId: number | undefined,
  failures: Failures,
  resources: readonly Resource[],
  ownId?: number,
): Promise<void> {
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.kind !== 'reference' || failures[name] || stored[name] === null || stored[name] === undefined) continue;
    const ids = (Array.isArray(stored[name]) ? stored[name] : [stored[name]]) as (number | string)[];
    // A record is never its own parent (or otherwise its own target).
    if (field.resource === resource.name && ownId !== undefined && ids.map(Number).includes(ownId)) {
      failures[name] = { message: 'saveErrors.invalid', params: { name: resource.labelKey(name) } };
      continue;
    }
    const target = targetOf(field.resource, resources);
    if (!target || ids.length === 0) continue;
    const columns = target.table as unknown as Record<string, PgColumn>;
    const allowed = Object.entries(field.choices ?? {}).map(([column, value]) => {
      if (!columns[column]) throw new Error(`${resource.name}.${name}: its choices name ${column}, a column ${field.resource} does not have`);
      return eq(columns[column], value);
    });
    const found = await db
      .select({ id: target.id })
      .from(target.table)
      .where(
        and(
          inArray(target.id, ids.map((id) => (target.textIds ? String(id) : Number(id)))),
          target.site && siteId !== undefined ? eq(target.site, siteId) : undefined,
          ...allowed,
        ),
      );
    if (found.length < ids.length) {
      failures[name] = { message: field.notFound ? `validation.${field.notFound}` : 'saveErrors.invalid', params: { name: resource.labelKey(name) } };
    }
  }
}
