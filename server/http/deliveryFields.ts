/**
 * The content fields the delivery API serves, read from the declaration (resources/content.ts):
 * every field but the editor-only ones (`delivery: false`), for the types its `when` names, so a
 * new field goes out without a second list. A list's teaser carries a few of them; one item, all.
 * Single references go out as the target's id and representation, when the target is on the site
 * and approved; multiple references, to the resources of `MANY_REFERENCE_TARGETS` only, as the
 * targets' teasers (deliveryApi.ts reads them, one query per field).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { contents } from '../../resources/content.ts';
import { contentTypeByValue } from '../../resources/contentTypes.ts';
import type { Resource } from '../../resources/defineResource.ts';
import { fieldApplies, type Field } from '../../resources/fields.ts';
import { RESOURCES } from '../../resources/index.ts';
import { contentSlug } from '../../resources/shareLinks.ts';
import { contentsTable as c } from '../engine/resourceTables.ts';
import { tableFor, type ResourceTable } from '../engine/tables.ts';
import { coverOf, deliveredValue, type DeliveryOrigin } from './deliveryValues.ts';

const column = (name: string) => (c as unknown as Record<string, AnyPgColumn>)[name]!;

/** The declared fields a website reads (all but the editor-only ones), in declaration order. */
export const DELIVERED = Object.entries(contents.fields).filter(([, field]) => field.delivery !== false) as [string, Field][];
/** What a list's teaser carries (besides `id` and `slug`): enough to show and link an item; the rest is the item's. */
export const TEASER = new Set(['type', 'title', 'spot', 'categoryId', 'tags', 'coverImages', 'authorId', 'contentDate', 'publishDate']);

/** A single reference, resolved to the target's id and representation when the target is on the site and approved. */
interface ReferenceJoin {
  name: string;
  resource: Resource;
  table: ResourceTable;
  on: (siteId: number) => SQL;
}

/** What a multiple reference may name: the resources the delivery API has teasers of (related contents, a content's people). */
export const MANY_REFERENCE_TARGETS = [contents.name, 'people'] as const;
export type ManyReferenceTarget = (typeof MANY_REFERENCE_TARGETS)[number];

export const REFERENCES: ReferenceJoin[] = DELIVERED.flatMap(([name, field]) => {
  if (field.kind !== 'reference') return [];
  if (field.multiple) {
    if (!(MANY_REFERENCE_TARGETS as readonly string[]).includes(field.resource)) throw new Error(`Delivery API: no reading of ${name}, many references to ${field.resource}`);
    return [];
  }
  const resource = RESOURCES.find((candidate) => candidate.name === field.resource);
  if (!resource) throw new Error(`Delivery API: ${name} refers to unknown ${field.resource}`);
  const table = alias(tableFor(resource), `delivered_${name}`) as unknown as ResourceTable;
  const approval = Object.entries(resource.fields).find(([, candidate]) => candidate.kind === 'approval')?.[0];
  const on = (siteId: number) =>
    and(eq(table.id!, column(name)), resource.siteScoped ? eq(table.siteId!, siteId) : undefined, approval ? eq(table[approval]!, true) : undefined)!;
  return [{ name, resource, table, on }];
});

export const referenceKey = (name: string) => `${name}Representation`;

/** The statement's columns: the fields asked for, the slug's source, and each reference's representation. */
function selection(names: readonly string[]) {
  const fields: Record<string, AnyPgColumn> = { id: c.id, seoUrlTitle: c.seoUrlTitle, contentDate: c.contentDate };
  for (const name of names) fields[name] = column(name);
  for (const join of REFERENCES) if (names.includes(join.name)) fields[referenceKey(join.name)] = join.table[join.resource.representation]!;
  return fields;
}

export const TEASER_COLUMNS = selection(DELIVERED.map(([name]) => name).filter((name) => TEASER.has(name)));
export const ITEM_COLUMNS = selection(DELIVERED.map(([name]) => name));

export type Row = Record<string, unknown>;

/** Output names English reads better than the rule below makes them. */
const OUTPUT_NAMES: Readonly<Record<string, string>> = { coverImages: 'cover', personIds: 'people' };

/** `categoryId` → `category`, `relatedContentIds` → `relatedContents`, `coverImages` → `cover` (the selected one), `personIds` → `people`. */
export const outputKey = (name: string) => OUTPUT_NAMES[name] ?? name.replace(/Ids$/, 's').replace(/Id$/, '');

/** The fields of `names` that the row's type has, as a website reads them; another type's fields are absent. */
export function fieldsOf(origin: DeliveryOrigin, row: Row, names: ReadonlySet<string> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, field] of DELIVERED) {
    if ((names && !names.has(name)) || !fieldApplies(field, row)) continue;
    const value = row[name];
    if (name === 'type') out.type = contentTypeByValue(value)?.route ?? null;
    else if (name === 'coverImages') out.cover = coverOf(origin, value);
    else if (field.kind === 'reference' && !field.multiple) {
      const join = REFERENCES.find((candidate) => candidate.name === name)!;
      const shown = row[referenceKey(name)];
      out[outputKey(name)] = value && shown !== null && shown !== undefined ? { id: value as number, [join.resource.representation]: shown } : null;
    } else if (field.kind === 'reference') out[outputKey(name)] = value ?? [];
    else out[outputKey(name)] = deliveredValue(origin, field, value);
  }
  return out;
}

export function teaser(origin: DeliveryOrigin, row: Row) {
  return { id: row.id as number, ...fieldsOf(origin, row, TEASER), slug: contentSlug({ seoUrlTitle: row.seoUrlTitle as string | null, title: row.title as string | null }) };
}
