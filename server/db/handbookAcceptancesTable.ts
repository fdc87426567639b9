import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './usersTable.ts';

/**
 * Who accepted which version of the editor's handbook (spec 02 §1), and when: one row per user and
 * version, never updated, so the history of every user's acceptances stays. A user may write content
 * only while a row holds the current version (server/handbook/currentHandbook.ts).
 */
export const handbookAcceptances = pgTable(
  'handbook_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedDate: timestamp('accepted_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('handbook_acceptances_user_version').on(table.userId, table.version),
    index('handbook_acceptances_accepted_date').on(table.acceptedDate, table.id),
  ],
);

export type HandbookAcceptanceRow = typeof handbookAcceptances.$inferSelect;
