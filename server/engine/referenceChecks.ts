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
import { listItems, type Row } from './records.ts';
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

type ReferenceField = Extract<Resource['fields'][string], { kind: 'reference' }>;

/** Which of `ids` `field` may point at: records of its target that exist, on the site when the target is site-scoped, within its choices. */
async function foundIds(db: Reader, resource: Resource, name: string, field: ReferenceField, ids: readonly (number | string)[], siteId: number | undefined, resources: readonly Resource[]): Promise<Set<string> | undefined> {
  const target = targetOf(field.resource, resources);
  if (!target || ids.length === 0) return undefined;
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
  return new Set(found.map((row) => String(row.id)));
}

const refusal = (field: ReferenceField, label: string) => ({ message: field.notFound ? `validation.${field.notFound}` : 'saveErrors.invalid', params: { name: label } });

const given = (value: unknown): (number | string)[] => (value === null || value === undefined || value === '' ? [] : ((Array.isArray(value) ? value : [value]) as (number | string)[]));

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
    if (field.kind === 'list') {
      await checkListReferences(db, resource, name, field.fields, stored[name], siteId, failures, resources);
      continue;
    }
    if (field.kind !== 'reference' || failures[name] || stored[name] === null || stored[name] === undefined) continue;
    const ids = (Array.isArray(stored[name]) ? stored[name] : [stored[name]]) as (number | string)[];
    // A record is never its own parent (or otherwise its own target).
    if (field.resource === resource.name && ownId !== undefined && ids.map(Number).includes(ownId)) {
      failures[name] = { message: 'saveErrors.invalid', params: { name: resource.labelKey(name) } };
      continue;
    }
    const found = await foundIds(db, resource, name, field, ids, siteId, resources);
    if (found && found.size < ids.length) failures[name] = refusal(field, resource.labelKey(name));
  }
}

/** The references inside a list's items (a content's social shares, a menu's items): one query per reference field of the list, each refused item named by its path. */
async function checkListReferences(
  db: Reader,
  resource: Resource,
  name: string,
  fields: Readonly<Record<string, Resource['fields'][string]>>,
  value: unknown,
  siteId: number | undefined,
  failures: Failures,
  resources: readonly Resource[],
): Promise<void> {
  const items = listItems(value);
  for (const [sub, field] of Object.entries(fields)) {
    if (field.kind !== 'reference') continue;
    const found = await foundIds(db, resource, `${name}.${sub}`, field, [...new Set(items.flatMap((item) => given(item[sub])))], siteId, resources);
    if (!found) continue;
    items.forEach((item, index) => {
      const path = `${name}.${index}.${sub}`;
      if (!failures[path] && given(item[sub]).some((id) => !found.has(String(id)))) failures[path] = refusal(field, field.label ?? resource.labelKey(sub));
    });
  }
}
