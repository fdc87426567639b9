import { eq } from 'drizzle-orm';
import { MIN_IMAGES } from '../../../resources/featureRules.ts';
import { rules } from '../../../resources/validation.ts';
import { isAgencyStatus, type AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { agencyArchives, agencyContents, agencyVideos } from '../../db/schema.ts';
import { canonical, writeAudit } from '../../engine/audit.ts';
import type { AuditChanges } from '../../engine/auditLog.ts';
import { badInput, saveError } from '../../engine/inputErrors.ts';
import { agencyDraftType, writeAgencyDraft } from '../../content/index.ts';
import { cleanMarkup, siteMarkupSettings } from '../../engine/markupCleaning.ts';
import { MAX_MARKUP_DEPTH } from '../../../resources/markupDepth.ts';
import type { FieldFailure } from '../../engine/kindValues.ts';
import type { AgencyArchiveInput, AgencyContentInput } from '../../contract/generated/resolverTypes.ts';
import { GraphQLError } from '../../contract/graphqlRuntime.ts';
import { agencyArchiveById, agencyContentByGuid } from './agencyLists.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A serial id the database can hold (a larger or malformed one names no row). */
const isRowId = (id: number) => Number.isInteger(id) && id > 0 && id < 2 ** 31;

/** The audit log's resource names of the agency desk's records. */
const AUDITED = { contents: { name: 'agencyContents' }, archives: { name: 'agencyArchives' }, videos: { name: 'agencyVideos' } } as const;

const EDITABLE = ['title', 'spot', 'content', 'tags'] as const;

/** field → { from, to } for the values of `after` that differ from `before`'s. */
function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, to] of Object.entries(after)) {
    const from = before[name] ?? null;
    if (canonical(from) !== canonical(to ?? null)) changes[name] = { from, to: to ?? null };
  }
  return changes;
}

/** An agency body as simple HTML (cleaned off the event loop when long); too deep a nesting is refused on `content`. */
async function agencyBody(context: RequestContext, content: string, label: string): Promise<string> {
  const { html, problem } = await cleanMarkup('simple', content, await siteMarkupSettings(context));
  if (problem) throw badInput({ content: { message: `validation.${problem}`, params: { name: label, max: MAX_MARKUP_DEPTH } } }, context.language);
  return html;
}

/** "2026-11-27 09:00 UTC": the embargo's end as the refusal names it. */
const utcMinute = (instant: Date) => `${instant.toISOString().slice(0, 10)} ${instant.toISOString().slice(11, 16)} UTC`;

/** An item under embargo may be neither archived nor used in content before the embargo ends. */
export function embargoRefusal(embargoUntil: Date | null, now: Date): FieldFailure | undefined {
  if (!embargoUntil || embargoUntil.getTime() <= now.getTime()) return undefined;
  return { message: 'saveErrors.embargoed', params: { until: utcMinute(embargoUntil) } };
}

