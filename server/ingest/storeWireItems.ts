import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  agencyContentVersions,
  agencyContents,
  agencyVideos,
  type AgencyImageData,
  type AgencyVideoRendition,
} from '../db/agencyTables.ts';
import { noteAdded, type AddedItems } from './addedItems.ts';
import { agencyIdsOf } from './agencyIdentity.ts';
import type { WireMediaFetcher } from './wireMedia.ts';
import type { WireItem } from './wireItem.ts';

type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export interface StoreOutcome {
  added: number;
  updated: number;
  unchanged: number;
  /** Content types of the items added. */
  addedTypes: string[];
  /** The items added per desk tab, for the desk's "new items" notice. */
  addedByTab: AddedItems;
}

export interface StoreOptions {
  /** Where relative media hrefs are read from (the wire file's folder). */
  baseDir?: string;
  media?: WireMediaFetcher;
  now?: () => Date;
}

/**
 * The wire's urgency (1 most urgent … 9 least) → the agency news type of spec 01 §4
 * (1 important, 2 flash, 3 hot, 4 standard): urgency 1 is a flash, 2 important, 3 hot, the rest
 * (or none) standard.
 */
export function newsTypeOfUrgency(urgency: number | null): number {
  switch (urgency) {
    case 1:
      return 2;
    case 2:
      return 1;
    case 3:
      return 3;
    default:
      return 4;
  }
}

const date = (iso: string | null) => (iso ? new Date(iso) : null);

async function imagesOf(item: WireItem, options: StoreOptions): Promise<AgencyImageData[]> {
  return Promise.all(
    item.images.map(async (image) => {
      const fetched = options.media ? await options.media(image.href, options.baseDir) : null;
      return {
        path: fetched?.path ?? null,
        text: image.text,
        agencyImageId: image.agencyImageId,
        width: fetched?.width ?? image.width,
        height: fetched?.height ?? image.height,
        fileSize: fetched?.fileSize ?? null,
        source: image.href,
        ...(fetched ? {} : { missing: true }),
      };
    }),
  );
}

async function renditionsOf(item: WireItem, options: StoreOptions): Promise<AgencyVideoRendition[]> {
  return Promise.all(
    item.videos.map(async (video) => {
      const fetched = options.media ? await options.media(video.href, options.baseDir) : null;
      return {
        path: fetched?.path ?? null,
        mimeType: video.mimeType,
        width: fetched?.width ?? video.width,
        height: fetched?.height ?? video.height,
        durationSeconds: video.durationSeconds,
        source: video.href,
        ...(fetched ? {} : { missing: true }),
      };
    }),
  );
}

/** Drops the fields an editor changed, so a newer wire version leaves them as the editor wrote them. */
function withoutEdited<T extends Record<string, unknown>>(values: T, edited: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !edited.includes(name))) as Partial<T>;
}

/**
 * A used item's text before a newer version replaces it: the stories made from it compare their
 * version with the new one (server/content/contentAgencySource.ts). Kept once per version.
 */
async function keepReplacedVersion(db: Writer, id: number): Promise<void> {
  const [row] = await db
    .select({ version: agencyContents.version, title: agencyContents.title, spot: agencyContents.spot, content: agencyContents.content })
    .from(agencyContents)
    .where(eq(agencyContents.id, id));
  if (row) await db.insert(agencyContentVersions).values({ agencyItemId: id, ...row }).onConflictDoNothing();
}

/** A cancelled item leaves the desk's working lists: the agency withdrew it. */
const statusOf = (item: WireItem) => (item.pubStatus === 'canceled' ? { status: 'rejected' } : {});

type Outcome = 'added' | 'updated' | 'unchanged';
type WireTable = typeof agencyContents | typeof agencyVideos;

/**
 * One guid in one table: added, updated from a newer version (editors' fields kept), or left alone.
 * An agency item's update bumps its row version, so an editor's save based on the version before
 * it is refused (CONFLICT) instead of overwriting the correction; the update applies only to the
 * row as read, and an editor's save in between makes it read the row again.
 */
