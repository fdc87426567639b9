/**
 * The subject titles' rules the declaration cannot say (spec 02 §3, §5, §8; README.md), kept by
 * every save of a title, the generic `saveSubjectTitle` and the editor's inline `addSubjectTitle`:
 * - a name is unique within its kind on the site, ignoring case the Turkish way (`foldCase`:
 *   'İslam' = 'islam', 'IRAK' = 'ırak', 'Islam' ≠ 'islam'), compared in JS under a lock of the
 *   (site, kind) so two adds of 'Namaz' and 'namaz' at once give one title and one refusal (the
 *   database's lower() folds only ASCII letters in the C locale, so it cannot be the judge);
 * - a sub title sits under a main title of its own kind (never under a sub title);
 * - a main title with sub titles stays a main title of its kind.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { enumValue, SUBJECT_TITLE_LEVEL } from '../../resources/enums.ts';
import { RESOURCES } from '../../resources/index.ts';
import { subjectTitles } from '../../resources/subjectTitle.ts';
import { foldCase } from '../../resources/turkishText.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { badInput } from '../engine/inputErrors.ts';
import type { Row } from '../engine/records.ts';
import type { ServerValues } from '../engine/resourceHooks.ts';
import { subjectTitlesTable as t } from '../engine/resourceTables.ts';
import { saveRecord } from '../engine/saveRecord.ts';
import { seoRefusal } from './seoRefusals.ts';

const MAIN = enumValue(SUBJECT_TITLE_LEVEL, 'main');

const idOf = (value: unknown): number | null => (value === null || value === undefined || value === '' ? null : Number(value));
const nameKey = (value: unknown) => (typeof value === 'string' ? foldCase(value.trim()) : '');

/** The duplicate refusal of a save: the engine's unique message, on the name. */
const duplicateName = (language: RequestContext['language']) =>
  badInput({ name: { message: 'saveErrors.unique', params: { name: subjectTitles.labelKey('name') } } }, language);

/** Holds the (site, kind)'s titles still until the transaction ends: the names are compared and written one save at a time. */
async function lockKind(tx: Pick<Db, 'execute'>, siteId: number, kind: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subjectTitles:${kind}`}), ${siteId}::integer)`);
}

/** The `serverValues` hook of subjectTitles: the checks above, in the save's transaction, before the write. */
export const checkSubjectTitle: ServerValues = async (tx, data, existing, context) => {
  const siteId = context.siteNumber!;
  const kind = Number(data.kind);
  const ownId = existing ? Number(existing.id) : undefined;
  const parentId = idOf(data.parentId);
  await lockKind(tx, siteId, kind);

  const sameKind = await tx
    .select({ id: t.id!, name: t.name! })
    .from(t)
    .where(and(eq(t.siteId!, siteId), eq(t.kind!, kind), ownId === undefined ? undefined : ne(t.id!, ownId)));
  const key = nameKey(data.name);
  if (sameKind.some((row) => nameKey(row.name) === key)) throw duplicateName(context.language);

  if (parentId !== null) {
    const [parent] = await tx
      .select({ kind: t.kind!, level: t.level! })
      .from(t)
      .where(and(eq(t.siteId!, siteId), eq(t.id!, parentId)));
    if (!parent || parent.kind !== kind || parent.level !== MAIN || parentId === ownId) throw seoRefusal('parentId', 'subjectParent', context.language);
  }
  if (existing && (parentId !== null || Number(existing.kind) !== kind)) {
    const [sub] = await tx.select({ id: t.id! }).from(t).where(eq(t.parentId!, ownId!)).limit(1);
    if (sub) throw seoRefusal(parentId !== null ? 'parentId' : 'kind', 'subjectHasSubs', context.language);
  }
  return data;
};

export interface AddSubjectTitleInput {
  kind: number;
  name: string;
  parentId?: string | null;
}

const isDuplicate = (error: unknown) => {
  const keys = (error as { extensions?: { code?: string; fieldKeys?: Record<string, { message?: string }> } }).extensions;
  return keys?.code === 'BAD_USER_INPUT' && Object.values(keys.fieldKeys ?? {}).some((failure) => failure.message === 'saveErrors.unique');
};

/**
 * `addSubjectTitle(input)`: an approved title of the kind on the request's site, a sub title when
 * `parentId` names a main one; written through the engine (checked, audited) with the checks above.
 * A name its kind already has is refused with the spec's 'Subject title add error, perhaps already
 * exists', on the name.
 */
export async function addSubjectTitle(input: AddSubjectTitleInput, context: RequestContext): Promise<Row> {
  const values = { kind: input.kind, name: typeof input.name === 'string' ? input.name.trim() : input.name, parentId: input.parentId || null, isApproved: true };
  try {
    return await saveRecord(subjectTitles, values, context, RESOURCES);
  } catch (error) {
    if (isDuplicate(error)) throw seoRefusal('name', 'subjectTitleAdd', context.language);
    throw error;
  }
}
