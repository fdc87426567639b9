import type { Resource } from '../../resources/defineResource.ts';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { auditLog, type AuditChanges } from './auditLog.ts';
import { outputValue } from './kindValues.ts';
import type { Row } from './records.ts';

type Writer = Pick<Db, 'insert'>;

/** JSON with object keys sorted: a jsonb column hands objects back with its own key order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** The declared fields whose value differs between two rows (before is undefined on create). */
export function changedFields(resource: Resource, before: Row | undefined, after: Row): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in after)) continue;
    const from = before ? outputValue(field, before[name]) : null;
    const to = outputValue(field, after[name]);
    if (canonical(from) !== canonical(to)) changes[name] = { from, to };
  }
  return changes;
}

export async function writeAudit(
  db: Writer,
  entry: { resource: Pick<Resource, 'name'>; recordId: unknown; action: 'create' | 'update' | 'restore' | 'status' | 'delete'; changes: AuditChanges },
  context: RequestContext,
): Promise<void> {
  const siteId = context.siteNumber ?? null;
  await db.insert(auditLog).values({
    resource: entry.resource.name,
    recordId: String(entry.recordId),
    action: entry.action,
    userId: context.user.id,
    siteId,
    changes: entry.changes,
  });
}