function checkStatus(status: string): asserts status is AgencyStatus {
  if (!isAgencyStatus(status)) throw new GraphQLError(`status: one of new, read, inProgress, done, rejected`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * An editor's change, based on the version they saw: the fields sent are written and remembered,
 * so later wire versions keep them. A stale version is a CONFLICT carrying the item as it is now
 * (`extensions.current`); marking an item under embargo as used is refused. With `createDraft`
 * (a content type) the item, as saved, also becomes the caller's draft of that type and is marked
 * used, in the same transaction (server/content/agencyDrafts.ts); the answer carries `draftId`.
 */
export async function saveAgencyContent(context: RequestContext, input: AgencyContentInput) {
  const draftType = typeof input.createDraft === 'number' ? (await agencyDraftType(context, input.createDraft)).value : undefined;
  const edits: Record<string, unknown> = Object.fromEntries(EDITABLE.filter((name) => input[name] !== undefined && input[name] !== null).map((name) => [name, input[name]]));
  // The body is simple HTML: stored as the wire's is, by the allow-list the desk renders with.
  if (typeof edits.content === 'string') edits.content = await agencyBody(context, edits.content, 'resources.agencyContents.fields.content');
  const flags = {
    ...(typeof input.hasItBeenUsed === 'boolean' ? { hasItBeenUsed: input.hasItBeenUsed } : {}),
    ...(draftType !== undefined ? { hasItBeenUsed: true } : {}),
    ...(typeof input.isInappropriate === 'boolean' ? { isInappropriate: input.isInappropriate } : {}),
  };
  const now = new Date();
  const draftId = await context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(agencyContents).where(eq(agencyContents.agencyContentId, input.agencyContentId)).for('update');
    if (!row) throw saveError('NOT_FOUND', 'notFound', context.language);
    if (row.rowVersion !== input.version) {
      throw saveError('CONFLICT', 'conflict', context.language, { current: await agencyContentByGuid(tx, input.agencyContentId) });
    }
    // An item under embargo is used in no content before it ends, even one already marked used.
    const embargoed = (flags.hasItBeenUsed && !row.hasItBeenUsed) || draftType !== undefined ? embargoRefusal(row.embargoUntil, now) : undefined;
    if (embargoed) throw badInput({ [draftType !== undefined ? 'createDraft' : 'hasItBeenUsed']: embargoed }, context.language);
    const changes = changesOf(row, { ...edits, ...flags });
    const draft = draftType !== undefined ? await writeAgencyDraft(tx, context, { ...row, ...edits }, draftType) : undefined;
    if (Object.keys(changes).length === 0) return draft;
    await tx
      .update(agencyContents)
      .set({
        ...edits,
        ...flags,
        editedFields: [...new Set([...row.editedFields, ...Object.keys(edits)])],
        userId: context.user.id,
        ...(Object.keys(edits).length ? { contentUpdatedByUserId: context.user.id, contentUpdatedDate: now } : {}),
        rowVersion: row.rowVersion + 1,
      })
      .where(eq(agencyContents.id, row.id));
    await writeAudit(tx, { resource: AUDITED.contents, recordId: row.id, action: 'update', changes }, context);
    return draft;
  });
  // Read back after the write that just succeeded: it exists.
  return { ...(await agencyContentByGuid(context.db, input.agencyContentId))!, draftId: draftId === undefined ? null : String(draftId) };
}

const archiveImagesRule = rules.minImages(MIN_IMAGES.archive);

async function archiveValues(context: RequestContext, input: AgencyArchiveInput) {
  const failures: Record<string, FieldFailure> = {};
  if (!input.title.trim()) failures.title = { message: 'saveErrors.invalid', params: { name: 'resources.agencyArchives.fields.title' } };
  const images = input.images.filter((image) => image.path);
  // The same catalogue rule the desk checks before sending (spec 02 §5: an archive holds at least one image).
  const imageRefusal = archiveImagesRule(images, { fieldLabel: 'resources.agencyArchives.fields.archiveImages' });
  if (imageRefusal) failures.images = imageRefusal;
  if (Object.keys(failures).length) throw badInput(failures, context.language);
  return {
    agencyContentId: input.agencyContentId ?? null,
    title: input.title.trim(),
    spot: input.spot ?? '',
    content: await agencyBody(context, input.content ?? '', 'resources.agencyArchives.fields.content'),
    tags: input.tags ?? [],
    agencyCategoryName: input.agencyCategoryName ?? null,
    images: images.map((image) => ({
      path: image.path ?? null,
      aiPath: image.aiPath ?? null,
      text: image.text ?? '',
      agencyImageId: image.agencyImageId ?? '',
      width: image.width ?? null,
      height: image.height ?? null,
      fileSize: image.fileSize ?? null,
    })),
    isApproved: input.isApproved ?? true,
    source: input.source ?? null,
    author: input.author ?? null,
    language: input.language ?? context.language,
  };
}

/** An archive item edited on the version it was based on (CONFLICT with `extensions.current` when stale). */
async function updateArchive(tx: Tx, context: RequestContext, input: AgencyArchiveInput, values: Awaited<ReturnType<typeof archiveValues>>) {
  const id = Number(input.id);
  const [row] = isRowId(id) ? await tx.select().from(agencyArchives).where(eq(agencyArchives.id, id)).for('update') : [];
  if (!row) throw saveError('NOT_FOUND', 'notFound', context.language);
  if (row.version !== input.version) throw saveError('CONFLICT', 'conflict', context.language, { current: await agencyArchiveById(tx, id) });
  const stored = { ...values, agencyId: input.agencyId ? Number(input.agencyId) : row.agencyId };
  const changes = changesOf(row, stored);
  if (Object.keys(changes).length === 0) return id;
  await tx
    .update(agencyArchives)
    .set({ ...stored, updatedDate: new Date(), version: row.version + 1 })
    .where(eq(agencyArchives.id, id));
  await writeAudit(tx, { resource: AUDITED.archives, recordId: id, action: 'update', changes }, context);
  return id;
}

