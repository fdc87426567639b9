/**
 * The SEO contents in the delivery API (docs/delivery-api.md, "SEO contents"), one route module for
 * the four kinds (seoContentKinds.ts):
 * - `GET /api/public/:siteId/<hadiths|dream-interpretations|duas|fatwas>` → `{ items, next }` (the
 *   dream interpretations' with the page `title` of the site settings' `seoContent.dreamInterpretationTitle`):
 *   the site's approved ones newest first (created date, then id), keyset pages with `limit` and
 *   `after`, filters `mainSubject` and `subject` (ids); an item without its text;
 * - `GET …/<kind path>/:id` → the approved one, with its whole text;
 * - `GET /api/public/:siteId/subject-titles?kind=hadith|dream-interpretation|dua|fatwa` → the kind's
 *   approved titles as a tree (main titles, each with its sub titles), by name.
 * Only public fields go out (no editor ids, versions, site or approval); plain texts as text, the
 * text as the rich HTML cleaned on save; subjects by id and name (an unapproved subject is null).
 * Unknown or unapproved site, unknown or unapproved item: 404. Same caching, CORS and rate limit as
 * the rest of the API.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { withoutMarkup } from '../../resources/plainText.ts';
import { richHtmlOf, type FileOrigin } from '../contract/deliveryFiles.ts';
import { encodeCursor, olderThan } from '../contract/deliveryPages.ts';
import { BadRequest, pageLimit, single, type Query } from '../contract/deliveryReplies.ts';
import { registerDeliveryScope, siteGet } from '../contract/deliveryRoutes.ts';
import type { Db } from '../db/client.ts';
import { subjectTitlesTable as st } from '../engine/resourceTables.ts';
import { tableFor } from '../engine/tables.ts';
import { SEO_KINDS, type SeoKind } from './seoContentKinds.ts';

const ID = /^\d{1,9}$/;
/** Fields that go out otherwise (the subjects, by id and name) or not at all (approval). */
const NOT_AS_IS = new Set(['mainSubjectId', 'subjectId', 'isApproved']);

type Row = Record<string, unknown>;
type Subject = { id: number; name: string };

/** The columns a website may read of a kind: the declared fields but approval, the id and the dates; no editor ids, versions or site. */
function publicColumns(kind: SeoKind, withText: boolean): Record<string, AnyPgColumn> {
  const table = tableFor(kind.resource);
  const names = Object.keys(kind.resource.fields).filter((name) => name !== 'isApproved' && (withText || name !== 'text'));
  return Object.fromEntries([...['id', 'createdDate', 'updatedDate'], ...names].map((name) => [name, table[name]]));
}

