import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './usersTable.ts';

/**
 * The revisions of the records whose declaration keeps them (`revisions`, resources/defineResource.ts):
 * one row per write, in the write's transaction (server/engine/revisions.ts). The snapshot is the
 * record's fields as saved, stored once per write; a list reads the other columns only.
 */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: serial('id').primaryKey(),
    /** The resource name ('contents'). */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    siteId: integer('site_id'),
    /** The record's version this write produced. */
    version: integer('version').notNull(),
    createdUserId: integer('created_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** The declared fields the write changed (every field set on create). */
    changedFields: text('changed_fields').array().notNull(),
    /** The version of the revision a restore wrote back; null for any other write. */
    restoredFromVersion: integer('restored_from_version'),
    /** Every declared field as saved, in the API's shape. */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [uniqueIndex('record_revisions_resource_record_version_unique').on(table.resource, table.recordId, table.version)],
);

export type RecordRevisionRow = typeof recordRevisions.$inferSelect;