/** A new archive item; from an agency item (not under embargo), which is then marked used. */
async function createArchive(tx: Tx, context: RequestContext, input: AgencyArchiveInput, values: Awaited<ReturnType<typeof archiveValues>>) {
  const now = new Date();
  const [source] = input.agencyContentId
    ? await tx.select().from(agencyContents).where(eq(agencyContents.agencyContentId, input.agencyContentId)).for('update')
    : [];
  const embargoed = source && embargoRefusal(source.embargoUntil, now);
  if (embargoed) throw badInput({ agencyContentId: embargoed }, context.language);
  const stored = { ...values, agencyId: input.agencyId ? Number(input.agencyId) : (source?.agencyId ?? null) };
  const [created] = await tx
    .insert(agencyArchives)
    .values({ ...stored, createdBy: context.user.id, createdDate: now })
    .returning({ id: agencyArchives.id });
  await writeAudit(tx, { resource: AUDITED.archives, recordId: created!.id, action: 'create', changes: changesOf({}, stored) }, context);
  if (source) {
    await tx
      .update(agencyContents)
      .set({ hasItBeenUsed: true, userId: context.user.id, rowVersion: source.rowVersion + 1 })
      .where(eq(agencyContents.id, source.id));
    const changes = changesOf(source, { hasItBeenUsed: true });
    if (Object.keys(changes).length) await writeAudit(tx, { resource: AUDITED.contents, recordId: source.id, action: 'update', changes }, context);
  }
  return created!.id;
}

export async function saveAgencyArchive(context: RequestContext, input: AgencyArchiveInput) {
  const values = await archiveValues(context, input);
  const id = await context.db.transaction((tx) => (input.id ? updateArchive(tx, context, input, values) : createArchive(tx, context, input, values)));
  return (await agencyArchiveById(context.db, id))!;
}

type StatusTarget =
  | { kind: 'contents'; agencyContentId: string }
  | { kind: 'archives'; id: number }
  | { kind: 'videos'; id: number };

/** The row a status change is about, locked, with what the change writes besides the status. */
async function statusRow(tx: Tx, target: StatusTarget, context: RequestContext) {
  switch (target.kind) {
    case 'contents': {
      const [row] = await tx.select().from(agencyContents).where(eq(agencyContents.agencyContentId, target.agencyContentId)).for('update');
      return row && { id: row.id, status: row.status, write: (status: AgencyStatus) => tx.update(agencyContents).set({ status, userId: context.user.id, rowVersion: row.rowVersion + 1 }).where(eq(agencyContents.id, row.id)) };
    }
    case 'archives': {
      const [row] = isRowId(target.id) ? await tx.select().from(agencyArchives).where(eq(agencyArchives.id, target.id)).for('update') : [];
      return row && { id: row.id, status: row.status, write: (status: AgencyStatus) => tx.update(agencyArchives).set({ status, version: row.version + 1 }).where(eq(agencyArchives.id, row.id)) };
    }
    case 'videos': {
      const [row] = isRowId(target.id) ? await tx.select({ id: agencyVideos.id, status: agencyVideos.status }).from(agencyVideos).where(eq(agencyVideos.id, target.id)).for('update') : [];
      return row && { id: row.id, status: row.status, write: (status: AgencyStatus) => tx.update(agencyVideos).set({ status }).where(eq(agencyVideos.id, row.id)) };
    }
  }
}

/** Status changes answer whether anything changed (the same status again is false); a change is versioned and audited. */
export async function changeAgencyStatus(context: RequestContext, target: StatusTarget, status: string): Promise<boolean> {
  checkStatus(status);
  return context.db.transaction(async (tx) => {
    const row = await statusRow(tx, target, context);
    if (!row || row.status === status) return false;
    await row.write(status);
    await writeAudit(tx, { resource: AUDITED[target.kind], recordId: row.id, action: 'status', changes: { status: { from: row.status, to: status } } }, context);
    return true;
  });
}
