import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contentsTable } from '../engine/resourceTables.ts';
import { users } from '../db/usersTable.ts';

export interface AgencySource {
  /** The agency item's row (agency_contents.id); drafts made before it was kept name the item by its guid alone. */
  agencyItemId?: number;
  agencyId: number;
  agencyName: string;
  agencyContentId: string;
  agencyVersion: number;
}

/**
 * Content drafts (resources/contentDraft.ts): one row per user and item, or per user and new item
 * (no content yet). `values` holds the form's values; the draft list's columns are kept beside it
 * so a page of the list never reads a body. `version` counts the autosaves: a splice applies only
 * to the version it was made from. A draft goes with its user and its content.
 */
export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id').references(() => contentsTable.id, { onDelete: 'cascade' }),
    /** The content's version the draft was started from (a later save of the item is worth a warning). */
    baseVersion: integer('base_version'),
    type: integer('type').notNull(),
    title: text('title'),
    spot: text('spot'),
    categoryId: integer('category_id'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The agency item a draft was made from (agency, item id, the wire version): kept for the story. */
    agencySource: jsonb('agency_source').$type<AgencySource>(),
    version: integer('version').notNull().default(1),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_drafts_user_content_unique').on(table.userId, table.contentId).where(sql`${table.contentId} is not null`),
    // Ascending, read backwards: the list's newest-first order (DESC NULLS FIRST, PostgreSQL's default
    // for DESC), which drizzle's desc() index (DESC NULLS LAST) could not give without a sort (bench P12).
    index('content_drafts_site_user_page').on(table.siteId, table.userId, table.updatedDate, table.id),
  ],
);

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
