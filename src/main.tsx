import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './config';
import { i18nProvider } from './i18n/i18nProvider';
import { StartupFailure } from './pages/StartupFailure';
import { createProviders } from './providers/createProviders';

const root = createRoot(document.getElementById('root')!);

loadRuntimeConfig()
  .then((config) => {
    // createProviders also installs the global error handlers and the server clock's client.
    const { authProvider, dataProvider } = createProviders(config);
    root.render(
      <StrictMode>
        <App authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    console.error('The app could not start', error);
    root.render(
      <StartupFailure
        message={i18nProvider.translate('errors.unreachable')}
        retryLabel={i18nProvider.translate('shell.actions.retry')}
      />,
    );
  });
