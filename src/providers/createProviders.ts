import type { AuthProvider, DataProvider } from 'react-admin';
import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config.ts';
import { getStoredLocale } from '../i18n/locale.ts';
import { createApolloClient, requestHeaders, type AppApolloClient } from './apolloClient.ts';
import { createAuthProvider } from './authProvider.ts';
import { installGlobalErrorHandlers } from './errors.ts';
import { lazyDataProvider } from './lazyDataProvider.ts';
import { createIdTokenGetter, createUserManager } from './oidcClient.ts';
import { configureServerClock } from './serverClock.ts';
import { subscribeSession } from './session.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { createWebSocketLink, toWebSocketUrl } from './websocketLink.ts';

export interface AppProviders {
  userManager: UserManager;
  apolloClient: AppApolloClient;
  authProvider: AuthProvider;
  dataProvider: DataProvider;
}

/**
 * Everything the app talks through, wired once at start from GET /api/config: the OIDC user
 * manager, Apollo (HTTP + websocket), react-admin's auth and data providers, the server clock's
 * client and the global error handlers.
 */
export function createProviders(config: RuntimeConfig, origin: string = window.location.origin): AppProviders {
  const userManager = createUserManager(config.oidc, origin);
  const getIdToken = createIdTokenGetter(userManager);
  const webSocket = createWebSocketLink({
    url: toWebSocketUrl(config.graphqlPath, origin),
    connectionParams: () => requestHeaders(getIdToken, getSelectedSiteId, getStoredLocale),
  });
  const apolloClient = createApolloClient({ graphqlPath: config.graphqlPath, getIdToken, webSocket });

  // The websocket's context carries the site it connected with: reconnect when it changes.
  let connectedSiteId: string | undefined;
  subscribeSession((session) => {
    if (session && connectedSiteId !== undefined && session.siteId !== connectedSiteId) webSocket.restart();
    connectedSiteId = session?.siteId;
  });

  configureServerClock(apolloClient);
  installGlobalErrorHandlers();

  return {
    userManager,
    apolloClient,
    authProvider: createAuthProvider({ userManager, client: apolloClient }),
    dataProvider: lazyDataProvider(() =>
      import('./dataProvider.ts').then(({ createDataProvider }) => createDataProvider(apolloClient)),
    ),
  };
}
