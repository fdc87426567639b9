import {
  ApolloClient,
  HttpLink,
  InMemoryCache,
  from,
  split,
  type NormalizedCacheObject,
} from '@apollo/client/core/index.js';
import { setContext } from '@apollo/client/link/context/index.js';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions/index.js';
import { getMainDefinition } from '@apollo/client/utilities/index.js';
import type { Client } from 'graphql-ws';
import { getStoredLocale } from '../i18n/locale.ts';
import { createErrorLink } from './errorLink.ts';
import { reportError } from './errors.ts';
import { createLoadingLink } from './loadingLink.ts';
import { getSelectedSiteId } from './siteSelection.ts';
import { createWebSocketClient, toWebSocketUrl } from './websocketClient.ts';

export interface ApolloClientOptions {
  /** The GraphQL endpoint, e.g. '/graphql' (RuntimeConfig.graphqlPath). */
  graphqlPath: string;
  getIdToken: () => Promise<string | undefined>;
  getSiteId?: () => string;
  getLanguage?: () => string;
  report?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** Defaults to a lazy graphql-ws client on the same path. */
  wsClient?: Client;
}

export type AppApolloClient = ApolloClient<NormalizedCacheObject>;

/** The headers every request carries (spec 01 §7); the websocket sends the same at connection. */
export async function requestHeaders(
  getIdToken: () => Promise<string | undefined>,
  getSiteId: () => string,
  getLanguage: () => string,
): Promise<Record<string, string>> {
  const token = await getIdToken();
  return {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    siteid: getSiteId(),
    language: getLanguage(),
  };
}

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
    new HttpLink({ uri: graphqlPath, fetch: options.fetch }),
  ]);
  const wsClient = options.wsClient ?? createWebSocketClient({
    url: toWebSocketUrl(graphqlPath),
    connectionParams: headers,
  });

  return new ApolloClient({
    link: from([createErrorLink(report), split(isSubscription, new GraphQLWsLink(wsClient), httpChain)]),
    cache: new InMemoryCache(),
    defaultOptions: {
      query: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
      watchQuery: { fetchPolicy: 'no-cache', errorPolicy: 'all' },
    },
  });
}
