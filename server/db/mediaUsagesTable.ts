import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Where a site's stored files are used (the media library's "where used"): one row per file, record
 * and field. A record's rows are rewritten in the transaction of every save of that record and
 * removed with it (server/media/contentMedia.ts), so they never outlive what they describe.
 */
export const mediaUsages = pgTable(
  'media_usages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    /** The storage relativePath, as a library row's `path`. */
    path: text('path').notNull(),
    /** The resource of the record using it ('contents'). */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    /** The record's field holding it ('coverImages', 'images', 'text', …). */
    field: text('field').notNull(),
  },
  (table) => [
    uniqueIndex('media_usages_record_field_path_unique').on(table.resource, table.recordId, table.field, table.path),
    index('media_usages_site_id_path_index').on(table.siteId, table.path),
  ],
);

export type MediaUsageRow = typeof mediaUsages.$inferSelect;
