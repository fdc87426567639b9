import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** What a saved view keeps of a list: its filter choices, its sort and the columns hidden. */
export interface SavedViewState {
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  hiddenColumns?: string[];
}

/**
 * A list's state saved under a name by a user on a site (server/savedViews/README.md): `list` is the
 * list's name (a kit list's columns name, `lowcode.<resource>` for a declared one); shared views are
 * offered to everyone on the site, only their owner changes them.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    siteId: integer('site_id').notNull(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    shared: boolean('shared').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_views_owner_list_name_unique').on(table.userId, table.siteId, table.list, table.name),
    index('saved_views_site_list_shared').on(table.siteId, table.list, table.shared),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
