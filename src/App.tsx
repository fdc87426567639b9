import { useMemo, useState } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppNotification } from './alerts/AppNotification';
import { MuiTexts } from './i18n/MuiTexts.tsx';
import { AppLayout } from './layout/AppLayout';
import { layoutRoutes, publicRoutes } from './routes/AdminRoutes';
import { NotFoundPage } from './routes/lazyPages';
import { getSession, subscribeSession } from './providers/session';
import { themePerUser } from './theme/themePerUser';
import { darkTheme, lightTheme } from './theme/themes';
import { createQueryClient } from './providers/queryClient';

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
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
 */
export function AdminApp({ authProvider, dataProvider, i18nProvider }: AppProps) {
  const [queryClient] = useState(createQueryClient);
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
        <AdminUI
          // The product name; react-admin shows it untranslated where a page sets no title.
          title="Newsroom"
          layout={AppLayout}
          catchAll={NotFoundInLayout}
          notification={AppNotification}
          loginPage={false}
          authCallbackPage={false}
          disableTelemetry
        >
          <CustomRoutes noLayout>{publicRoutes()}</CustomRoutes>
          <CustomRoutes>{layoutRoutes()}</CustomRoutes>
        </AdminUI>
      </MuiTexts>
    </AdminContext>
  );
}

/** Browser history (not react-admin's default hash router): the OIDC callback is a real path. */
export function App(props: AppProps) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <AdminApp {...props} /> }]), []);
  return <RouterProvider router={router} />;
}
