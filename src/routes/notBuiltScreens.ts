import { ROUTE_MAP } from './routeMap';
import { screenRoutes } from './routeTree';
import { SCREENS } from './screens';
import type { RoutePermission, RouteNode } from './routeTypes';

export interface NotBuiltScreen {
  name: string;
  path: string;
  permission?: RoutePermission;
}

/** Routes registered in the map whose screen does not exist yet (docs/screens.md lists them). */
export function notBuiltScreens(
  tree: readonly RouteNode[] = ROUTE_MAP,
  built: Readonly<Record<string, unknown>> = SCREENS,
): NotBuiltScreen[] {
  return screenRoutes(tree)
    .filter(({ node }) => !(node.name in built))
    .map(({ node, fullPath }) => ({ name: node.name, path: fullPath, permission: node.permission }));
}
