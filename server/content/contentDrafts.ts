/**
 * Content drafts on the server (resources/contentDraft.ts): every read and write is the caller's
 * own row on the request's site, so another user's draft is neither listed, read, written nor
 * deleted (NOT_FOUND, as for a draft that does not exist). An autosave locks its row, refuses a
 * stale version (CONFLICT: its splices were made for another text) and writes one row.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { applySplice, draftValuesOf, type DraftValues, type TextSplice } from '../../resources/contentDraft.ts';
import { contents } from '../../resources/content.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { contentDrafts, type ContentDraftRow } from './contentDraftsTable.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import { badInput, malformedRequest, saveError } from '../engine/inputErrors.ts';
import { cleanDraftValues, fieldsToClean } from './draftCleaning.ts';
import { siteMarkupSettings } from '../engine/markupCleaning.ts';
import { contentsTable } from '../engine/resourceTables.ts';
import { selectPage } from '../engine/pageStatement.ts';

const ID = /^\d{1,9}$/;

export interface DraftInput {
  id?: string | null;
  contentId?: string | null;
  baseVersion?: number | null;
  /** The draft version the changes were made from; needed with an id. */
  version?: number | null;
  values?: unknown;
  splices?: readonly TextSplice[] | null;
}

export interface DraftFilter {
  type?: number | null;
  contentId?: string | null;
}

/** The caller's rows on the request's site. */
function own(context: RequestContext): SQL {
  return and(eq(contentDrafts.siteId, context.siteNumber!), eq(contentDrafts.userId, context.user.id))!;
}

const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value));
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The list's columns, kept beside the values. */
function summaryOf(values: DraftValues) {
  return { type: numberOrNull(values.type) ?? 0, title: textOrNull(values.title), spot: textOrNull(values.spot), categoryId: numberOrNull(values.categoryId) };
}

const notFound = (context: RequestContext) => saveError('NOT_FOUND', 'notFound', context.language);

/** The list's rows with what the columns need of the item: its version and who saved it last. */
const LIST_COLUMNS = {
  id: contentDrafts.id,
  contentId: contentDrafts.contentId,
  baseVersion: contentDrafts.baseVersion,
  type: contentDrafts.type,
  title: contentDrafts.title,
  spot: contentDrafts.spot,
  categoryId: contentDrafts.categoryId,
  version: contentDrafts.version,
  createdDate: contentDrafts.createdDate,
  updatedDate: contentDrafts.updatedDate,
  agencySource: contentDrafts.agencySource,
};
const ITEM_COLUMNS = {
  contentVersion: sql<number | null>`${contentsTable.version}`,
  contentEditorId: sql<number | null>`coalesce(${contentsTable.updatedUserId}, ${contentsTable.createdUserId})`,
};
const WITH_ITEM = sql`left join ${contentsTable} on ${eq(contentsTable.id, contentDrafts.contentId)}`;

/** A draft as the API reads it (ContentDraft's mapper); `values` only for one draft. */
export type DraftRecord = Omit<ContentDraftRow, 'siteId' | 'userId' | 'values'> & { contentVersion: number | null; contentEditorId: number | null; values?: DraftValues };

/** A page of the caller's drafts, latest saved first: sent as a page statement (server/engine/pageStatement.ts), without the query builder. */
export async function listDrafts(context: RequestContext, filter: DraftFilter | null | undefined, page: number, limit: number): Promise<DraftRecord[]> {
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > 1000) throw malformedRequest('page starts at 1 and limit is 1 to 1000');
  const conditions = [own(context)];
  if (filter?.type !== undefined && filter.type !== null) conditions.push(eq(contentDrafts.type, filter.type));
  if (filter?.contentId) conditions.push(ID.test(filter.contentId) ? eq(contentDrafts.contentId, Number(filter.contentId)) : sql`false`);
  const rows = await selectPage(context.db, {
    table: contentDrafts,
    join: WITH_ITEM,
    columns: LIST_COLUMNS,
    computed: ITEM_COLUMNS,
    where: and(...conditions),
    orderBy: [desc(contentDrafts.updatedDate), desc(contentDrafts.id)],
    limit,
    offset: (page - 1) * limit,
  });
  return rows as unknown as DraftRecord[];
}

export async function readDraft(context: RequestContext, id: string): Promise<DraftRecord | null> {
  if (!ID.test(id)) return null;
  const [row] = await context.db
    .select({ ...LIST_COLUMNS, ...ITEM_COLUMNS, values: contentDrafts.values })
    .from(contentDrafts)
    .leftJoin(contentsTable, eq(contentsTable.id, contentDrafts.contentId))
    .where(and(own(context), eq(contentDrafts.id, Number(id))));
  return row ?? null;
}

/** The item a draft is of: it must be on the request's site and of a type the caller may read. */
async function checkContent(context: RequestContext, contentId: string): Promise<number> {
  const [content] = ID.test(contentId)
    ? await context.db
        .select({ id: contentsTable.id, type: contentsTable.type })
        .from(contentsTable)
        .where(and(eq(contentsTable.id, Number(contentId)), eq(contentsTable.siteId, context.siteNumber!)))
    : [];
  if (!content) throw notFound(context);
  await requireRecordAccess(contents.operationAccess.read, context, { type: content.type });
  return content.id as number;
}

