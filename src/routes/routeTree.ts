import { matchPath } from 'react-router';
import { ROUTE_MAP } from './routeMap';
import type { PlacedRoute, RouteNode } from './routeTypes';

const placedTrees = new WeakMap<readonly RouteNode[], PlacedRoute[]>();

/** Every node of the map (groups and screens), depth first, with its absolute path. */
export function placeRoutes(tree: readonly RouteNode[] = ROUTE_MAP): readonly PlacedRoute[] {
  const known = placedTrees.get(tree);
  if (known) return known;
  const placed: PlacedRoute[] = [];
  const walk = (nodes: readonly RouteNode[], base: string, ancestors: readonly RouteNode[]) => {
    for (const node of nodes) {
      const fullPath = `${base}/${node.path}`;
      placed.push({ node, fullPath, ancestors });
      if (node.children) walk(node.children, fullPath, [...ancestors, node]);
    }
  };
  walk(tree, '', []);
  placedTrees.set(tree, placed);
  return placed;
}

export const isScreen = (node: RouteNode) => !node.children;

export function screenRoutes(tree: readonly RouteNode[] = ROUTE_MAP): PlacedRoute[] {
  return placeRoutes(tree).filter((placed) => isScreen(placed.node));
}

/** The path to link to: optional params dropped; undefined when a required param remains. */
export function linkPath(fullPath: string): string | undefined {
  const path = fullPath.replace(/\/:[^/]+\?/g, '');
  return path.includes('/:') ? undefined : path;
}

/** The node a location belongs to (a screen, or a group's own path). */
export function findRoute(pathname: string, tree: readonly RouteNode[] = ROUTE_MAP): PlacedRoute | undefined {
  return placeRoutes(tree).find((placed) => matchPath({ path: placed.fullPath, end: true }, pathname));
}

/** The node whose name is given; names are unique over the map. */
export function routeByName(name: string, tree: readonly RouteNode[] = ROUTE_MAP): PlacedRoute | undefined {
  return placeRoutes(tree).find((placed) => placed.node.name === name);
}

/** Whether the admin layout has a route for the path (else it is a 404). */
export function isMappedPath(pathname: string, tree: readonly RouteNode[] = ROUTE_MAP): boolean {
  return pathname === '/' || findRoute(pathname, tree) !== undefined;
}

/** Nodes that take the whole page; the layout hides the side menu on them. */
export function isStandalonePath(pathname: string, tree: readonly RouteNode[] = ROUTE_MAP): boolean {
  return findRoute(pathname, tree)?.node.standalone === true;
}
