import { useEffect, useRef, type ReactElement } from 'react';
import { Loading, Navigate, useTranslate } from 'react-admin';
import { showToast } from '../alerts/alertStore';
import { Route } from 'react-router-dom';
import { PublicPage } from '../layout/PublicPage';
import { SignInCallback } from './SignInCallback';
import { NotBuiltPage, SwitchSitePage, UnauthenticatedPage, UnauthorizedPage, UnauthorizedUserPage } from './lazyPages';
import { firstPermittedPath, forbiddenRedirect, isRoutePermitted } from './routeAccess';
import { HOME_PATH, PUBLIC_ROUTES, ROUTE_MAP } from './routeMap';
import { isScreen, placeRoutes } from './routeTree';
import { SCREENS } from './screens';
import { usePermissionCheck } from './usePermissionCheck';
import type { PlacedRoute, RouteNode } from './routeTypes';

/** Down the fallback chain, saying why when the screen declares a notice. */
function ForbiddenRedirect({ route, to }: { route: PlacedRoute; to: string }) {
  const translate = useTranslate();
  const told = useRef(false);
  const notice = route.node.forbiddenNotice;
  useEffect(() => {
    if (!notice || told.current) return;
    told.current = true;
    const values = Object.fromEntries(Object.entries(notice.values ?? {}).map(([name, key]) => [name, translate(key)]));
    showToast({ type: 'warning', message: notice.message, values });
  }, [notice, translate]);
  return <Navigate to={to} replace />;
}

/** A screen of the map: shown when permitted (or "not built yet"), else sent down the fallback chain. */
export function ScreenRoute({ route }: { route: PlacedRoute }) {
  const can = usePermissionCheck();
  if (!can) return <Loading />;
  if (!isRoutePermitted(route.node, can)) return <ForbiddenRedirect route={route} to={forbiddenRedirect(route, can)} />;
  const Screen = SCREENS[route.node.name];
  return Screen ? <Screen /> : <NotBuiltPage screen={route.node.name} />;
}

/** A group's own path: on to the first child the user may open. */
export function GroupRedirect({ route }: { route: PlacedRoute }) {
  const can = usePermissionCheck();
  if (!can) return <Loading />;
  return <Navigate to={firstPermittedPath(route, can) ?? forbiddenRedirect(route, can)} replace />;
}

/** The routes rendered inside the admin layout, derived from the route map. */
export function layoutRoutes(tree: readonly RouteNode[] = ROUTE_MAP): ReactElement[] {
  const routes = placeRoutes(tree).flatMap((route) => {
    if (isScreen(route.node)) {
      return [<Route key={route.fullPath} path={route.fullPath} element={<ScreenRoute route={route} />} />];
    }
    if (route.node.redirectFirstChild) {
      return [<Route key={route.fullPath} path={route.fullPath} element={<GroupRedirect route={route} />} />];
    }
    return [];
  });
  return [<Route key="/" path="/" element={<Navigate to={HOME_PATH} replace />} />, ...routes];
}

/** The public pages: no layout, no permission check, rendered whether signed in or not. */
export function publicRoutes(): ReactElement[] {
  return [
    <Route key="switchSite" path={PUBLIC_ROUTES.switchSite} element={<PublicPage><SwitchSitePage /></PublicPage>} />,
    <Route key="unauthenticated" path={PUBLIC_ROUTES.unauthenticated} element={<PublicPage><UnauthenticatedPage /></PublicPage>} />,
    <Route key="unauthorized" path={PUBLIC_ROUTES.unauthorized} element={<PublicPage><UnauthorizedPage /></PublicPage>} />,
    <Route key="unauthorizedUser" path={PUBLIC_ROUTES.unauthorizedUser} element={<PublicPage><UnauthorizedUserPage /></PublicPage>} />,
    <Route key="authCallback" path={PUBLIC_ROUTES.authCallback} element={<SignInCallback />} />,
  ];
}
