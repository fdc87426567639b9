import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  from,
  split,
  type NormalizedCacheObject,
} from '@apollo/client/core/index.js';
import { setContext } from '@apollo/client/link/context/index.js';
import { getMainDefinition } from '@apollo/client/utilities/index.js';
import { getStoredLocale } from '../i18n/locale.ts';
import { readErrorDetails, sessionRefusal } from './errorDetails.ts';
import { createErrorLink } from './errorLink.ts';
import { reportError } from './errors.ts';
import { createSessionRefusalGate } from './sessionRefusalGate.ts';
import { createLoadingLink } from './loadingLink.ts';
import { createPersistedQueryLink } from './persistedQueryLink.ts';
import { requestHeaders } from './requestHeaders.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { createWebSocketLink, toWebSocketUrl, type WebSocketLink } from './websocketLink.ts';

export interface ApolloClientOptions {
  /** The GraphQL endpoint, e.g. '/graphql' (RuntimeConfig.graphqlPath). */
  graphqlPath: string;
  getIdToken: () => Promise<string | undefined>;
  getSiteId?: () => string;
  getLanguage?: () => string;
  report?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** Subscriptions; defaults to a graphql-ws client on the same path, loaded at the first subscription. */
  webSocket?: WebSocketLink;
  /** Send codegen's documents by hash (default); mocked APIs match operations on the text instead. */
  persistedQueries?: boolean;
}

export type AppApolloClient = ApolloClient<NormalizedCacheObject>;

export { requestHeaders };

const isSubscription = ({ query }: { query: Parameters<typeof getMainDefinition>[0] }) => {
  const definition = getMainDefinition(query);
  return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
};

export function createApolloClient(options: ApolloClientOptions): AppApolloClient {
  const {
    graphqlPath,
    getIdToken,
    getSiteId = getSelectedSiteId,
    getLanguage = getStoredLocale,
    report = reportError,
  } = options;
  const headers = () => requestHeaders(getIdToken, getSiteId, getLanguage);

  const authLink = setContext(async (_, context) => ({
    headers: { ...(context.headers as Record<string, string> | undefined), ...(await headers()) },
  }));
  const httpChain = from([
    createLoadingLink(graphqlPath),
    authLink,
    ...(options.persistedQueries === false ? [] : [createPersistedQueryLink()]),
    new HttpLink({ uri: graphqlPath, fetch: options.fetch }),
  ]);
  const webSocket = options.webSocket ?? createWebSocketLink({
    url: toWebSocketUrl(graphqlPath),
    connectionParams: headers,
  });

  const refusalGate = createSessionRefusalGate();
  const reportAndFallSilent = (error: unknown) => {
    const refusal = sessionRefusal(readErrorDetails(error));
    if (refusal) {
      refusalGate.close(refusal);
      webSocket.stop();
    }
    report(error);
  };

  return new ApolloClient({
    link: from([refusalGate.link, createErrorLink(reportAndFallSilent), split(isSubscription, webSocket.link, httpChain)]),
    // Nothing is cached (no-cache below), so documents go out as written: the persisted manifest's text.
    cache: new InMemoryCache({ addTypename: false }),
    // No devtools hook: in development it arms a 10 s timer that reads `window`, which outlives a test's page.
    devtools: { enabled: false },
    defaultOptions: {
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      watchQuery: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
    },
  });
}
