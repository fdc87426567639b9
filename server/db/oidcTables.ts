import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The embedded OpenID provider's models (server/auth/providerAdapter.ts): sessions, interactions,
 * grants, authorization codes, refresh and access tokens, one row each, shared by every server on
 * the database. `consumedAt` is set once, by one conditional update, so a one-time model (an
 * authorization code) is used once whichever server sees it. Expired rows are pruned.
 */
export const oidcStates = pgTable(
  'oidc_states',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (table) => [
    primaryKey({ name: 'oidc_states_pkey', columns: [table.model, table.id] }),
    index('oidc_states_uid').on(table.uid).where(sql`${table.uid} is not null`),
    index('oidc_states_user_code').on(table.userCode).where(sql`${table.userCode} is not null`),
    index('oidc_states_grant_id').on(table.grantId).where(sql`${table.grantId} is not null`),
    index('oidc_states_expires_at').on(table.expiresAt).where(sql`${table.expiresAt} is not null`),
  ],
);

/**
 * The embedded provider's keys, one row: the private signing JWKS and the cookie-signing secrets.
 * The first server to start makes it (insert … on conflict do nothing) and every server reads it
 * back, so all of them sign with the same key and read each other's cookies.
 */
export const oidcKeys = pgTable(
  'oidc_keys',
  {
    id: integer('id').primaryKey().default(1),
    jwks: jsonb('jwks').$type<{ keys: Array<Record<string, unknown>> }>().notNull(),
    cookieKeys: jsonb('cookie_keys').$type<string[]>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [check('oidc_keys_one_row', sql`${table.id} = 1`)],
);
