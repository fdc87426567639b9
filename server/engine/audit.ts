import { isDeepStrictEqual } from 'node:util';
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

/** Equal as the API shows them: a deep comparison first (fast, key order ignored), JSON for what it tells apart that JSON does not (an undefined key). */
const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b) || canonical(a) === canonical(b);

/**
 * An ordered list's change as its changed places only (a menu of a thousand items whose one item
 * moved records that item, not both lists): the lengths, and the items at the places that differ.
 */
function listChange(from: unknown[], to: unknown[]): { from: unknown; to: unknown } {
  const places: number[] = [];
  for (let index = 0; index < Math.max(from.length, to.length); index++) if (!same(from[index], to[index])) places.push(index);
  const at = (items: unknown[]) => Object.fromEntries(places.filter((index) => index < items.length).map((index) => [index, items[index]]));
  return { from: { length: from.length, items: at(from) }, to: { length: to.length, items: at(to) } };
}

/**
 * The declared fields whose value differs between two rows (before is undefined on create), compared
 * as the API shows them, object keys in any order (a jsonb column hands them back in its own).
 * An ordered list changed on update records only its changed places (listChange).
 */
export function changedFields(resource: Resource, before: Row | undefined, after: Row): AuditChanges {
  const changes: AuditChanges = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!(name in after)) continue;
    const from = before ? outputValue(field, before[name]) : null;
    const to = outputValue(field, after[name]);
    if (same(from, to)) continue;
    changes[name] = field.kind === 'list' && Array.isArray(from) && Array.isArray(to) ? listChange(from, to) : { from, to };
  }
  return changes;
}

export async function writeAudit(
  db: Writer,
  entry: { resource: Pick<Resource, 'name'>; recordId: unknown; action: 'create' | 'update' | 'restore' | 'status' | 'delete' | 'directoryRefresh'; changes: AuditChanges },
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
