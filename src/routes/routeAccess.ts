import { ROUTE_MAP } from './routeMap';
import { findRoute, isScreen, linkPath, placeRoutes } from './routeTree';
import type { PermissionCheck, PlacedRoute, RouteNode } from './routeTypes';

export const UNAUTHORIZED_PATH = '/unauthorized';

/**
 * A screen needs its declared permission (none declared: denied) and its feature flag on; a group
 * needs one such child.
 */
export function isRoutePermitted(node: RouteNode, can: PermissionCheck): boolean {
  if (node.children) return node.children.some((child) => isRoutePermitted(child, can));
  if (can.hiddenScreens?.has(node.name)) return false;
  return node.permission !== undefined && can(node.permission);
}

/** The first screen under `placed`, depth first, that the user may open and that needs no param. */
export function firstPermittedPath(
  placed: PlacedRoute,
  can: PermissionCheck,
  tree: readonly RouteNode[] = ROUTE_MAP,
): string | undefined {
  if (isScreen(placed.node)) {
    return isRoutePermitted(placed.node, can) ? linkPath(placed.fullPath) : undefined;
  }
  const inside = placeRoutes(tree).filter(
    (candidate) => candidate.ancestors.includes(placed.node) && isScreen(candidate.node),
  );
  for (const candidate of inside) {
    const path = firstPermittedPath(candidate, can, tree);
    if (path) return path;
  }
  return undefined;
}

function nearestFallback(placed: PlacedRoute): string | undefined {
  return [...placed.ancestors, placed.node].reverse().find((node) => node.fallback)?.fallback;
}

/**
 * Where a forbidden visit to `placed` goes: the nearest declared fallback the user may open,
 * following each fallback's own fallback (content → archive list → agency list), else /unauthorized.
 */
export function forbiddenRedirect(
  placed: PlacedRoute,
  can: PermissionCheck,
  tree: readonly RouteNode[] = ROUTE_MAP,
): string {
  const visited = new Set<string>();
  let fallback = nearestFallback(placed);
  while (fallback && !visited.has(fallback)) {
    visited.add(fallback);
    const target = findRoute(fallback, tree);
    if (!target) break;
    const reachable = firstPermittedPath(target, can, tree);
    if (reachable) return reachable;
    fallback = nearestFallback(target);
  }
  return UNAUTHORIZED_PATH;
}

/** What opening `pathname` leads to: the screen itself, a redirect, or nothing the map knows. */
export type RouteDecision =
  | { kind: 'screen'; route: PlacedRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export function decideRoute(
  pathname: string,
  can: PermissionCheck,
  tree: readonly RouteNode[] = ROUTE_MAP,
): RouteDecision {
  const placed = findRoute(pathname, tree);
  if (!placed) return { kind: 'notFound' };
  if (!isScreen(placed.node)) {
    if (!placed.node.redirectFirstChild) return { kind: 'notFound' };
    return { kind: 'redirect', to: firstPermittedPath(placed, can, tree) ?? forbiddenRedirect(placed, can, tree) };
  }
  if (isRoutePermitted(placed.node, can)) return { kind: 'screen', route: placed };
  return { kind: 'redirect', to: forbiddenRedirect(placed, can, tree) };
}