async function upsert(db: Writer, table: WireTable, item: WireItem, wire: () => Promise<Record<string, unknown>>, now: Date): Promise<Outcome> {
  for (;;) {
    const [existing] = await db
      .select({
        id: table.id,
        version: table.version,
        editedFields: table.editedFields,
        rowVersion: table === agencyContents ? agencyContents.rowVersion : sql<number>`0`,
        used: table.hasItBeenUsed,
      })
      .from(table as typeof agencyContents)
      .where(eq(table.agencyContentId, item.guid));
    if (existing && item.version <= existing.version) return 'unchanged';
    const values = await wire();
    if (!existing) {
      const [inserted] = await db
        .insert(table as typeof agencyContents)
        .values({ ...values, agencyContentId: item.guid, version: item.version, createdDate: now, ingestedAt: now } as typeof agencyContents.$inferInsert)
        .onConflictDoNothing({ target: table.agencyContentId })
        .returning({ id: table.id });
      // Another ingest stored the same guid meanwhile: that copy stands.
      return inserted ? 'added' : 'unchanged';
    }
    const versioned = table === agencyContents;
    if (versioned && existing.used) await keepReplacedVersion(db, existing.id);
    const [updated] = await db
      .update(table as typeof agencyContents)
      .set({ ...withoutEdited(values, existing.editedFields), version: item.version, ingestedAt: now, ...(versioned ? { rowVersion: existing.rowVersion + 1 } : {}) })
      .where(and(eq(table.id, existing.id), versioned ? eq(agencyContents.rowVersion, existing.rowVersion) : undefined))
      .returning({ id: table.id });
    if (updated) return 'updated';
  }
}

const textValues = async (item: WireItem, agencyId: number, options: StoreOptions) => ({
  agencyId,
  title: item.title,
  spot: item.spot,
  content: item.content,
  city: item.city,
  country: item.country,
  tags: item.tags,
  types: item.types,
  priority: newsTypeOfUrgency(item.priority),
  agencyCategoryName: item.agencyCategoryName,
  images: await imagesOf(item, options),
  author: item.author,
  source: item.source,
  updatedDate: date(item.updatedDate),
  wireCreatedDate: date(item.createdDate),
  embargoUntil: date(item.embargoUntil),
  pubStatus: item.pubStatus,
  ...statusOf(item),
});

const videoValues = async (item: WireItem, agencyId: number, options: StoreOptions) => ({
  agencyId,
  title: item.title,
  city: item.city,
  content: item.content || item.spot,
  category: item.agencyCategoryName,
  video: await renditionsOf(item, options),
  types: item.types,
  tags: item.tags,
  wireCreatedDate: date(item.createdDate),
  cameraman: item.author,
  source: item.source,
  ...statusOf(item),
});

/**
 * Upserts wire items by guid + version: a new guid is added, a newer version updates the item
 * except the fields an editor changed, the same or an older version changes nothing. Videos go to
 * the video list, everything else to the agency contents.
 */
export async function storeWireItems(db: Writer, items: readonly WireItem[], options: StoreOptions = {}): Promise<StoreOutcome> {
  const outcome: StoreOutcome = { added: 0, updated: 0, unchanged: 0, addedTypes: [], addedByTab: {} };
  const agencyIdOf = await agencyIdsOf(db, items.map((item) => ({ name: item.agencyName, providerId: item.providerId })));
  for (const item of items) {
    const now = options.now?.() ?? new Date();
    const agencyId = agencyIdOf({ name: item.agencyName, providerId: item.providerId });
    const result =
      item.kind === 'video'
        ? await upsert(db, agencyVideos, item, () => videoValues(item, agencyId, options), now)
        : await upsert(db, agencyContents, item, () => textValues(item, agencyId, options), now);
    outcome[result] += 1;
    if (result === 'added') {
      outcome.addedTypes.push(...item.types);
      noteAdded(outcome.addedByTab, item.kind === 'video' ? 'video' : 'contents', now);
    }
  }
  outcome.addedTypes = [...new Set(outcome.addedTypes)];
  return outcome;
}
