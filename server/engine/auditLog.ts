import { and, eq, sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** What a write changed: field → its value before and after (before is null on create). */
export type AuditChanges = Record<string, { from: unknown; to: unknown }>;

/** One row per write through the resource engine, written in the same transaction as the write. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The resource name, e.g. 'signatures'. */
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    /** 'create', 'update', 'restore' (an update writing back a revision), 'directoryRefresh' (an update from the identity directory), 'status' or 'delete'. */
    action: text('action').notNull(),
    userId: integer('user_id'),
    siteId: integer('site_id'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (table) => [
    index('audit_log_resource_record_index').on(table.resource, table.recordId),
    // The activity log (server/activityLog): a site's rows newest first, by user or resource.
    index('audit_log_site_at_index').on(table.siteId, table.at.desc(), table.id.desc()),
    index('audit_log_site_user_at_index').on(table.siteId, table.userId, table.at.desc()),
    index('audit_log_site_resource_at_index').on(table.siteId, table.resource, table.at.desc()),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;

/**
 * Whether a record of `resource` was ever written on the site (the audit keeps deleted ones too): a
 * demo seeds a site's records once, and leaves a site its editors have touched as they keep it.
 */
export async function everWrittenOnSite(db: Pick<Db, 'select'>, resource: string, siteId: number): Promise<boolean> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.siteId, siteId)));
  return count > 0;
}
