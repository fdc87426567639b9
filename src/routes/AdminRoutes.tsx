import { useEffect, useRef, type ReactElement } from 'react';
import { Loading, Navigate, useTranslate } from 'react-admin';
import { showToast } from '../alerts/alertStore';
import { Route, useLocation } from 'react-router-dom';
import { PublicPage } from '../layout/PublicPage';
import { SignInCallback } from './SignInCallback';
import { NotBuiltPage, SwitchSitePage, UnauthenticatedPage, UnauthorizedPage, UnauthorizedUserPage } from './lazyPages';
import { firstPermittedPath, forbiddenRedirect, isRoutePermitted, UNAUTHORIZED_PATH } from './routeAccess';
import { HOME_PATH, PUBLIC_ROUTES, ROUTE_MAP } from './routeMap';
import { findRoute, isScreen, placeRoutes } from './routeTree';
import { screenTextsLoaded } from '../i18n/i18nProvider';
import { permissionNamesEither } from '../i18n/permissionNames';
import { SCREENS } from './screens';
import { usePermissionCheck } from './usePermissionCheck';
import type { PlacedRoute, RouteNode } from './routeTypes';

/** What the root path's redirect says it is: the landing after sign-in, where falling back needs no word. */
const LANDING = { landing: true };

/**
 * Down the fallback chain, saying why: the screen's own notice when it declares one, else which
 * screen and permission the user lacks and which screen is shown instead (not on the landing after
 * sign-in, nor on the way to /unauthorized, which says so itself).
 */
function ForbiddenRedirect({ route, to }: { route: PlacedRoute; to: string }) {
  const translate = useTranslate();
  const location = useLocation();
  const told = useRef(false);
  const notice = route.node.forbiddenNotice;
  const landing = (location.state as typeof LANDING | null)?.landing === true;
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    if (notice) {
      // A screen's notice is in the screens' texts, which may still be on their way at start.
      const tell = () => {
        const values = Object.fromEntries(Object.entries(notice.values ?? {}).map(([name, key]) => [name, translate(key)]));
        showToast({ type: 'warning', message: notice.message, values });
      };
      screenTextsLoaded().then(tell, () => undefined);
      return;
    }
    const target = findRoute(to);
    if (landing || to === UNAUTHORIZED_PATH || !target) return;
    showToast({
      type: 'warning',
      message: 'errors.refused.fallback',
      values: {
        screen: translate(`shell.routes.${route.node.name}`),
        permissions: permissionNamesEither(translate, [route.node.permission ?? []].flat()),
        target: translate(`shell.routes.${target.node.name}`),
      },
    });
  }, [notice, translate, landing, to, route.node]);
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
  return [<Route key="/" path="/" element={<Navigate to={HOME_PATH} replace state={LANDING} />} />, ...routes];
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
