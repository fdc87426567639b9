/**
 * What the global search looks through, one statement per kind: its rows on the request's site that
 * the caller may read, matching every folded prefix word, newest first, one more than the limit (so
 * the group knows there is more). Contents, media items and agency items search a stored column
 * (the agency items' is the migration's alone, not in the desk's Drizzle table); drafts, people and
 * authors an expression index of the same fold (migration `global_search_indexes`), which the
 * statements repeat word for word.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AccessResult } from '../../resources/access.ts';
import type { Resource } from '../../resources/defineResource.ts';
import { authors } from '../../resources/author.ts';
import { contents } from '../../resources/content.ts';
import { mediaItems } from '../../resources/mediaItem.ts';
import { people } from '../../resources/person.ts';
import { accessRequest } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import { agencies, agencyContents } from '../db/schema.ts';
import { contentDrafts } from '../allTables.ts';
import { rowFilterCondition } from '../engine/listRecords.ts';
import { foldedVectorSql } from '../engine/searchIndex.ts';
import { tableFor, type ResourceTable } from '../engine/tables.ts';

export type SearchKindName = 'CONTENT' | 'DRAFT' | 'AGENCY_ITEM' | 'MEDIA' | 'PERSON';

/** One row a kind's statement answers. */
export interface HitRow {
  id: number;
  title: string | null;
  detail: string | null;
  date: Date | string | null;
  resource: string;
  content_type: number | null;
}

/** The text of the expression indexes (and of the agency items' stored column): the migration holds the same. */
export const DRAFT_VECTOR = foldedVectorSql([`coalesce("title", '')`, `coalesce("spot", '')`]);
export const AGENCY_VECTOR = foldedVectorSql([`"title"`, `"spot"`]);
export const NAME_VECTOR = foldedVectorSql([`coalesce("full_name", '')`, `coalesce("nick_name", '')`]);

interface KindArgs {
  context: RequestContext;
  /** The tsquery text (searchQuery). */
  query: string;
  /** Rows to read: the group's limit and one more. */
  take: number;
}

/** A kind's statement, or undefined when the caller may read none of it. */
export type SearchKind = (args: KindArgs) => Promise<SQL | undefined>;

/** The caller's read answer on a declared resource as a condition: undefined for none. */
async function readCondition(context: RequestContext, resource: Resource, table: ResourceTable): Promise<SQL | undefined> {
  const answer: AccessResult = resource.operationAccess.read(await accessRequest(context));
  if (answer === false) return undefined;
  return answer === true ? sql`true` : (rowFilterCondition(table, answer) ?? sql`true`);
}

const DETAIL_LENGTH = 160;
const contentsTable = tableFor(contents);
const mediaTable = tableFor(mediaItems);

const content: SearchKind = async ({ context, query, take }) => {
  const t = contentsTable;
  const allowed = await readCondition(context, contents, t);
  if (!allowed) return undefined;
  return sql`SELECT ${t.id} AS id, ${t.title} AS title, left(${t.spot}, ${DETAIL_LENGTH}) AS detail, ${t.contentDate} AS date, 'contents' AS resource, ${t.type} AS content_type
    FROM ${t} WHERE ${and(sql`${t.siteId} = ${context.siteNumber}`, sql`${t.searchVector} @@ to_tsquery('simple', ${query})`, allowed)}
    ORDER BY ${t.contentDate} DESC, ${t.id} DESC LIMIT ${take}`;
};

/** The caller's own drafts on the site, of the types they may read (as the draft list). */
const draft: SearchKind = async ({ context, query, take }) => {
  const t = contentDrafts;
  const allowed = await readCondition(context, contents, t as unknown as ResourceTable);
  if (!allowed) return undefined;
  return sql`SELECT ${t.id} AS id, ${t.title} AS title, left(${t.spot}, ${DETAIL_LENGTH}) AS detail, ${t.updatedDate} AS date, 'contentDrafts' AS resource, ${t.type} AS content_type
    FROM ${t} WHERE ${and(sql`${t.siteId} = ${context.siteNumber}`, sql`${t.userId} = ${context.user.id}`, sql`${sql.raw(DRAFT_VECTOR)} @@ to_tsquery('simple', ${query})`, allowed)}
    ORDER BY ${t.updatedDate} DESC, ${t.id} DESC LIMIT ${take}`;
};

/** The wire is the newsroom's, not a site's: every site's desk shows the same items. */
const agencyItem: SearchKind = async ({ context, query, take }) => {
  if (!(await accessRequest(context)).granted('agency.view')) return undefined;
  const t = agencyContents;
  return sql`SELECT ${t.id} AS id, ${t.title} AS title, ${agencies.name} AS detail, ${t.createdDate} AS date, 'agencyContents' AS resource, NULL::int AS content_type
    FROM ${t} JOIN ${agencies} ON ${agencies.id} = ${t.agencyId}
    WHERE "agency_contents"."search_vector" @@ to_tsquery('simple', ${query})
    ORDER BY ${t.createdDate} DESC, ${t.id} DESC LIMIT ${take}`;
};

const media: SearchKind = async ({ context, query, take }) => {
  const t = mediaTable;
  const allowed = await readCondition(context, mediaItems, t);
  if (!allowed) return undefined;
  return sql`SELECT ${t.id} AS id, coalesce(${t.name}, ${t.path}) AS title, left(${t.text}, ${DETAIL_LENGTH}) AS detail, ${t.createdDate} AS date, 'mediaItems' AS resource, NULL::int AS content_type
    FROM ${t} WHERE ${and(sql`${t.siteId} = ${context.siteNumber}`, sql`${t.searchVector} @@ to_tsquery('simple', ${query})`, allowed)}
    ORDER BY ${t.createdDate} DESC, ${t.id} DESC LIMIT ${take}`;
};

/** One side of the people group: a declared resource of names (people, authors). */
async function namesOf(resource: Resource, detailColumn: string, { context, query, take }: KindArgs): Promise<SQL | undefined> {
  const t = tableFor(resource);
  const allowed = await readCondition(context, resource, t);
  if (!allowed) return undefined;
  const date = sql`coalesce(${t.updatedDate}, ${t.createdDate})`;
  return sql`(SELECT ${t.id} AS id, ${t.fullName} AS title, ${t[detailColumn]} AS detail, ${date} AS date, ${resource.name} AS resource, NULL::int AS content_type
    FROM ${t} WHERE ${and(sql`${t.siteId} = ${context.siteNumber}`, sql`${sql.raw(NAME_VECTOR)} @@ to_tsquery('simple', ${query})`, allowed)}
    ORDER BY ${date} DESC, ${t.id} DESC LIMIT ${take})`;
}

/** People (persons and authors), as one group newest first. */
const person: SearchKind = async (args) => {
  const sides = (await Promise.all([namesOf(people, 'job', args), namesOf(authors, 'email', args)])).filter((side) => side !== undefined);
  if (sides.length === 0) return undefined;
  return sql`SELECT * FROM (${sql.join(sides, sql` UNION ALL `)}) AS names ORDER BY date DESC, id DESC LIMIT ${args.take}`;
};

/** The kinds in the order the groups are answered. */
export const SEARCH_KINDS: readonly (readonly [SearchKindName, SearchKind])[] = [
  ['CONTENT', content],
  ['DRAFT', draft],
  ['AGENCY_ITEM', agencyItem],
  ['MEDIA', media],
  ['PERSON', person],
];
