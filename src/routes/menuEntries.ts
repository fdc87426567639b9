import type { SvgIconComponent } from '@mui/icons-material';
import { ROUTE_MAP } from './routeMap';
import { isRoutePermitted } from './routeAccess';
import { linkPath } from './routeTree';
import type { PermissionCheck, RouteNode } from './routeTypes';

/** A side-menu entry: a link (`to`) or a collapsible section (`children`). */
export interface MenuEntry {
  name: string;
  /** i18n key. */
  label: string;
  icon?: SvgIconComponent;
  to?: string;
  children?: MenuEntry[];
}

export const routeLabel = (name: string) => `shell.routes.${name}`;

/**
 * The menu for a user: menu-flagged screens they may open, inside their groups. A group with no
 * visible entry disappears; a group with a single link is replaced by that link.
 */
export function menuEntries(can: PermissionCheck, tree: readonly RouteNode[] = ROUTE_MAP): MenuEntry[] {
  const build = (nodes: readonly RouteNode[], base: string): MenuEntry[] =>
    nodes.flatMap((node): MenuEntry[] => {
      const fullPath = `${base}/${node.path}`;
      if (node.children) {
        const children = build(node.children, fullPath);
        if (children.length === 0) return [];
        if (children.length === 1 && !children[0].children) return children;
        return [{ name: node.name, label: routeLabel(node.name), icon: node.icon, children }];
      }
      const to = linkPath(fullPath);
      if (!node.menu || !to || !isRoutePermitted(node, can)) return [];
      return [{ name: node.name, label: routeLabel(node.name), icon: node.icon, to }];
    });
  return build(tree, '');
}
