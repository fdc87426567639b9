import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './usersTable.ts';

/**
 * A site's settings as kept in its row's json: the fields resources/siteSettings.ts declares, and a
 * `version` that goes up at every save.
 */
export type SiteSettingsDocument = Record<string, unknown> & { version?: number };

export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name').notNull(),
  isApproved: boolean('is_approved').notNull().default(true),
  logo: text('logo'),
  url: text('url'),
  linkName: text('link_name'),
  language: text('language'),
  tinyUrl: text('tiny_url'),
  settings: jsonb('settings').$type<SiteSettingsDocument>(),
});

export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export { users, type UserRow } from './usersTable.ts';
export * from './agencyTables.ts';
export * from './handbookAcceptancesTable.ts';
export * from './jobsTable.ts';
export * from './mediaUsagesTable.ts';
export * from './revisionsTable.ts';
export * from './editPermitsTable.ts';
export * from './headlinesTable.ts';
export * from './oidcTables.ts';

/** One row per site × 'category.keyword'; the rows of a site make its permission matrix. */
export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    keyword: text('keyword').notNull(),
    roleIds: text('role_ids').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [uniqueIndex('permissions_site_category_keyword').on(table.siteId, table.category, table.keyword)],
);

/** Passwords for the embedded OpenID provider; users of an external IdP have no row here. */
export const localAccounts = pgTable('local_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
});

/**
 * One-time links to set a password at the embedded provider (a user created in the admin has none):
 * only the token's SHA-256 is kept; valid 24 hours, once. A new link replaces the unused ones.
 */
export const passwordLinks = pgTable('password_links', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  createdUserId: integer('created_user_id'),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One row per distinct uploaded content (SHA-256): a second upload of the same bytes gets this row's
 * file. Rows are never updated, so servers may cache them.
 */
export const mediaFiles = pgTable('media_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileHash: text('file_hash').notNull().unique(),
  /** The storage key, e.g. images/2026/11/<uuid>.jpg; never derived from the client's file name. */
  relativePath: text('relative_path').notNull().unique(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  width: integer('width'),
  height: integer('height'),
  /** The name the file had on the disk of whoever first uploaded these bytes; null for files stored before it was kept. */
  originalName: text('original_name'),
  /** A crop's source image (its relativePath) and crop type: a crop belongs to its source, not to the library on its own. */
  cropOf: text('crop_of'),
  cropType: text('crop_type'),
  createdUserId: integer('created_user_id').references(() => users.id, { onDelete: 'set null' }),
  siteId: integer('site_id').references(() => sites.id, { onDelete: 'set null' }),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (table) => [index('media_files_crop_of_index').on(table.cropOf)]);

export type SiteRow = typeof sites.$inferSelect;
export type RoleRow = typeof roles.$inferSelect;
export type PermissionRow = typeof permissions.$inferSelect;
export type MediaFileRow = typeof mediaFiles.$inferSelect;