function inputValues(values: unknown): DraftValues {
  if (values === undefined || values === null) return {};
  if (typeof values !== 'object' || Array.isArray(values)) throw malformedRequest('values is an object of content fields');
  return draftValuesOf(values as Record<string, unknown>);
}

/** The stored values with the changed fields over them and the splices applied; undefined when a splice does not fit. */
function applyChanges(stored: DraftValues, changed: DraftValues, splices: readonly TextSplice[]): DraftValues | undefined {
  const values = { ...stored, ...changed };
  for (const splice of splices) {
    const text = applySplice(typeof values[splice.field] === 'string' ? (values[splice.field] as string) : '', splice);
    if (text === undefined) return undefined;
    values[splice.field] = text;
  }
  return draftValuesOf(values);
}

export type SavedDraft = Pick<ContentDraftRow, 'id' | 'version' | 'updatedDate'> & { cleaned?: DraftValues | null };
const SAVED_COLUMNS = { id: contentDrafts.id, version: contentDrafts.version, updatedDate: contentDrafts.updatedDate };

/**
 * An autosave. With an id: the changes over that draft at `version`. Without: a new draft of the
 * whole values, of `contentId` (replacing the caller's older draft of it) or of a new item.
 */
export async function saveDraft(context: RequestContext, input: DraftInput): Promise<SavedDraft> {
  const sent = inputValues(input.values);
  const splices = input.splices ?? [];
  const now = new Date();
  /** The values with the named fields (all by default) cleaned; refused when a text nests too deeply. */
  const clean = async (values: DraftValues, fields: ReadonlySet<string> = new Set(Object.keys(values))) => {
    const checked = await cleanDraftValues(Object.fromEntries(Object.entries(values).filter(([name]) => fields.has(name))), await siteMarkupSettings(context));
    if (Object.keys(checked.failures).length) throw badInput(checked.failures, context.language);
    return { values: { ...values, ...checked.values }, cleaned: checked.cleaned };
  };
  if (input.id !== undefined && input.id !== null) {
    if (input.version === undefined || input.version === null) throw malformedRequest('An autosave of a draft must carry the version it was made from');
    const id = input.id;
    const [current] = ID.test(id) ? await context.db.select().from(contentDrafts).where(and(own(context), eq(contentDrafts.id, Number(id)))) : [];
    if (!current) throw notFound(context);
    if (current.version !== input.version) throw saveError('CONFLICT', 'conflict', context.language);
    const spliced = applyChanges(current.values, sent, splices);
    if (!spliced) throw saveError('CONFLICT', 'conflict', context.language);
    // Cleaned before the row is locked (a long text off the event loop); the lock then finds the version the changes were made from, or refuses.
    const { values, cleaned } = await clean(spliced, fieldsToClean(current.values, sent, splices));
    return context.db.transaction(async (tx) => {
      const [row] = await tx.select({ version: contentDrafts.version }).from(contentDrafts).where(and(own(context), eq(contentDrafts.id, current.id))).for('update');
      if (!row) throw notFound(context);
      if (row.version !== input.version) throw saveError('CONFLICT', 'conflict', context.language);
      const [saved] = await tx
        .update(contentDrafts)
        .set({ values, ...summaryOf(values), version: row.version + 1, updatedDate: now })
        .where(eq(contentDrafts.id, current.id))
        .returning(SAVED_COLUMNS);
      return { ...saved, cleaned: Object.keys(cleaned).length ? cleaned : null };
    });
  }
  if (splices.length > 0) throw malformedRequest('A new draft carries its whole values, no splices');
  const { values: changed, cleaned } = await clean(sent);
  const contentId = input.contentId ? await checkContent(context, input.contentId) : null;
  const row = { siteId: context.siteNumber!, userId: context.user.id, contentId, baseVersion: input.baseVersion ?? null, values: changed, ...summaryOf(changed), updatedDate: now };
  const answer = (saved: SavedDraft): SavedDraft => ({ ...saved, cleaned: Object.keys(cleaned).length ? cleaned : null });
  if (contentId === null) return answer((await context.db.insert(contentDrafts).values(row).returning(SAVED_COLUMNS))[0]);
  const [saved] = await context.db
    .insert(contentDrafts)
    .values(row)
    .onConflictDoUpdate({
      target: [contentDrafts.userId, contentDrafts.contentId],
      targetWhere: sql`${contentDrafts.contentId} is not null`,
      set: { values: changed, ...summaryOf(changed), baseVersion: row.baseVersion, version: sql`${contentDrafts.version} + 1`, updatedDate: now, createdDate: now },
    })
    .returning(SAVED_COLUMNS);
  return answer(saved);
}

export async function deleteDraft(context: RequestContext, id: string): Promise<boolean> {
  const deleted = ID.test(id) ? await context.db.delete(contentDrafts).where(and(own(context), eq(contentDrafts.id, Number(id)))).returning({ id: contentDrafts.id }) : [];
  if (deleted.length === 0) throw notFound(context);
  return true;
}

/** A save of the item by its editor clears their draft of it, in the save's transaction. */
export async function clearDraftOf(tx: Pick<Db, 'delete'>, userId: number, contentId: number): Promise<void> {
  await tx.delete(contentDrafts).where(and(eq(contentDrafts.userId, userId), eq(contentDrafts.contentId, contentId)));
}
