/**
 * Grants that do not work alone: a permission whose use needs another one too. Derived from the
 * declarations, not listed by hand: a resource's writes need what its read always requires (a
 * record written must be opened again: `news.save` needs `content.view`, `category.save` needs
 * `category.view`); a screen's needs are what the route map says it reads beyond its own permission
 * (the headline board reads the headline categories), added by the admin from its routes.
 */
import type { Resource } from './defineResource.ts';

export interface PermissionNeed {
  /** 'category.keyword' that is of no use alone… */
  permission: string;
  /** …without this one. */
  needs: string;
}

export function writeNeeds(resources: readonly Resource[]): PermissionNeed[] {
  return resources.flatMap(({ operationAccess }) => {
    const writes = [operationAccess.create, operationAccess.update].flatMap((access) => access.needs);
    return [...new Set(writes)].flatMap((permission) =>
      operationAccess.read.requires.filter((needs) => needs !== permission).map((needs) => ({ permission, needs })),
    );
  });
}

/** The needs without repeats, in the order given. */
export function distinctNeeds(needs: readonly PermissionNeed[]): PermissionNeed[] {
  const seen = new Set<string>();
  return needs.filter(({ permission, needs: needed }) => {
    const key = `${permission} ${needed}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
