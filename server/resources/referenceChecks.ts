/**
 * A save may only point at records that exist (and, for site-scoped targets, that belong to the
 * request's site), and never at itself. Targets outside the engine: the platform's users and sites.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Resource } from '../../resources/defineResource.ts';
import type { Db } from '../db/client.ts';
import { sites, users } from '../db/schema.ts';
import type { Failures } from './kindValues.ts';
import type { Row } from './records.ts';
import { tableFor } from './tables.ts';

type Reader = Pick<Db, 'select'>;

interface Target {
  table: PgTable;
  id: PgColumn;
  site?: PgColumn;
}

function targetOf(name: string, resources: readonly Resource[]): Target | undefined {
  const resource = resources.find((candidate) => candidate.name === name);
  if (resource) {
    const table = tableFor(resource);
    return { table, id: table.id, site: resource.siteScoped ? table.siteId : undefined };
  }
  if (name === 'users') return { table: users, id: users.id };
  if (name === 'sites') return { table: sites, id: sites.id };
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
    const ids = (Array.isArray(stored[name]) ? stored[name] : [stored[name]]) as number[];
    // A record is never its own parent (or otherwise its own target).
    if (field.resource === resource.name && ownId !== undefined && ids.includes(ownId)) {
      failures[name] = { message: 'saveErrors.invalid', params: { name: resource.labelKey(name) } };
      continue;
    }
    const target = targetOf(field.resource, resources);
    if (!target || ids.length === 0) continue;
    const found = await db
      .select({ id: target.id })
      .from(target.table)
      .where(and(inArray(target.id, ids), target.site && siteId !== undefined ? eq(target.site, siteId) : undefined));
    if (found.length < ids.length) failures[name] = { message: 'saveErrors.invalid', params: { name: resource.labelKey(name) } };
  }
}
