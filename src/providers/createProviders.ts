import type { AuthProvider, DataProvider } from 'react-admin';
import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config.ts';
import { getStoredLocale } from '../i18n/locale.ts';
import { createApolloClient, requestHeaders, type AppApolloClient } from './apolloClient.ts';
import { createAuthProvider } from './authProvider.ts';
import { createDataProvider } from './dataProvider.ts';
import { installGlobalErrorHandlers } from './errors.ts';
import { createIdTokenGetter, createUserManager } from './oidcClient.ts';
import { configureServerClock } from './serverClock.ts';
import { subscribeSession } from './session.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { createWebSocketClient, toWebSocketUrl } from './websocketClient.ts';

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
  const wsClient = createWebSocketClient({
    url: toWebSocketUrl(config.graphqlPath, origin),
    connectionParams: () => requestHeaders(getIdToken, getSelectedSiteId, getStoredLocale),
  });
  const apolloClient = createApolloClient({ graphqlPath: config.graphqlPath, getIdToken, wsClient });

  // The websocket's context carries the site it connected with: reconnect when it changes.
  let connectedSiteId: string | undefined;
  subscribeSession((session) => {
    if (session && connectedSiteId !== undefined && session.siteId !== connectedSiteId) wsClient.restart();
    connectedSiteId = session?.siteId;
  });

  configureServerClock(apolloClient);
  installGlobalErrorHandlers();

  return {
    userManager,
    apolloClient,
    authProvider: createAuthProvider({ userManager, client: apolloClient }),
    dataProvider: createDataProvider(apolloClient),
  };
}
