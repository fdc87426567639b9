/**
 * A content's agency provenance (resources/content.ts `agencySource`, the server's field) and the
 * wire updates it is told about (issue 13, point 4).
 *
 * - A save naming `fromDraftId` (the caller's draft the editor was opened on) copies the draft's
 *   agency item, guid and wire version onto the content, unless it already follows one, and
 *   deletes the draft in the save's transaction: a refused save keeps the draft.
 * - A save naming `agencyVersion` (the wire version the editor applied) makes that version the
 *   one the content follows when it is newer than the one it follows and not newer than the
 *   item's; an older one changes nothing (someone applied it, or a newer one, meanwhile).
 * - The content is "updated at the source" while the item's version is above the one it follows:
 *   read by a join, never stored, so an ingest touches no content.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agencyContents, agencyContentVersions } from '../db/agencyTables.ts';
import { contentDrafts } from './contentDraftsTable.ts';
import { malformedRequest } from '../engine/inputErrors.ts';
import type { Row } from '../engine/records.ts';

export interface ContentAgencySource {
  agencyItemId: number | null;
  agencyContentId: string;
  agencyId: number | null;
  agencyName: string | null;
  version: number;
}

const ID = /^\d{1,9}$/;

function draftIdOf(input: Row): number | undefined {
  const id = input.fromDraftId;
  if (id === undefined || id === null) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) throw malformedRequest('fromDraftId: the id of one of your drafts');
  return Number(id);
}

/** The provenance of the caller's draft on the request's site, as the content keeps it; undefined without one. */
async function draftSource(tx: Pick<Db, 'select'>, draftId: number, context: RequestContext): Promise<ContentAgencySource | undefined> {
  const [draft] = await tx
    .select({ source: contentDrafts.agencySource })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.id, draftId), eq(contentDrafts.userId, context.user.id), eq(contentDrafts.siteId, context.siteNumber!)));
  const source = draft?.source;
  if (!source) return undefined;
  // Drafts made before the row id was kept name the item by its guid.
  const [item] = source.agencyItemId === undefined ? await tx.select({ id: agencyContents.id }).from(agencyContents).where(eq(agencyContents.agencyContentId, source.agencyContentId)) : [];
  return { agencyItemId: source.agencyItemId ?? item?.id ?? null, agencyContentId: source.agencyContentId, agencyId: source.agencyId, agencyName: source.agencyName, version: source.agencyVersion };
}

/** The version an editor applied, when it moves the content forward. */
async function appliedVersion(tx: Pick<Db, 'select'>, source: ContentAgencySource, input: Row): Promise<number | undefined> {
  const applied = input.agencyVersion;
  if (applied === undefined || applied === null) return undefined;
  if (!Number.isInteger(applied)) throw malformedRequest('agencyVersion: the wire version applied');
  if ((applied as number) <= source.version || source.agencyItemId === null) return undefined;
  const [item] = await tx.select({ version: agencyContents.version }).from(agencyContents).where(eq(agencyContents.id, source.agencyItemId));
  if (!item || (applied as number) > item.version) throw malformedRequest('agencyVersion: the agency item has no such version');
  return applied as number;
}

/** The content save's server values (its `serverValues` hook, server/content/feature.ts): its agency provenance. */
export async function contentAgencySource(tx: Pick<Db, 'select'>, data: Row, _existing: Row | undefined, context: RequestContext, input: Row): Promise<Row> {
  const draftId = draftIdOf(input);
  let source = (data.agencySource as ContentAgencySource | null | undefined) ?? undefined;
  if (!source && draftId !== undefined) source = await draftSource(tx, draftId, context);
  if (!source) return data;
  const applied = await appliedVersion(tx, source, input);
  return { ...data, agencySource: applied === undefined ? source : { ...source, version: applied } };
}

/** The save's effect: the draft it was made from is gone with it (the caller's own only). */
export async function deleteSavedDraft(tx: Pick<Db, 'delete'>, userId: number, siteId: number, input: Row): Promise<void> {
  const draftId = draftIdOf(input);
  if (draftId === undefined) return;
  await tx.delete(contentDrafts).where(and(eq(contentDrafts.id, draftId), eq(contentDrafts.userId, userId), eq(contentDrafts.siteId, siteId)));
}

/** The items' current versions, by row id (a page of the content list reads them in one query). */
export async function agencyItemVersions(db: Pick<Db, 'select'>, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: agencyContents.id, version: agencyContents.version }).from(agencyContents).where(inArray(agencyContents.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.version]));
}

/** A content's wire update as the API hands it on (its texts are read when asked for). */
export interface AgencyUpdate {
  agencyItemId: number;
  /** The item's version now. */
  version: number;
  /** The version the content follows. */
  sourceVersion: number;
}

export interface WireText {
  title: string;
  spot: string;
  text: string;
}

/** The item's text now (its current version). */
export async function currentWireText(db: Pick<Db, 'select'>, agencyItemId: number): Promise<WireText | null> {
  const [row] = await db.select({ title: agencyContents.title, spot: agencyContents.spot, text: agencyContents.content }).from(agencyContents).where(eq(agencyContents.id, agencyItemId));
  return row ?? null;
}

/** The item's text at an earlier version; null when it was not kept (the item was not used then). */
export async function keptWireText(db: Pick<Db, 'select'>, agencyItemId: number, version: number): Promise<WireText | null> {
  const [row] = await db
    .select({ title: agencyContentVersions.title, spot: agencyContentVersions.spot, text: agencyContentVersions.content })
    .from(agencyContentVersions)
    .where(and(eq(agencyContentVersions.agencyItemId, agencyItemId), eq(agencyContentVersions.version, version)));
  return row ?? null;
}
