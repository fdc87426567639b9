import type { ComponentType } from 'react';
import { SCREEN_OVERRIDES } from '../entityScreens/index.ts';
import { ADMIN_FEATURES } from '../features.ts';
import { screenTextsLoaded } from '../i18n/i18nProvider.ts';
import { lazyResourceScreen } from '../lowcode/lazyResourceScreen.ts';
import { RESOURCE_NAMES } from '../lowcode/resourceNames.ts';
import { mergeFeatureRecords, type AdminFeature, type ScreenLoader } from '../workflows/workflowFeature.ts';
import { preloadableLazy, type PreloadableScreen } from './preloadableLazy.ts';
import { findRoute, linkPath, routeByName } from './routeTree';

type Screen = PreloadableScreen;

/** The absolute link path of a named route of the map. */
function pathOf(routeName: string): string {
  const path = routeByName(routeName) && linkPath(routeByName(routeName)!.fullPath);
  if (!path) throw new Error(`src/routes/routeMap.ts has no linkable route "${routeName}"`);
  return path;
}

/** A detail route's path without its id, also when the id is required (a hadith's, created from its list). */
function detailPathOf(routeName: string): string {
  const path = routeByName(routeName)?.fullPath.replace(/\/:[^/]+\??$/, '');
  if (!path || path.includes('/:')) throw new Error(`src/routes/routeMap.ts has no detail route "${routeName}"`);
  return path;
}

const FEATURES: readonly AdminFeature[] = ADMIN_FEATURES;

/**
 * The screen, loaded together with the screens' texts (src/workflows/README.md): the texts' chunk, asked
 * for at start, comes alongside the screen's own, and no screen is ever drawn with a raw key.
 */
function withScreenTexts(screen: Screen): Screen {
  return preloadableLazy(() => Promise.all([screen.preload(), screenTextsLoaded()]).then(() => ({ default: screen })));
}

/** Declared resources with a list route and a detail route of their own (the form opens on the detail route). */
const DETAIL_ROUTED = FEATURES.flatMap((feature) => feature.detailRoutedResources ?? []);

/** A declared resource with a list route and a detail route of its own (the form opens on the detail route). */
function resourceWithDetailRoute(resource: string, listRoute: string, detailRoute: string): Record<string, Screen> {
  const screen = withScreenTexts(lazyResourceScreen(resource, { routes: { list: pathOf(listRoute), detail: detailPathOf(detailRoute) }, overrides: SCREEN_OVERRIDES[resource] }));
  return { [listRoute]: screen, [detailRoute]: screen };
}

/** One lazily loaded screen per loader: routes a feature gives the same loader show the same screen. */
const lazyScreens = new Map<ScreenLoader, Screen>();
function featureScreen(load: ScreenLoader): Screen {
  if (!lazyScreens.has(load)) lazyScreens.set(load, withScreenTexts(preloadableLazy(load as () => Promise<{ default: ComponentType }>)));
  return lazyScreens.get(load)!;
}

/**
 * Built screens by route name, each loaded lazily so the shell chunk stays small. A route of the
 * map without an entry here shows the "not built yet" page. A declared resource (resources/) is
 * shown by the route of the same name, with the components it supplies of its own
 * (src/entityScreens/index.ts); a workflow's screens come from its feature.ts (src/features.ts),
 * e.g. `routes: { mediaLibrary: () => import('./MediaLibrary.tsx') }`. A route
 * two features declare is a mistake.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
  ...Object.fromEntries(RESOURCE_NAMES.filter((name) => routeByName(name)).map((name) => [name, withScreenTexts(lazyResourceScreen(name, { overrides: SCREEN_OVERRIDES[name] }))])),
  ...mergeFeatureRecords(FEATURES, 'route', (feature) => ({
    ...Object.fromEntries(Object.entries(feature.routes ?? {}).map(([route, load]) => [route, featureScreen(load)])),
    ...Object.assign({}, ...(feature.detailRoutedResources ?? []).map(({ resource, list, detail }) => resourceWithDetailRoute(resource, list, detail))),
  })),
};

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
