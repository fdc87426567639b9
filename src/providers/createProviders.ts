import type { AuthProvider } from 'react-admin';
import type { UserManager } from 'oidc-client-ts';
import type { RuntimeConfig } from '../config.ts';
import { getStoredLocale } from '../i18n/locale.ts';
import type { AppApolloClient } from './apolloClient.ts';
import { createAuthProvider, preloadSession } from './authProvider.ts';
import { deferredApolloClient, type SessionClient } from './deferredApolloClient.ts';
import { installGlobalErrorHandlers } from './errors.ts';
import { lazyDataProvider } from './lazyDataProvider.ts';
import { CALLBACK_PATH, createIdTokenGetter, createUserManager, hasStoredUser } from './oidcClient.ts';
import { configureServerClock } from './serverClock.ts';
import { subscribeSession } from './session.ts';
import type { QueryClient } from '@tanstack/react-query';
import { seedInfiniteList, withFirstListAhead } from './firstListAhead.ts';
import { createQueryClient } from './queryClient.ts';
import { listQueryMeta } from '../lowcode/listPrefetch.ts';
import { requestHeaders } from './requestHeaders.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import type { AppDataProvider } from './useAppDataProvider.ts';
import { workflowMethods } from './workflowMethods.ts';

export interface AppProviders {
  userManager: UserManager;
  /** Apollo, built at its first use (its code is a chunk of its own). */
  loadApolloClient: () => Promise<AppApolloClient>;
  apolloClient: SessionClient;
  authProvider: AuthProvider;
  /** react-admin's methods (loaded at their first call) and the workflows' named methods. */
  dataProvider: AppDataProvider;
  /** The query cache react-admin's hooks and the workflows' queries share. */
  queryClient: QueryClient;
  /**
   * For a returning user whose first screen lists a declared resource: asks its first page beside
   * the session, so the list finds its rows waiting in the query cache.
   */
  askFirstListAhead(resourceName: string): void;
}

/**
 * A browser that holds a signed-in user (oidc-client-ts keeps it in localStorage) will talk GraphQL
 * at once: its client code loads while the configuration is fetched. Signed-out visitors skip it.
 */
export function prefetchClientCode(storage: Storage = window.localStorage): void {
  if (!hasStoredUser(storage)) return;
  Promise.all([import('./apolloClient.ts'), import('./websocketLink.ts'), import('./dataProvider.ts')]).catch(() => undefined);
}

/**
 * Everything the app talks through, wired once at start from GET /api/config: the OIDC user
 * manager, Apollo (HTTP + websocket), react-admin's auth and data providers, the client of the
 * server clock and of the screens' subscriptions, and the global error handlers. A returning
 * user's session starts loading here, before the first render.
 */
export function createProviders(config: RuntimeConfig, origin: string = window.location.origin): AppProviders {
  const userManager = createUserManager(config.oidc, origin);
  const getIdToken = createIdTokenGetter(userManager);
  let webSocket: { restart(): void } | undefined;
  let loading: Promise<AppApolloClient> | undefined;
  const loadApolloClient = () =>
    (loading ??= Promise.all([import('./apolloClient.ts'), import('./websocketLink.ts')]).then(
      ([{ createApolloClient }, { createWebSocketLink, toWebSocketUrl }]) => {
        const link = createWebSocketLink({
          url: toWebSocketUrl(config.graphqlPath, origin),
          connectionParams: () => requestHeaders(getIdToken, getSelectedSiteId, getStoredLocale),
        });
        webSocket = link;
        // The first list will want the data provider right after the session: fetch it meanwhile.
        import('./dataProvider.ts').catch(() => undefined);
        return createApolloClient({ graphqlPath: config.graphqlPath, getIdToken, webSocket: link });
      },
    ));
  const apolloClient = deferredApolloClient(loadApolloClient);

  // The websocket's context carries the site it connected with: reconnect when it changes.
  let connectedSiteId: string | undefined;
  subscribeSession((session) => {
    if (session && connectedSiteId !== undefined && session.siteId !== connectedSiteId) webSocket?.restart();
    connectedSiteId = session?.siteId;
  });

  configureServerClock(apolloClient);
  installGlobalErrorHandlers();
  // The callback signs a new user in and loads their session itself.
  const returning = !window.location.pathname.startsWith(CALLBACK_PATH) && hasStoredUser();
  const sessionLoading = returning ? preloadSession({ userManager, client: apolloClient }) : undefined;
  const queryClient = createQueryClient();
  const resourceData = withFirstListAhead(
    lazyDataProvider(
      () => Promise.all([import('./dataProvider.ts'), loadApolloClient()]).then(([{ createDataProvider }, client]) => createDataProvider(client)),
      { eager: returning },
    ),
  );

  return {
    userManager,
    loadApolloClient,
    apolloClient,
    authProvider: createAuthProvider({ userManager, client: apolloClient }),
    dataProvider: { ...resourceData, ...workflowMethods(apolloClient) },
    queryClient,
    askFirstListAhead(resourceName) {
      // Beside the session, not after it: the server checks the permission (a refusal is not kept,
      // the list asks again), and the page draws the rows in the render the session's answer starts.
      if (!sessionLoading) return;
      import('../lowcode/resourceRegistry.ts')
        .then(({ findResource }) => {
          const resource = findResource(resourceName);
          if (!resource) return;
          const params = { pagination: { page: 1, perPage: resource.pageSize }, sort: resource.sort, filter: {}, meta: listQueryMeta(resource) };
          return resourceData.askAhead(resource.name, params).then((answer) => seedInfiniteList(queryClient, resource.name, params, answer));
        })
        .catch(() => undefined);
    },
  };
}
