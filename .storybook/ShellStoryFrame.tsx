import { useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18nProvider } from '../src/i18n/i18nProvider';
import { createQueryClient } from '../src/providers/queryClient';
import { createTestDataProvider } from '../src/test/testDataProvider';

/** What a story may ask of the frame through `parameters.shell`. */
export interface ShellStoryParameters {
  /** The address the story starts at, e.g. '/switch-site/2'. */
  initialPath?: string;
  /** A route pattern to render the story under, so it can read params, e.g. '/switch-site/:id?'. */
  routePath?: string;
  authProvider?: AuthProvider;
}

/**
 * The react-admin context the app gives its components (router, i18n in the story's locale, a
 * fresh store, the app's data provider over MSW and query client, theme), so shell components render in a story exactly as in the app.
 */
export function ShellStoryFrame({
  locale,
  shell = {},
  children,
}: {
  locale: string;
  shell?: ShellStoryParameters;
  children: ReactNode;
}) {
  const [store] = useState(() => memoryStore({ locale }));
  // The app's data provider, each story with its own client: MSW answers its requests.
  const [dataProvider] = useState(createTestDataProvider);
  // The app's query rules (a refusal is not asked again), each story with its own cache.
  const [queryClient] = useState(createQueryClient);
  return (
    <MemoryRouter initialEntries={[shell.initialPath ?? shell.routePath ?? '/']}>
      <AdminContext i18nProvider={i18nProvider} store={store} dataProvider={dataProvider} authProvider={shell.authProvider} queryClient={queryClient}>
        {shell.routePath ? (
          <Routes>
            <Route path={shell.routePath} element={children} />
          </Routes>
        ) : (
          children
        )}
      </AdminContext>
    </MemoryRouter>
  );
}
