import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../db/usersTable.ts';

/**
 * The embedded OpenID provider's directory of people (server/directory/README.md): what the
 * organisation's directory says of a user, kept apart from the user row the admin edits, so a
 * refresh has something to compare. A user with no row is not in the directory.
 */
export const directoryPeople = pgTable('directory_people', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Lower-cased, as the users table keeps it. */
  email: text('email').notNull(),
  department: text('department'),
  /** A stored file's relativePath (server/storage), or null for no picture. */
  picturePath: text('picture_path'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type DirectoryPersonRow = typeof directoryPeople.$inferSelect;
