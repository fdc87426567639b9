import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './usersTable.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Edit permits (server/permits): one row per site, resource and record, so the primary key makes
 * one holder per record; every transition locks the row (`FOR UPDATE`) in its transaction. The
 * holder's permit lapses at `holderExpiresAt` unless a heartbeat moves it on; a pending request is
 * granted at `autoAcceptAt` by a job. `version` counts every change (presence too): subscribers
 * drop an event older than one they have seen. `last*` is the last transition, for the tabs.
 */
export const editPermits = pgTable(
  'edit_permits',
  {
    siteId: integer('site_id').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    holderUserId: integer('holder_user_id'),
    holderSession: text('holder_session'),
    holderSince: timestamptz('holder_since'),
    holderExpiresAt: timestamptz('holder_expires_at'),
    requestUserId: integer('request_user_id'),
    requestSession: text('request_session'),
    requestedAt: timestamptz('requested_at'),
    autoAcceptAt: timestamptz('auto_accept_at'),
    lastKind: text('last_kind'),
    lastByUserId: integer('last_by_user_id'),
    lastToUserId: integer('last_to_user_id'),
    lastToSession: text('last_to_session'),
    lastAt: timestamptz('last_at'),
    version: integer('version').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'edit_permits_pkey', columns: [table.siteId, table.resource, table.recordId] }),
    // The sweep finds lapsed holders by this.
    index('edit_permits_holder_expires_index').on(table.holderExpiresAt).where(sql`${table.holderUserId} is not null`),
    check(
      'edit_permits_holder_whole',
      sql`(${table.holderUserId} is null) = (${table.holderSession} is null) and (${table.holderUserId} is null) = (${table.holderExpiresAt} is null)`,
    ),
    check('edit_permits_request_whole', sql`(${table.requestUserId} is null) = (${table.requestSession} is null) and (${table.requestUserId} is null) = (${table.autoAcceptAt} is null)`),
  ],
);

/** Who has a permit's page open (presence), per browser tab; a row lapses at `expiresAt` without a heartbeat. */
export const editPermitViewers = pgTable(
  'edit_permit_viewers',
  {
    siteId: integer('site_id').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    session: text('session').notNull(),
    since: timestamptz('since').notNull().defaultNow(),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'edit_permit_viewers_pkey', columns: [table.siteId, table.resource, table.recordId, table.session] }),
    index('edit_permit_viewers_expires_index').on(table.expiresAt),
  ],
);

/**
 * Every transition of a permit's holder, written under the permit's row lock: in id order per
 * permit, each row's holder before is the previous row's holder after (what the race test replays). Kept
 * for the record of who edited what when; the sweep prunes rows older than a month.
 */
export const editPermitTransitions = pgTable(
  'edit_permit_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    kind: text('kind').notNull(),
    byUserId: integer('by_user_id'),
    /** The holder before and after the transition (the same for a request, an answer that declines, a removal). */
    holderBeforeUserId: integer('holder_before_user_id'),
    holderBeforeSession: text('holder_before_session'),
    holderAfterUserId: integer('holder_after_user_id'),
    holderAfterSession: text('holder_after_session'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [index('edit_permit_transitions_permit_index').on(table.siteId, table.resource, table.recordId, table.id), index('edit_permit_transitions_at_index').on(table.at)],
);

export type EditPermitRow = typeof editPermits.$inferSelect;
export type EditPermitViewerRow = typeof editPermitViewers.$inferSelect;
