import { linkPath, routeByName } from '../../routes/routeTree';

/** The menus' list route and their detail route without its parameter (src/routes/routeMap.ts). */
export const MENU_LIST_PATH = linkPath(routeByName('menuList')!.fullPath)!;
export const MENU_DETAIL_PATH = linkPath(routeByName('menuDetail')!.fullPath)!;
