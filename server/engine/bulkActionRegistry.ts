/**
 * The bulk actions every feature declares (server/serverFeature.ts installs them at start), by
 * resource and action name. The bulk call asks here; the registry names no feature.
 */
import type { BulkActionDeclaration, BulkActionsByResource } from '../contract/bulkAction.ts';

const installed = new Map<string, Map<string, BulkActionDeclaration>>();
const seen = new Set<BulkActionsByResource>();

/** Adds a feature's actions; the same declarations again (each app a process builds) change nothing. */
export function installBulkActions(byResource: BulkActionsByResource): void {
  if (seen.has(byResource)) return;
  seen.add(byResource);
  for (const [resource, actions] of Object.entries(byResource)) {
    const list = installed.get(resource) ?? new Map<string, BulkActionDeclaration>();
    for (const [name, action] of Object.entries(actions)) {
      if (list.has(name)) throw new Error(`The bulk action '${name}' of '${resource}' is declared twice`);
      list.set(name, action);
    }
    installed.set(resource, list);
  }
}

export const bulkActionOf = (resource: string, action: string): BulkActionDeclaration | undefined => installed.get(resource)?.get(action);

/** A resource's actions by name (none when no feature declares any). */
export const bulkActionsOf = (resource: string): ReadonlyMap<string, BulkActionDeclaration> => installed.get(resource) ?? new Map();
