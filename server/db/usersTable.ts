import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's users, written by hand because sign-in, the embedded provider and the seed need
 * it before any resource exists; resources/user.ts declares the same columns and the resource
 * engine adopts this table (server/engine/tables.ts) instead of generating one.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    /** Always stored lower-cased: tokens are matched on it. */
    email: text('email').notNull().unique(),
    department: text('department'),
    picture: text('picture'),
    isApproved: boolean('is_approved').notNull().default(false),
    sites: text('sites').array().notNull().default(sql`'{}'::text[]`),
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    createdUserId: integer('created_user_id'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedUserId: integer('updated_user_id'),
    updatedDate: timestamp('updated_date', { withTimezone: true, mode: 'date' }),
    version: integer('version').notNull().default(1),
  },
  (table) => [check('users_email_lower_case', sql`${table.email} = lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
