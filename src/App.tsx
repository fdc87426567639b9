import { useMemo, useState } from 'react';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppNotification } from './alerts/AppNotification';
import { AppLayout } from './layout/AppLayout';
import { layoutRoutes, publicRoutes } from './routes/AdminRoutes';
import { NotFoundPage } from './routes/lazyPages';
import { createQueryClient } from './providers/queryClient';

export interface AppProps {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
}

const store = localStorageStore(undefined, 'newsroom');
const NotFoundInLayout = () => <NotFoundPage />;

/**
 * The back office: react-admin with our providers, the public pages outside the layout and every
 * route of the map inside it. Authentication is checked by AppLayout, not by requireAuth, so the
 * public pages and /auth/callback never start a sign-in of their own.
 */
export function AdminApp({ authProvider, dataProvider, i18nProvider }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} queryClient={queryClient}>
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
    </AdminContext>
  );
}

/** Browser history (not react-admin's default hash router): the OIDC callback is a real path. */
export function App(props: AppProps) {
  const router = useMemo(() => createBrowserRouter([{ path: '*', element: <AdminApp {...props} /> }]), []);
  return <RouterProvider router={router} />;
}
