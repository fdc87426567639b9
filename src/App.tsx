import { useMemo, useState } from 'react';
import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, Error as ErrorPage, LoadingPage, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppNotification } from './alerts/AppNotification';
import { ReloadOffer } from './platform/ReloadOffer';
import { MuiTexts } from './i18n/MuiTexts.tsx';
import { AppLayout } from './layout/AppLayout';
import { layoutRoutes, publicRoutes } from './routes/AdminRoutes';
import { AccessDeniedPage, AuthenticationErrorPage, NotFoundPage } from './routes/lazyPages';
import { getSession, subscribeSession } from './providers/session';
import { themePerUser } from './theme/themePerUser';
import { darkTheme, lightTheme } from './theme/themes';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './providers/queryClient';

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  /** The app's query cache (main.tsx makes it with the providers); a fresh one when none is given. */
  queryClient?: QueryClient;
}

const store = themePerUser(localStorageStore(undefined, 'newsroom'), {
  current: () => getSession()?.user.id,
  subscribe: (listener) => subscribeSession(listener),
});
const NotFoundInLayout = () => <NotFoundPage />;

/**
 * The back office: react-admin with our providers, the public pages outside the layout and every
 * route of the map inside it. Authentication is checked by AppLayout, not by requireAuth, so the
 * public pages and /auth/callback never start a sign-in of their own.
 *
 * react-admin's <AdminUI> is CssBaseline, <CoreAdminUI> and the notification, with its own pages as
 * defaults: its login form alone (react-hook-form and ra-core's forms) was ~20 kB gzip of the
 * shell that the app never shows (OIDC signs in). The same three parts here take only the pages we
 * use, and the rarely shown refusals come lazily.
 */
export function AdminApp({ authProvider, dataProvider, i18nProvider, queryClient: given }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      // Light unless the user chose dark, whatever the system prefers (spec 01 §9).
      defaultTheme="light"
    >
      <MuiTexts>
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            // The product name; react-admin shows it untranslated where a page sets no title.
            title="Newsroom"
            layout={AppLayout}
            catchAll={NotFoundInLayout}
            loading={LoadingPage}
            error={ErrorPage}
            accessDenied={AccessDeniedPage}
            authenticationError={AuthenticationErrorPage}
            loginPage={false}
            authCallbackPage={false}
            disableTelemetry
          >
            <CustomRoutes noLayout>{publicRoutes()}</CustomRoutes>
            <CustomRoutes>{layoutRoutes()}</CustomRoutes>
          </CoreAdminUI>
          <AppNotification />
          <ReloadOffer />
        </CssBaseline>
      </MuiTexts>
    </AdminContext>
  );
}

/** Browser history (not react-admin's default hash router): the OIDC callback is a real path. */
export function App(props: AppProps) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <AdminApp {...props} /> }]), []);
  return <RouterProvider router={router} />;
}
