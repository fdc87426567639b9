import { and, eq, getTableColumns, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AgencyFilter } from '../../../resources/agencyFilter.ts';
import type { RequestContext } from '../../context.ts';
import { agencies, agencyArchives, agencyContents, agencyVideos, users } from '../../db/schema.ts';
import { selectPage } from '../../engine/pageStatement.ts';
import { columnsFor } from '../../engine/selectedFields.ts';
import { anyOf, cursorColumn, dayRange, keysetPage, overlaps, type PageArgs } from './agencyPaging.ts';

export type { AgencyFilter };

export type ListArgs = PageArgs & { filter?: AgencyFilter | null };

/** The database or a transaction on it. */
type Reader = Pick<RequestContext['db'], 'select'>;

const ids = (values: readonly string[] | null | undefined) => values?.map(Number).filter(Number.isInteger);
const flag = (column: Parameters<typeof eq>[0], value: boolean | null | undefined) => (value === null || value === undefined ? undefined : eq(column, value));
const searchIn = (column: Parameters<typeof ilike>[0], search: string | null | undefined) =>
  search?.trim() ? ilike(column, `%${search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined;
/** The embargo switch: true keeps items whose embargo ends later than now, false the rest. */
const embargo = (column: typeof agencyContents.embargoUntil, value: boolean | null | undefined) => {
  if (value === null || value === undefined) return undefined;
  const now = new Date();
  return value ? gt(column, now) : or(isNull(column), lte(column, now));
};
/** Archive items and videos carry no embargo: "embargoed" finds none of them. */
const neverEmbargoed = (value: boolean | null | undefined) => (value === true ? sql`false` : undefined);
const iso = (value: Date | null) => value?.toISOString() ?? null;
const ref = (id: number | null, name: string | null) => (id === null || name === null ? null : { id: String(id), name });

const editor = alias(users, 'editor');
const contentEditor = alias(users, 'content_editor');

/** The fields asked for on each item of a page (selectedFields); without them, every column is read. */
export type Fields = ReadonlySet<string> | undefined;

/** The columns of a page for its fields: `{ id title }` does not read a 50 MB `content`. */
const contentColumns = (fields: Fields) =>
  columnsFor(getTableColumns(agencyContents), fields, {
    always: ['id', 'createdDate'],
    needs: { agency: ['agencyId'], user: ['userId'], contentUpdatedByUser: ['contentUpdatedByUserId', 'contentUpdatedDate'], version: ['rowVersion'] },
  });

/** Agency contents with their agency and the editors who acted on them, in the API's shape once mapped. */
function selectAgencyContents(db: Reader, fields?: Fields) {
  const t = agencyContents;
  return db
    .select({ row: contentColumns(fields), agencyName: agencies.name, editorName: editor.name, contentEditorName: contentEditor.name, cursor: cursorColumn(t.createdDate, t.id) })
    .from(t)
    .innerJoin(agencies, eq(agencies.id, t.agencyId))
    .leftJoin(editor, eq(editor.id, t.userId))
    .leftJoin(contentEditor, eq(contentEditor.id, t.contentUpdatedByUserId));
}

/** The agency contents' page: its conditions, order, limit and offset. */
function agencyContentsPage(args: ListArgs) {
  const t = agencyContents;
  const f = args.filter ?? {};
  const page = keysetPage(t, args);
  const conditions: (SQL | undefined)[] = [
    ...page.where,
    anyOf(t.agencyId, ids(f.agencyIds)),
    anyOf(t.userId, ids(f.users)),
    anyOf(t.agencyCategoryName, f.agencyCategories),
    overlaps(t.types, f.contentTypes),
    anyOf(t.priority, f.newsTypes),
    flag(t.hasItBeenUsed, f.used),
    flag(t.isInappropriate, f.inappropriate),
    embargo(t.embargoUntil, f.embargoed),
    searchIn(t.title, f.search),
    ...dayRange(t.createdDate, f.startDate, f.endDate),
  ];
  return { where: and(...conditions), orderBy: page.orderBy, limit: page.limit, offset: page.offset };
}

/** The agency contents' page query through drizzle's builder (what the EXPLAIN test reads): the same statement as listAgencyContents sends. */
export function agencyContentsQuery(db: RequestContext['db'], args: ListArgs, fields?: Fields) {
  const page = agencyContentsPage(args);
  return selectAgencyContents(db, fields)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** What a page reads beside the item's columns, as selectAgencyContents reads them. */
const PAGE_COMPUTED = {
  agencyName: sql`${agencies.name}`,
  editorName: sql`${editor.name}`,
  contentEditorName: sql`${contentEditor.name}`,
  cursor: cursorColumn(agencyContents.createdDate, agencyContents.id),
};
const PAGE_JOIN = sql`inner join ${agencies} on ${eq(agencies.id, agencyContents.agencyId)} left join ${users} as "editor" on ${eq(editor.id, agencyContents.userId)} left join ${users} as "content_editor" on ${eq(contentEditor.id, agencyContents.contentUpdatedByUserId)}`;

/**
 * A page of agency contents, sent as a page statement (server/engine/pageStatement.ts): the query
 * builder and drizzle's mapping of the joined rows were most of the server's own time on a page.
 */
export async function listAgencyContents(context: RequestContext, args: ListArgs, fields?: Fields) {
  const page = agencyContentsPage(args);
  const rows = await selectPage(context.db, { table: agencyContents, join: PAGE_JOIN, columns: contentColumns(fields), computed: PAGE_COMPUTED, ...page });
  return rows.map((row) =>
    agencyContentOutput({
      row: row as unknown as typeof agencyContents.$inferSelect,
      agencyName: row.agencyName as string,
      editorName: row.editorName as string | null,
      contentEditorName: row.contentEditorName as string | null,
      cursor: row.cursor as string,
    }),
  );
}

export function agencyContentOutput({ row, agencyName, editorName, contentEditorName, cursor }: {
  row: typeof agencyContents.$inferSelect;
  agencyName: string;
  editorName: string | null;
  contentEditorName: string | null;
  cursor: string;
}) {
  // Field by field, not a spread of the row: a page of 50 is mapped on every request, and the
  // spread plus added keys cost as much as the rest of the resolver (bench P1).
  return {
    id: String(row.id),
    agencyContentId: row.agencyContentId,
    title: row.title,
    spot: row.spot,
    content: row.content,
    city: row.city,
    country: row.country,
    tags: row.tags,
    types: row.types,
    agency: { id: String(row.agencyId), name: agencyName },
    priority: row.priority,
    createdDate: row.createdDate.toISOString(),
    updatedDate: iso(row.updatedDate),
    embargoUntil: iso(row.embargoUntil),
    agencyCategoryName: row.agencyCategoryName,
    images: row.images,
    status: row.status,
    hasItBeenUsed: row.hasItBeenUsed,
    isInappropriate: row.isInappropriate,
    source: row.source,
    author: row.author,
    user: ref(row.userId, editorName),
    contentUpdatedByUser: row.contentUpdatedByUserId
      ? { user: ref(row.contentUpdatedByUserId, contentEditorName), updatedDate: iso(row.contentUpdatedDate) }
      : null,
    version: row.rowVersion,
    cursor,
  };
}

/** One agency item by its guid, in the list's shape (`db` may be a transaction). */
export async function agencyContentByGuid(db: Reader, agencyContentId: string) {
  const [found] = await selectAgencyContents(db).where(eq(agencyContents.agencyContentId, agencyContentId));
  return found ? agencyContentOutput(found) : null;
}

/** Archive items with their agency and the editor who archived them, in the API's shape once mapped. */
function selectAgencyArchives(db: Reader, fields?: Fields) {
  const t = agencyArchives;
  return db
    .select({ row: columnsFor(getTableColumns(t), fields, { always: ['id', 'createdDate'], needs: { agency: ['agencyId'] } }), agencyName: agencies.name, creatorName: editor.name, cursor: cursorColumn(t.createdDate, t.id) })
    .from(t)
    .leftJoin(agencies, eq(agencies.id, t.agencyId))
    .leftJoin(editor, eq(editor.id, t.createdBy));
}

export async function listAgencyArchives(context: RequestContext, args: ListArgs & { language?: string | null }, fields?: Fields) {
  const t = agencyArchives;
  const f = args.filter ?? {};
  const page = keysetPage(t, args);
  const rows = await selectAgencyArchives(context.db, fields)
    .where(
      and(
        ...page.where,
        anyOf(t.agencyId, ids(f.agencyIds)),
        anyOf(t.createdBy, ids(f.users)),
        anyOf(t.agencyCategoryName, f.agencyCategories),
        flag(t.isApproved, f.isApproved),
        flag(t.hasItBeenUsed, f.used),
        neverEmbargoed(f.embargoed),
        searchIn(t.title, f.search),
        args.language ? eq(t.language, args.language) : undefined,
        ...dayRange(t.createdDate, f.startDate, f.endDate),
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(agencyArchiveOutput);
}

/** One archive item by its id, in the list's shape (`db` may be a transaction). */
export async function agencyArchiveById(db: Reader, id: number) {
  const [found] = await selectAgencyArchives(db).where(eq(agencyArchives.id, id));
  return found ? agencyArchiveOutput(found) : null;
}

// Field by field, as for agency contents: pages are mapped on every request.
function agencyArchiveOutput({ row, agencyName, creatorName, cursor }: { row: typeof agencyArchives.$inferSelect; agencyName: string | null; creatorName: string | null; cursor: string }) {
  return {
    id: String(row.id),
    agency: ref(row.agencyId, agencyName),
    agencyContentId: row.agencyContentId,
    createdDate: row.createdDate.toISOString(),
    title: row.title,
    spot: row.spot,
    content: row.content,
    tags: row.tags,
    agencyCategoryName: row.agencyCategoryName,
    isApproved: row.isApproved,
    createdBy: ref(row.createdBy, creatorName),
    images: row.images,
    hasItBeenUsed: row.hasItBeenUsed,
    status: row.status,
    source: row.source,
    author: row.author,
    language: row.language,
    version: row.version,
    cursor,
  };
}

export async function listAgencyVideos(context: RequestContext, args: ListArgs, fields?: Fields) {
  const t = agencyVideos;
  const f = args.filter ?? {};
  const page = keysetPage(t, args);
  const rows = await context.db
    .select({ row: columnsFor(getTableColumns(t), fields, { always: ['id', 'createdDate'], needs: { agency: ['agencyId'] } }), agencyName: agencies.name, cursor: cursorColumn(t.createdDate, t.id) })
    .from(t)
    .innerJoin(agencies, eq(agencies.id, t.agencyId))
    .where(
      and(
        ...page.where,
        anyOf(t.agencyId, ids(f.agencyIds)),
        flag(t.hasItBeenUsed, f.used),
        neverEmbargoed(f.embargoed),
        searchIn(t.title, f.search),
        ...dayRange(t.createdDate, f.startDate, f.endDate),
      ),
    )
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row, agencyName, cursor }) => ({
    id: row.id,
    agencyContentId: row.agencyContentId,
    title: row.title,
    city: row.city,
    agency: { id: String(row.agencyId), name: agencyName },
    content: row.content,
    category: row.category,
    video: row.video,
    types: row.types,
    tags: row.tags,
    createdDate: row.createdDate.toISOString(),
    status: row.status,
    hasItBeenUsed: row.hasItBeenUsed,
    cameraman: row.cameraman,
    source: row.source,
    cursor,
  }));
}

/** The users who acted on items of a table (the creator filter's choices). */
export async function activeUsers(context: RequestContext, column: typeof agencyContents.userId | typeof agencyArchives.createdBy) {
  const table = column === agencyArchives.createdBy ? agencyArchives : agencyContents;
  const acting = context.db.selectDistinct({ id: column }).from(table);
  const rows = await context.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, acting))
    .orderBy(users.name);
  return rows.map((row) => ({ id: String(row.id), name: row.name }));
}
