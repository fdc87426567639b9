import { CONTENT_TYPES } from '../../resources/contentTypes.ts';
import { SCREEN_OVERRIDES } from '../entityScreens/index.ts';
import { lazyResourceScreen } from '../lowcode/lazyResourceScreen.ts';
import { RESOURCE_NAMES } from '../lowcode/resourceNames.ts';
import { preloadableLazy, type PreloadableScreen } from './preloadableLazy.ts';
import { findRoute, linkPath, routeByName } from './routeTree';

type Screen = PreloadableScreen;

/** The absolute link path of a named route of the map. */
function pathOf(routeName: string): string {
  const path = routeByName(routeName) && linkPath(routeByName(routeName)!.fullPath);
  if (!path) throw new Error(`src/routes/routeMap.ts has no linkable route "${routeName}"`);
  return path;
}

/** Declared resources with a list route and a detail route of their own (the form opens on the detail route). */
const DETAIL_ROUTED = [{ resource: 'users', list: 'userList', detail: 'userDetail' }] as const;

/** A declared resource with a list route and a detail route of its own (the form opens on the detail route). */
function resourceWithDetailRoute(resource: string, listRoute: string, detailRoute: string): Record<string, Screen> {
  const screen = lazyResourceScreen(resource, { routes: { list: pathOf(listRoute), detail: pathOf(detailRoute) }, overrides: SCREEN_OVERRIDES[resource] });
  return { [listRoute]: screen, [detailRoute]: screen };
}

/**
 * Built screens by route name, each loaded lazily so the shell chunk stays small. A route of the
 * map without an entry here shows the "not built yet" page; later issues add their screens, e.g.
 * `agencyList: preloadableLazy(() => import('../workflows/agency/AgencyDesk'))`. A declared resource
 * (resources/) is shown by the route of the same name without a line here, with the components it
 * supplies of its own (src/entityScreens/index.ts).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  ...Object.fromEntries(RESOURCE_NAMES.filter((name) => routeByName(name)).map((name) => [name, lazyResourceScreen(name, { overrides: SCREEN_OVERRIDES[name] })])),
  ...Object.assign({}, ...DETAIL_ROUTED.map(({ resource, list, detail }) => resourceWithDetailRoute(resource, list, detail))),
  mediaLibrary: preloadableLazy(() => import('../workflows/mediaLibrary/MediaLibrary')),
  permissionMatrix: preloadableLazy(() => import('../workflows/permissionMatrix/PermissionMatrix')),
  contentList: preloadableLazy(() => import('../workflows/content/list/ContentList')),
  draftContentList: preloadableLazy(() => import('../workflows/content/drafts/DraftList')),
  siteSettings: preloadableLazy(() => import('../workflows/siteSettings/SiteSettings')),
  handbookAcceptances: preloadableLazy(() => import('../workflows/handbook/HandbookAcceptances')),
  headlineList: preloadableLazy(() => import('../workflows/headlines/HeadlineBoard')),
  headlineOldList: preloadableLazy(() => import('../workflows/headlines/OldHeadlineBoard')),
  ...agencyDesk(),
  ...contentEditors(),
};

/** Every content editor route is the one editor (src/workflows/content/editor), its type read from the route. */
function contentEditors(): Record<string, Screen> {
  const editor = preloadableLazy(() => import('../workflows/content/editor/ContentEditor'));
  return Object.fromEntries(CONTENT_TYPES.map((type) => [`${type.key}Editor`, editor]));
}

/** The agency desk serves both its routes from one chunk. */
function agencyDesk(): Record<string, Screen> {
  const desk = preloadableLazy(() => import('../workflows/agencyDesk/AgencyDesk'));
  return { agencyList: desk, archiveList: desk };
}

/** The declared resource whose generated list the path shows (its list route, or its detail route over the list). */
export function listedResourceAt(pathname: string): string | undefined {
  const name = findRoute(pathname)?.node.name;
  const routed = DETAIL_ROUTED.find(({ list, detail }) => name === list || name === detail);
  if (routed) return routed.resource;
  return name && RESOURCE_NAMES.includes(name) ? name : undefined;
}

/** At start: the chunk of the screen the address names loads alongside sign-in and the session. */
export function preloadScreenAt(pathname: string): void {
  const route = findRoute(pathname);
  SCREENS[route?.node.name ?? '']?.preload().catch((error: unknown) => console.warn('The screen could not be loaded ahead', error));
}
