import type { SvgIconComponent } from '@mui/icons-material';

/** A permission as the matrix names it: 'category.keyword', or several of which any one grants. */
export type RoutePermission = string | readonly string[];

/**
 * One node of the route map. A node with `children` is a group; a node without is a screen.
 * `name` is unique over the whole map: it keys the label (`shell.routes.<name>`) and, for a
 * screen, the screen component in `screens.ts`.
 */
export interface RouteNode {
  name: string;
  /** Relative to the parent; may hold several segments and optional params (`list/:type?`). */
  path: string;
  /** Required for every screen; a screen without one is denied. Groups take their children's. */
  permission?: RoutePermission;
  /**
   * What the screen reads beyond its own permission (the headline board: the headline categories).
   * Without them it shows what is missing; the permission matrix warns a role holding the screen's
   * permission without these.
   */
  reads?: readonly string[];
  /** Listed in the side menu (only when permitted). Groups show when a child shows. */
  menu?: boolean;
  icon?: SvgIconComponent;
  /** Editors that take the whole page: the side menu is hidden. */
  standalone?: boolean;
  /** Visiting the group's own path sends the user to the first child they may see. */
  redirectFirstChild?: boolean;
  /** Where a forbidden visit anywhere under this node goes, itself checked again. */
  fallback?: string;
  /** Said (a warning toast) to a user sent away from this screen: an i18n key, and values that are i18n keys too. */
  forbiddenNotice?: { message: string; values?: Readonly<Record<string, string>> };
  children?: readonly RouteNode[];
}

/** A node with its absolute path and its ancestors (root first), as the tree is walked. */
export interface PlacedRoute {
  node: RouteNode;
  /** Absolute path as react-router matches it, e.g. `/content/list/:type?`. */
  fullPath: string;
  ancestors: readonly RouteNode[];
}

/**
 * Answers "may the current user do this permission", already bound to the session and site, and
 * names the screens (route names) a feature flag switched off, which nobody may open.
 */
export type PermissionCheck = ((permission: RoutePermission) => boolean) & { hiddenScreens?: ReadonlySet<string> };
