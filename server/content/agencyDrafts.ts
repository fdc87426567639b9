/**
 * An agency item made into a draft (spec 02 §4: "agency content creates a draft and redirects to
 * the draft page"), inside saveAgencyContent's transaction: a new-item draft of the caller's, of
 * the chosen type, with the item's title, spot, text and tags, its pictures as our stored files
 * (one per file hash) in its pictures and as its cover choices, and the agency item it came from
 * (agency, id, wire version).
 */
import { eq, inArray } from 'drizzle-orm';
import { contents } from '../../resources/content.ts';
import { draftValuesOf, type DraftValues } from '../../resources/contentDraft.ts';
import { AGENCY_DRAFT_TYPES, contentTypeByValue } from '../../resources/contentTypes.ts';
import { requireRecordAccess } from '../auth/authorize.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import type { AgencyImageData } from '../db/agencyTables.ts';
import { contentDrafts, type AgencySource } from './contentDraftsTable.ts';
import { agencies, agencyContents, mediaFiles } from '../db/schema.ts';
import { badInput } from '../engine/inputErrors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type AgencyContentRow = typeof agencyContents.$inferSelect;

/** The type to make, checked before anything is read: one the desk offers and the caller may save. */
export async function agencyDraftType(context: RequestContext, type: number) {
  const definition = contentTypeByValue(type);
  if (!definition || !AGENCY_DRAFT_TYPES.includes(definition.key)) {
    throw badInput({ createDraft: { message: 'saveErrors.invalid', params: { name: 'resources.contents.fields.type' } } }, context.language);
  }
  await requireRecordAccess(contents.operationAccess.create, context, { type: definition.value });
  return definition;
}

/**
 * The item's pictures as stored files: each path must name a media_files row, and the same file
 * (by hash) is kept once; a picture the ingest could not fetch is left out.
 */
async function storedImages(tx: Tx, images: readonly AgencyImageData[]) {
  const paths = images.map((image) => image.path).filter((path): path is string => Boolean(path));
  if (paths.length === 0) return [];
  const rows = await tx.select().from(mediaFiles).where(inArray(mediaFiles.relativePath, paths));
  const byPath = new Map(rows.map((row) => [row.relativePath, row]));
  const seen = new Set<string>();
  const kept = [];
  for (const image of images) {
    const file = image.path ? byPath.get(image.path) : undefined;
    if (!file || seen.has(file.fileHash)) continue;
    seen.add(file.fileHash);
    kept.push({ image: { path: file.relativePath, width: file.width, height: file.height, crops: [] }, caption: image.text.slice(0, 300) });
  }
  return kept;
}

/**
 * The wire's pictures offered as the cover: the first one chosen, the others a click away in the
 * cover list. Their description is left for the editor to write (a cover needs one, spec 02 §5):
 * the wire's caption describes the news, not necessarily the picture as our cover.
 */
const coverChoices = (images: Awaited<ReturnType<typeof storedImages>>) =>
  images.map(({ image }, index) => ({ image: { ...image, text: '' }, isSelected: index === 0 }));

/** Writes the draft (in the caller's transaction) and answers its id. */
export async function writeAgencyDraft(tx: Tx, context: RequestContext, row: AgencyContentRow, type: number): Promise<number> {
  const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, row.agencyId));
  const images = await storedImages(tx, row.images);
  const typeKey = contentTypeByValue(type)!.key;
  const values: DraftValues = draftValuesOf({
    type,
    title: row.title,
    spot: row.spot,
    text: row.content,
    tags: row.tags,
    // Agency categories map to none of ours (no mapping is kept): the editor picks one.
    categoryId: null,
    ...(typeKey === 'video' ? {} : { images }),
    coverImages: coverChoices(images),
  });
  const agencySource: AgencySource = { agencyItemId: row.id, agencyId: row.agencyId, agencyName: agency?.name ?? '', agencyContentId: row.agencyContentId, agencyVersion: row.version };
  const [draft] = await tx
    .insert(contentDrafts)
    .values({ siteId: context.siteNumber!, userId: context.user.id, contentId: null, values, type, title: row.title, spot: row.spot, categoryId: null, agencySource })
    .returning({ id: contentDrafts.id });
  return draft!.id;
}
