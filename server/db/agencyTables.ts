import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AgencyStatus } from '../../resources/agencyStatus.ts';
import { users } from './usersTable.ts';

/**
 * The agency desk's tables (spec 01 §3: Agency, AgencyContent, AgencyArchive, AgencyVideoContent),
 * fed by the wire ingest (server/ingest). `created_date` is the moment an item first entered our
 * system, so an item that arrives later is always newer and never shifts a page already read
 * (keyset under firstCreatedDate); the wire's own first-created time is kept in `wire_created_date`.
 * Page indexes end in (created_date, id) ascending: read backwards they give the lists' newest-first
 * order (DESC NULLS FIRST, PostgreSQL's default for DESC), which a DESC NULLS LAST index would not.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

/** One picture of an agency item, as the spec's images[] shows it; `path` is null when the media could not be fetched. */
export interface AgencyImageData {
  path: string | null;
  aiPath?: string | null;
  text: string;
  publishDate?: string | null;
  agencyImageId: string;
  tags?: string[];
  width: number | null;
  height: number | null;
  fileSize?: number | null;
  /** Where the wire said the picture is, kept so a later ingest can try again. */
  source?: string;
  missing?: boolean;
}

export interface AgencyVideoRendition {
  path: string | null;
  mimeType: string | null;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  source?: string;
  missing?: boolean;
}

/**
 * One row per agency, however the wire spells it: items find their agency through the spellings in
 * `agency_names` (folded by the SQL function `agency_name_key`: Turkish-aware lower case, accents and
 * extra spaces dropped) and through the provider id the wire gives, folded the same way.
 */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  /** The spelling first seen: what the desk shows. */
  name: text('name').notNull(),
  /** `agency_name_key` of the wire's provider id (NewsML-G2 provider), when it gave one. */
  providerKey: text('provider_key').unique(),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
});

/** Every spelling an agency arrived under, folded by `agency_name_key`, pointing at its one row. */
export const agencyNames = pgTable('agency_names', {
  key: text('key').primaryKey(),
  agencyId: integer('agency_id')
    .notNull()
    .references(() => agencies.id, { onDelete: 'cascade' }),
});

export const agencyContents = pgTable(
  'agency_contents',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    /** The wire's guid (NewsML-G2 @guid, ninjs uri). */
    agencyContentId: text('agency_content_id').notNull(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    spot: text('spot').notNull().default(''),
    content: text('content').notNull().default(''),
    city: text('city'),
    country: text('country'),
    tags: textArray('tags'),
    types: textArray('types'),
    /** The agency news type: 1 important, 2 flash, 3 hot, 4 standard (from the wire's urgency). */
    priority: integer('priority').notNull().default(4),
    agencyCategoryName: text('agency_category_name'),
    images: jsonb('images').$type<AgencyImageData[]>().notNull().default([]),
    author: text('author'),
    source: text('source'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    updatedDate: timestamptz('updated_date'),
    wireCreatedDate: timestamptz('wire_created_date'),
    embargoUntil: timestamptz('embargo_until'),
    pubStatus: text('pub_status').notNull().default('usable'),
    /** The desk's workflow status (resources/agencyStatus.ts). */
    status: text('status').$type<AgencyStatus>().notNull().default('new'),
    hasItBeenUsed: boolean('has_it_been_used').notNull().default(false),
    isInappropriate: boolean('is_inappropriate').notNull().default(false),
    /** The editor who last acted on the item (status, used, inappropriate, edit). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    contentUpdatedByUserId: integer('content_updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    contentUpdatedDate: timestamptz('content_updated_date'),
    /** Fields an editor changed: a newer wire version never overwrites them. */
    editedFields: textArray('edited_fields'),
    /** Bumped by every write, for optimistic concurrency of editors' saves. */
    rowVersion: integer('row_version').notNull().default(1),
    ingestedAt: timestamptz('ingested_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agency_contents_agency_content_id').on(table.agencyContentId),
    index('agency_contents_page').on(table.createdDate, table.id),
    index('agency_contents_agency_page').on(table.agencyId, table.createdDate, table.id),
    index('agency_contents_user_page').on(table.userId, table.createdDate, table.id),
    index('agency_contents_priority_page').on(table.priority, table.createdDate, table.id),
    index('agency_contents_category_page').on(table.agencyCategoryName, table.createdDate, table.id),
    index('agency_contents_used_page').on(table.hasItBeenUsed, table.createdDate, table.id),
    index('agency_contents_inappropriate_page').on(table.isInappropriate, table.createdDate, table.id),
    index('agency_contents_types').using('gin', table.types),
  ],
);

/**
 * The text of an agency item's earlier wire versions, kept only for items used in content (what
 * a story's "the agency updated its source" diff compares with): the ingest keeps a used item's
 * text here before a newer version replaces it. The current version is the item's row.
 */
export const agencyContentVersions = pgTable(
  'agency_content_versions',
  {
    agencyItemId: integer('agency_item_id')
      .notNull()
      .references(() => agencyContents.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    spot: text('spot').notNull(),
    content: text('content').notNull(),
    keptAt: timestamptz('kept_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.agencyItemId, table.version] })],
);

export const agencyArchives = pgTable(
  'agency_archives',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id').references(() => agencies.id),
    /** The agency item it was archived from, if any. */
    agencyContentId: text('agency_content_id'),
    title: text('title').notNull().default(''),
    spot: text('spot').notNull().default(''),
    content: text('content').notNull().default(''),
    tags: textArray('tags'),
    agencyCategoryName: text('agency_category_name'),
    isApproved: boolean('is_approved').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<AgencyImageData[]>().notNull().default([]),
    hasItBeenUsed: boolean('has_it_been_used').notNull().default(false),
    status: text('status').$type<AgencyStatus>().notNull().default('new'),
    source: text('source'),
    author: text('author'),
    language: text('language'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    updatedDate: timestamptz('updated_date'),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('agency_archives_page').on(table.createdDate, table.id),
    index('agency_archives_approved_page').on(table.isApproved, table.createdDate, table.id),
    index('agency_archives_creator_page').on(table.createdBy, table.createdDate, table.id),
    index('agency_archives_agency_page').on(table.agencyId, table.createdDate, table.id),
  ],
);

export const agencyVideos = pgTable(
  'agency_videos',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id),
    agencyContentId: text('agency_content_id').notNull(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull().default(''),
    city: text('city'),
    content: text('content').notNull().default(''),
    category: text('category'),
    video: jsonb('video').$type<AgencyVideoRendition[]>().notNull().default([]),
    types: textArray('types'),
    tags: textArray('tags'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    wireCreatedDate: timestamptz('wire_created_date'),
    status: text('status').$type<AgencyStatus>().notNull().default('new'),
    hasItBeenUsed: boolean('has_it_been_used').notNull().default(false),
    cameraman: text('cameraman'),
    source: text('source'),
    editedFields: textArray('edited_fields'),
    ingestedAt: timestamptz('ingested_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agency_videos_agency_content_id').on(table.agencyContentId),
    index('agency_videos_page').on(table.createdDate, table.id),
    index('agency_videos_agency_page').on(table.agencyId, table.createdDate, table.id),
  ],
);

export type AgencyRow = typeof agencies.$inferSelect;
export type AgencyContentRow = typeof agencyContents.$inferSelect;
export type AgencyArchiveRow = typeof agencyArchives.$inferSelect;
export type AgencyVideoRow = typeof agencyVideos.$inferSelect;
