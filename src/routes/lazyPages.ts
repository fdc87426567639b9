import { lazy } from 'react';

/** The shell's own pages, each in its own small chunk. */
export const NotBuiltPage = lazy(() => import('../pages/NotBuiltPage'));
export const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
export const SwitchSitePage = lazy(() => import('../pages/SwitchSitePage'));
export const UnauthenticatedPage = lazy(() => import('../pages/UnauthenticatedPage'));
export const UnauthorizedPage = lazy(() => import('../pages/UnauthorizedPage'));
export const UnauthorizedUserPage = lazy(() => import('../pages/UnauthorizedUserPage'));
export const AccessDeniedPage = lazy(() => import('../pages/reactAdminRefusals').then((pages) => ({ default: pages.AccessDenied })));
export const AuthenticationErrorPage = lazy(() => import('../pages/reactAdminRefusals').then((pages) => ({ default: pages.AuthenticationError })));
