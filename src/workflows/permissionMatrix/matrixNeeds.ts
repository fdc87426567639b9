/**
 * The grants of the matrix that do not work alone (resources/permissionNeeds.ts): the declared
 * resources' writes, and the screens of the route map with what they read beyond their own
 * permission. A role holding one without what it needs is warned about, with the edits applied.
 */
import { distinctNeeds, writeNeeds, type PermissionNeed } from '../../../resources/permissionNeeds.ts';
import { RESOURCES } from '../../lowcode/resourceRegistry.ts';
import type { RouteNode } from '../../routes/routeTypes.ts';
import { ROUTE_MAP } from '../../routes/routeMap.ts';
import { screenRoutes } from '../../routes/routeTree.ts';
import { isGranted, type MatrixEdits, type MatrixGroup, type MatrixRow } from './matrixEdits.ts';

/** A screen's permission needs what the screen reads (a screen open to several permissions: each of them). */
export function screenNeeds(tree: readonly RouteNode[] = ROUTE_MAP): PermissionNeed[] {
  return screenRoutes(tree).flatMap(({ node }) =>
    [node.permission ?? []].flat().flatMap((permission) => (node.reads ?? []).filter((needs) => needs !== permission).map((needs) => ({ permission, needs }))),
  );
}

export const MATRIX_NEEDS: readonly PermissionNeed[] = distinctNeeds([...writeNeeds(RESOURCES), ...screenNeeds()]);

export interface UnmetNeed extends PermissionNeed {
  roleId: string;
}

/** Every (role, permission) the matrix grants, edits applied, without a permission it needs. */
export function unmetNeeds(
  groups: readonly MatrixGroup[],
  edits: MatrixEdits,
  roleIds: readonly string[],
  needs: readonly PermissionNeed[] = MATRIX_NEEDS,
): UnmetNeed[] {
  const rows = new Map<string, MatrixRow>(groups.flatMap((group) => group.rows.map((row) => [row.key, row] as const)));
  return roleIds.flatMap((roleId) =>
    needs.flatMap(({ permission, needs: needed }) => {
      const held = rows.get(permission);
      const other = rows.get(needed);
      if (!held || !other || !isGranted(held, roleId, edits) || isGranted(other, roleId, edits)) return [];
      return [{ roleId, permission, needs: needed }];
    }),
  );
}
