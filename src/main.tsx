import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config';
import { applyStoredLocale, i18nProvider, screenTextsLoaded } from './i18n/i18nProvider';
import { StartupFailure } from './pages/StartupFailure';
import { createProviders, prefetchClientCode } from './providers/createProviders';
import { listedResourceAt, preloadScreenAt } from './routes/screens';
import { onCaughtError, startErrorReports } from './platform/errorReports';
import { installPreloadErrorHandler } from './platform/chunkLoad';

const root = createRoot(document.getElementById('root')!, { onCaughtError });
installPreloadErrorHandler();

// The stored language's messages load while the configuration is read; without them the app
// still starts, in Turkish. Asked for first: the screens' texts below are then asked in that language.
const storedLocale = applyStoredLocale().catch((error: unknown) => console.warn('The stored language could not be loaded', error));
// The screens' texts (src/workflows/README.md) come alongside the first screen's chunk, which waits for them.
screenTextsLoaded().catch((error: unknown) => console.warn("The screens' texts could not be loaded ahead", error));
preloadScreenAt(window.location.pathname);
prefetchClientCode();

loadRuntimeConfig()
  .then(async (config) => {
    // Its own chunk, only with a DSN; the app does not wait for it.
    void startErrorReports(config);
    // createProviders also installs the global error handlers and the server clock's client, and
    // starts a returning user's session: its requests need the configuration, not the language.
    const { authProvider, dataProvider, queryClient, askFirstListAhead } = createProviders(config);
    const listed = listedResourceAt(window.location.pathname);
    if (listed) askFirstListAhead(listed);
    await storedLocale;
    // Drawn in slices (a transition): the chunks of the API's client and of the first list, arriving
    // meanwhile, are run between them and the session is asked for at once, not after the whole
    // first render (nothing of which shows before the session is in).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient} />
        </StrictMode>,
      ),
    );
  })
  .catch(async (error: unknown) => {
    console.error('The app could not start', error);
    await storedLocale;
    root.render(
      <StartupFailure
        message={i18nProvider.translate('errors.unreachable')}
        retryLabel={i18nProvider.translate('shell.actions.retry')}
      />,
    );
  });