/** The approved subject titles of these ids, by id. */
async function subjectNames(db: Db, siteId: number, rows: readonly Row[]): Promise<Map<number, Subject>> {
  const ids = [...new Set(rows.flatMap((row) => [row.mainSubjectId, row.subjectId]).filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: st.id!, name: st.name! })
    .from(st)
    .where(and(eq(st.siteId!, siteId), eq(st.isApproved!, true), inArray(st.id!, ids)));
  return new Map(found.map((row) => [Number(row.id), { id: Number(row.id), name: withoutMarkup(String(row.name ?? '')) }]));
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** One item as a website reads it: the kind's fields by their kind, the subjects with their names, dates ISO-8601. */
function deliveredItem(origin: FileOrigin, kind: SeoKind, row: Row, subjects: Map<number, Subject>) {
  const out: Row = { id: Number(row.id) };
  for (const [name, field] of Object.entries(kind.resource.fields)) {
    if (NOT_AS_IS.has(name) || !(name in row)) continue;
    const value = row[name];
    if (field.kind === 'text') out[name] = typeof value !== 'string' ? null : field.html === 'rich' ? richHtmlOf(origin, value) : withoutMarkup(value);
    else out[name] = value ?? null;
  }
  out.mainSubject = subjects.get(row.mainSubjectId as number) ?? null;
  out.subject = subjects.get(row.subjectId as number) ?? null;
  out.createdDate = iso(row.createdDate);
  out.updatedDate = iso(row.updatedDate);
  return out;
}

function subjectFilter(query: Query, name: string, column: AnyPgColumn) {
  const id = single(query, name);
  if (id === undefined) return undefined;
  if (!ID.test(id)) throw new BadRequest(`${name}: not a subject title id`);
  return eq(column, Number(id));
}

/** A page of the site's approved items of a kind (one row more than the page, to tell whether another follows). */
export async function deliveredSeoContents(db: Db, origin: FileOrigin, kind: SeoKind, siteId: number, query: Query) {
  const table = tableFor(kind.resource);
  const limit = pageLimit(query);
  const cursor = single(query, 'after');
  const rows = (await db
    .select(publicColumns(kind, false))
    .from(table)
    .where(
      and(
        eq(table.siteId, siteId),
        eq(table.isApproved, true),
        subjectFilter(query, 'mainSubject', table.mainSubjectId),
        subjectFilter(query, 'subject', table.subjectId),
        cursor === undefined ? undefined : olderThan(table.createdDate, table.id, cursor),
      ),
    )
    .orderBy(desc(table.createdDate), desc(table.id))
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const subjects = await subjectNames(db, siteId, page);
  const last = page.at(-1);
  return { items: page.map((row) => deliveredItem(origin, kind, row, subjects)), next: rows.length > limit && last ? encodeCursor(last.createdDate as Date, Number(last.id)) : null };
}

/** One approved item of a kind with its whole text, else undefined. */
export async function deliveredSeoContent(db: Db, origin: FileOrigin, kind: SeoKind, siteId: number, idText: string) {
  if (!ID.test(idText)) return undefined;
  const table = tableFor(kind.resource);
  const [row] = (await db
    .select(publicColumns(kind, true))
    .from(table)
    .where(and(eq(table.siteId, siteId), eq(table.isApproved, true), eq(table.id, Number(idText))))) as Row[];
  return row ? deliveredItem(origin, kind, row, await subjectNames(db, siteId, [row])) : undefined;
}

/** A kind's approved subject titles as a tree: main titles by name, each with its approved sub titles by name. */
export async function deliveredSubjectTitles(db: Db, siteId: number, query: Query) {
  const slug = single(query, 'kind');
  const kind = SEO_KINDS.find((candidate) => candidate.slug === slug);
  if (!kind) throw new BadRequest(`kind: one of ${SEO_KINDS.map((candidate) => candidate.slug).join(', ')}`);
  const rows = await db
    .select({ id: st.id!, name: st.name!, parentId: st.parentId! })
    .from(st)
    .where(and(eq(st.siteId!, siteId), eq(st.kind!, kind.value), eq(st.isApproved!, true)))
    .orderBy(asc(st.id!));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');
  const node = (row: (typeof rows)[number]) => ({ id: Number(row.id), name: withoutMarkup(String(row.name ?? '')) });
  const items = rows
    .filter((row) => row.parentId === null)
    .map((main) => ({ ...node(main), subjects: rows.filter((row) => row.parentId === main.id).map(node).sort(byName) }))
    .sort(byName);
  return { kind: kind.slug, items };
}

/** The site settings' title of the dream interpretations' page (null when not set). */
const dreamPageTitle = (settings: Record<string, unknown> | null | undefined) => {
  const title = (settings?.seoContent as { dreamInterpretationTitle?: unknown } | null | undefined)?.dreamInterpretationTitle;
  return typeof title === 'string' && title.trim() !== '' ? withoutMarkup(title.trim()) : null;
};

/** The routes, rate limited per address per minute like the rest of the delivery API (needs @fastify/rate-limit registered). */
export async function registerSeoContentDelivery(app: FastifyInstance, options: { db: Db; publicUrl: string; rateLimitMax: number }): Promise<void> {
  const { db } = options;
  const origin = { publicUrl: options.publicUrl };
  await registerDeliveryScope(app, options.rateLimitMax, (scope) => {
    for (const kind of SEO_KINDS) {
      siteGet(scope, db, `/:siteId/${kind.path}`, async (site, request) => {
        const page = await deliveredSeoContents(db, origin, kind, site.id, request.query);
        return kind.kind === 'dreamInterpretation' ? { title: dreamPageTitle(site.settings as Record<string, unknown> | null | undefined), ...page } : page;
      });
      siteGet(scope, db, `/:siteId/${kind.path}/:id`, (site, request) => deliveredSeoContent(db, origin, kind, site.id, request.params.id));
    }
    siteGet(scope, db, '/:siteId/subject-titles', (site, request) => deliveredSubjectTitles(db, site.id, request.query));
  });
}
